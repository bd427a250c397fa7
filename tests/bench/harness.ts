/** Shared pieces of `npm run bench`: timing, rows, machine description. */
import os from 'node:os';
import { performance } from 'node:perf_hooks';

export interface BenchRow {
  benchmark: string;
  /** The measured figure, formatted (e.g. "142 ms", "0.4 s", "88 MB"). */
  figure: string;
  /** The target as written in the issue, e.g. "< 200 ms"; empty when there is none. */
  target?: string;
  /** Whether the figure meets the target; undefined when there is no target. */
  met?: boolean;
  /** The figure and the target's bound as numbers in one unit (ms), so a miss can say by how much. */
  value?: number;
  limit?: number;
  note?: string;
  /** The 1-minute load average when the figure was taken (run.ts fills it per section when a row has none). */
  load?: number;
  /** The section that measured it (run.ts fills it). */
  section?: string;
}

/** A row's target fields from a measured value and an upper bound in ms (met when below). */
export function under(
  value: number,
  limit: number,
  target = `< ${ms(limit)}`
): Pick<BenchRow, 'target' | 'met' | 'value' | 'limit'> {
  return { target, met: value < limit, value, limit };
}

/** The status cell: met, MISSED by how much (when the row has numbers), or empty without a target. */
export function statusOf(r: BenchRow): string {
  if (r.met === undefined) return '';
  if (r.met) return 'met';
  if (r.value === undefined || r.limit === undefined || r.limit <= 0) return 'MISSED';
  return `MISSED by ${ms(r.value - r.limit)} (+${Math.round((100 * (r.value - r.limit)) / r.limit)}%)`;
}

export interface BenchResults {
  machine: string;
  loadavg: number[];
  date: string;
  /** Wall time of the whole `npm run bench` and of each section, in ms. */
  durations?: Record<string, number>;
  rows: BenchRow[];
}

/** The Markdown table `npm run bench` prints and `npm run bench:readme` writes into the README. */
export function formatResults(results: BenchResults): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const took = results.durations?.total;
  return [
    `Machine: ${results.machine}; ${results.date.slice(0, 16).replace('T', ' ')} UTC; load average ${results.loadavg.map((l) => l.toFixed(1)).join(' ')} at the end${took ? `; the run took ${ms(took)}` : ''}`,
    '',
    '| benchmark | figure | target | status | load | note |',
    '| --- | ---: | --- | --- | ---: | --- |',
    ...results.rows.map(
      (r) =>
        `| ${cell(r.benchmark)} | ${cell(r.figure)} | ${cell(r.target ?? '')} | ${statusOf(r)} | ${r.load === undefined ? '' : r.load.toFixed(1)} | ${cell(r.note ?? '')} |`
    )
  ].join('\n');
}

export interface BenchSection {
  name: string;
  run(): Promise<BenchRow[]>;
}

/** Median wall time in ms over `iterations` runs after `warmup` untimed runs. */
export async function timeWarm(
  fn: () => unknown | Promise<unknown>,
  { warmup = 2, iterations = 5 } = {}
): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(value < 10 ? 2 : 0)} ms`;
}

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
}

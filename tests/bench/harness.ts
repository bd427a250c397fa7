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
  note?: string;
}

export interface BenchSection {
  name: string;
  run(): Promise<BenchRow[]>;
}

/** Median wall time in ms over `iterations` runs after `warmup` untimed runs. */
export async function timeWarm(fn: () => unknown | Promise<unknown>, { warmup = 2, iterations = 5 } = {}): Promise<number> {
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

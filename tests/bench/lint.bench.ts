/**
 * Lint benchmarks: parse + lint + BPE token counts (cl100k and o200k) of
 *   - 1,000 and 10,000 generated tools, built from the real corpus catalogs' tools, renamed;
 *   - the whole corpus folder, catalog by catalog, as `toolgauge lint` would see each file;
 * plus, for reading those figures, the generated runs without BPE counting.
 * Each figure is the median wall time of 5 warm runs (2 untimed runs first, tokenizers already
 * loaded); the note adds the median CPU time of this process, which contention inflates less.
 * The corpus is ../shared/corpus/catalogs beside the repository, or TOOLGAUGE_CORPUS; on a
 * fresh clone without it, the bundled examples/catalogs stand in (the note says which).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { loadEncoders, type Encoders } from '#core/tokens/encoders';
import { lintCatalogTwoThreads, PARALLEL_FROM } from '../../src/node/tokens/parallel-tokens.ts';
import { ms, under, type BenchRow, type BenchSection } from './harness.ts';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function corpusDir(): { dir: string; label: string } {
  const fromEnv = process.env.TOOLGAUGE_CORPUS;
  if (fromEnv && existsSync(fromEnv)) return { dir: fromEnv, label: fromEnv };
  const shared = path.resolve(REPO, '../shared/corpus/catalogs');
  if (existsSync(shared)) return { dir: shared, label: '../shared/corpus/catalogs' };
  return { dir: path.join(REPO, 'examples/catalogs'), label: 'examples/catalogs (corpus not found)' };
}

function readCorpus(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir)
    .filter((f) => /\.(json|ya?ml)$/.test(f))
    .sort()
    .map((f) => ({ file: f, text: readFileSync(path.join(dir, f), 'utf8') }));
}

/** `count` tools cycled from the corpus, each renamed (name_<n>) so names stay unique. */
export function generatedCatalogText(corpusTools: Array<Record<string, unknown>>, count: number): string {
  const tools = [];
  for (let i = 0; i < count; i++) {
    const base = corpusTools[i % corpusTools.length];
    tools.push({ ...base, name: `${String(base.name)}_${i}` });
  }
  return JSON.stringify({ tools }, null, 2);
}

/**
 * Median wall time (the figure) and median CPU time of this process over the same warm runs.
 * CPU time shows the work itself when other processes share the cores and inflate wall time.
 */
async function timeWallAndCpu(
  fn: () => unknown,
  { warmup = 2, iterations = 5 } = {}
): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { wall: median(wall), cpu: median(cpu) };
}

function lintText(text: string, file: string, encoders: Encoders | undefined): number {
  const parsed = parseCatalogText(text, { file });
  if (!parsed.ok) throw new Error(`bench input ${file} does not parse`);
  return lintCatalog(parsed.catalog, encoders ? { encoders } : {}).summary.tools;
}

/** What `toolgauge lint` does: big catalogs count o200k on a second thread while this one counts cl100k. */
async function lintTextAsCli(text: string, file: string, encoders: Encoders): Promise<number> {
  const parsed = parseCatalogText(text, { file });
  if (!parsed.ok) throw new Error(`bench input ${file} does not parse`);
  return (await lintCatalogTwoThreads(parsed.catalog, { encoders })).summary.tools;
}

export const lintBench: BenchSection = {
  name: 'lint',
  async run(): Promise<BenchRow[]> {
    const encoders = await loadEncoders();
    const { dir, label } = corpusDir();
    const corpus = readCorpus(dir);
    const corpusTools: Array<Record<string, unknown>> = [];
    for (const c of corpus) {
      const parsed = parseCatalogText(c.text, { file: c.file });
      if (parsed.ok) corpusTools.push(...parsed.catalog.tools.map((t) => t.tool));
    }
    const rows: BenchRow[] = [];
    // Wall time is only meaningful on an idle machine; say so in the notes when it is not.
    const load = os.loadavg()[0];
    const busy =
      load > os.cpus().length * 0.5 ? `; load ${load.toFixed(1)} on ${os.cpus().length} cores, wall time inflated` : '';
    for (const [count, target, limit] of [
      [1_000, '< 200 ms', 200],
      [10_000, '< 1.5 s', 1500]
    ] as const) {
      // Serialized once: every timed run parses fresh objects, so no cache carries over between runs.
      const text = generatedCatalogText(corpusTools, count);
      const cli = await timeWallAndCpu(() => lintTextAsCli(text, `generated-${count}.json`, encoders));
      rows.push({
        benchmark: `lint ${count.toLocaleString('en-US')} generated tools as toolgauge lint does (parse + rules + TDQS + cl100k/o200k tokens)`,
        figure: ms(cli.wall),
        ...under(cli.wall, limit, target),
        note: `cl100k and o200k counted on a second thread while the rules run (from ${PARALLEL_FROM} tools; a text repeated verbatim is counted once, as are repeated BPE pieces: these tools are renamed copies of the corpus, so their texts repeat); CPU ${ms(cli.cpu)}; ${(text.length / 2 ** 20).toFixed(1)} MiB JSON from ${corpusTools.length} corpus tools${busy}`
      });
      const full = await timeWallAndCpu(() => lintText(text, `generated-${count}.json`, encoders));
      rows.push({
        benchmark: `  the same ${count.toLocaleString('en-US')} tools on one thread (the core alone, as in the playground's worker)`,
        figure: ms(full.wall),
        note: `CPU ${ms(full.cpu)}`
      });
      // For reading the row above: the same work without BPE counting (whitespace tokens only).
      const bare = await timeWallAndCpu(() => lintText(text, `generated-${count}.json`, undefined));
      rows.push({
        benchmark: `  the same ${count.toLocaleString('en-US')} tools without BPE token counts`,
        figure: ms(bare.wall),
        note: `CPU ${ms(bare.cpu)}: BPE counting is ${Math.max(0, Math.round((1 - bare.cpu / full.cpu) * 100))}% of the CPU time above`
      });
    }
    const whole = await timeWallAndCpu(() => corpus.reduce((n, c) => n + lintText(c.text, c.file, encoders), 0));
    rows.push({
      benchmark: `lint the corpus folder, file by file (${corpus.length} catalogs, ${corpusTools.length} tools)`,
      figure: ms(whole.wall),
      note: `CPU ${ms(whole.cpu)}; ${label}${busy}`
    });
    return rows;
  }
};

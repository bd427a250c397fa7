/**
 * Lint benchmarks: parse + lint + BPE token counts (cl100k and o200k) of
 *   - 1,000 and 10,000 generated tools, built from the real corpus catalogs' tools, renamed;
 *   - the whole corpus folder, catalog by catalog, as `toolgauge lint` would see each file.
 * Each figure is the median of 5 warm runs (2 untimed runs first, tokenizers already loaded).
 * The corpus is ../shared/corpus/catalogs beside the repository, or TOOLGAUGE_CORPUS; on a
 * fresh clone without it, the bundled examples/catalogs stand in (the note says which).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { loadEncoders, type Encoders } from '#core/tokens/encoders';
import { ms, timeWarm, type BenchRow, type BenchSection } from './harness.ts';

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

function lintText(text: string, file: string, encoders: Encoders): number {
  const parsed = parseCatalogText(text, { file });
  if (!parsed.ok) throw new Error(`bench input ${file} does not parse`);
  return lintCatalog(parsed.catalog, { encoders }).summary.tools;
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
    for (const [count, target, limit] of [
      [1_000, '< 200 ms', 200],
      [10_000, '< 1.5 s', 1500]
    ] as const) {
      // Serialized once: every timed run parses fresh objects, so no cache carries over between runs.
      const text = generatedCatalogText(corpusTools, count);
      const t = await timeWarm(() => lintText(text, `generated-${count}.json`, encoders));
      rows.push({
        benchmark: `lint ${count.toLocaleString('en-US')} generated tools (parse + rules + TDQS + cl100k/o200k tokens)`,
        figure: ms(t),
        target,
        met: t < limit,
        note: `${(text.length / 2 ** 20).toFixed(1)} MiB JSON; tools cycled from ${corpusTools.length} corpus tools`
      });
    }
    const whole = await timeWarm(() => corpus.reduce((n, c) => n + lintText(c.text, c.file, encoders), 0));
    rows.push({
      benchmark: `lint the corpus folder, file by file (${corpus.length} catalogs, ${corpusTools.length} tools)`,
      figure: ms(whole),
      note: label
    });
    return rows;
  }
};

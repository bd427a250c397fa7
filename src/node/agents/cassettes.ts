/**
 * Cassettes: each dispatched agent test's runs, saved as one canonical trace so the suite replays
 * them offline. `--record` writes them; a suite run without `--record` replays the cassette of any
 * test that has one on disk instead of dispatching its agent.
 *
 * Where: beside the suite, `cassettes/<suite file name without extension>/<test slug>.json`, for
 * example `examples/suites/cassettes/agents-lexical/search-picks-the-search-tool.json`. The file is
 * the canonical trace (`{ "runs": [...] }`, each run with its `model`), so `trace:` can read it too.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importTrace } from '#core/trace/importers/index';
import type { TraceRun } from '#core/trace/types';
import { firstProblem } from '#core/suite/files';
import { cassetteSlug } from '#core/agents/cassette-name';

export { cassetteSlug };

export function cassetteDir(suitePath: string): string {
  const base = path.basename(suitePath).replace(/\.(ya?ml|json)$/i, '');
  return path.join(path.dirname(suitePath), 'cassettes', base);
}

export function cassettePath(suitePath: string, testName: string): string {
  return path.join(cassetteDir(suitePath), `${cassetteSlug(testName)}.json`);
}

export type CassetteRead = { file: string; runs: TraceRun[] } | { file: string; error: string } | undefined;

/** The cassette of a test, when there is one; a file that exists but does not parse is an error to report. */
export async function readCassette(file: string, shown: string): Promise<CassetteRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return { file: shown, error: (e as Error).message };
  }
  const r = importTrace(text, { file: shown, format: 'canonical' });
  if (!r.ok) return { file: shown, error: firstProblem(r.errors, shown) };
  return { file: shown, runs: r.trace.runs };
}

/** Writes runs as a canonical trace, atomically (a temp file renamed over the old one). */
export async function writeCassette(file: string, runs: TraceRun[]): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify({ runs }, null, 2) + '\n');
  await rename(tmp, file);
}

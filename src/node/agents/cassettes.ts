/**
 * Cassettes: each dispatched agent test's runs, saved as one canonical trace so the suite replays
 * them offline. `--record` writes them; a suite run without `--record` replays the cassette of any
 * test that has one on disk instead of dispatching its agent.
 *
 * Where: beside the suite, `cassettes/<suite file name without extension>/<test slug>.json`, for
 * example `examples/suites/cassettes/agents-lexical/search-picks-the-search-tool.json`. The file is
 * the canonical trace (`{ "runs": [...] }`, each run with its `model`), so `trace:` can read it too.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, realpath, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importTrace } from '#core/trace/importers/index';
import type { TraceRun } from '#core/trace/types';
import { firstProblem } from '#core/suite/files';
import { cassetteSlug } from '#core/agents/cassette-name';
import { maskLiveKeys } from '#core/lint/rules/sec-007-live-secret';
import { UsageError } from '../cli/errors.ts';

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

/** The real path `p` would have: its nearest existing folder resolved, the rest appended. */
async function realPathToBe(p: string): Promise<string> {
  let dir = path.resolve(p);
  const rest: string[] = [];
  for (;;) {
    try {
      return path.join(await realpath(dir), ...rest);
    } catch {
      const up = path.dirname(dir);
      if (up === dir) return path.resolve(p);
      rest.unshift(path.basename(dir));
      dir = up;
    }
  }
}

/**
 * Writes runs as a canonical trace, atomically (a temp file renamed over the old one), keys masked
 * as SEC-007 masks them. Refused when the folder's real path leaves `root` (the suite's folder): a
 * symlink planted in a checkout (`cassettes -> /elsewhere`) does not carry the write out. The temp
 * file gets a random name and is created exclusively, so a planted link at a guessable name is
 * never written through.
 */
export async function writeCassette(file: string, runs: TraceRun[], root: string): Promise<void> {
  const dir = path.dirname(file);
  const realRoot = await realPathToBe(root);
  const check = async () => {
    const real = await realPathToBe(dir);
    const rel = path.relative(realRoot, real);
    if (rel.startsWith('..') || path.isAbsolute(rel))
      throw new UsageError(
        `--record: ${file} is not written: its folder's real path ${real} leaves the suite's folder ${realRoot} (a symlink?)`
      );
  };
  await check();
  await mkdir(dir, { recursive: true });
  await check();
  const tmp = path.join(dir, `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
  await writeFile(tmp, maskLiveKeys(JSON.stringify({ runs }, null, 2)) + '\n', { flag: 'wx' });
  await rename(tmp, file);
}

/**
 * Lint of a big catalog on two threads: a worker counts the BPE tokens (cl100k_base and
 * o200k_base) of every tool while this thread runs the per-tool rules, which never read token
 * counts; the catalog-level rules (the token budgets among them) then run with both counts.
 * Every string is counted; the worker remembers the count of each BPE piece it has seen
 * (core/tokens/piece-memo.ts), so words a catalog repeats are merged once. Small catalogs lint on this thread alone: the rank tables load in milliseconds
 * (node-encoders.ts), less than a thread's start. Any failure of the worker falls back to this
 * thread. The report is exactly the one lintCatalog gives (a test holds them equal).
 */
import type { Worker } from 'node:worker_threads';
import { forgetWorker, tokenWorker } from './token-worker.ts';

export { prestartTokenWorker } from './token-worker.ts';
import type { Catalog } from '#core/catalog/types';
import { specFor } from '#core/lint/spec-versions';
import { lintCatalogSteps, toolPartSteps, type LintOptions } from '#core/lint/lint';
import type { Steps } from '#core/lint/steps';
import { runSteps } from './run-steps.ts';

export { LONG_LINT_TOOLS } from './run-steps.ts';
import type { LintReport } from '#core/lint/types';
import { ENCODING_NAMES, type Encoders, type Encoding, type ToolTokens } from '#core/tokens/encoders';
import { countWhitespaceTokens, surfaceStrings } from '#core/tokens/surface';

let nextId = 0;

/** Below this many tools everything runs on the calling thread (callers may change it). */
export const PARALLEL_FROM = 200;

/** From this many characters of tool text the counting moves to the worker whatever the tool count. */
export const PARALLEL_FROM_CHARS = 256 * 1024;

const ENCODINGS: Encoding[] = ['cl100k', 'o200k'];

function textLength(surfaces: string[][]): number {
  let n = 0;
  for (const parts of surfaces) for (const p of parts) n += p.length;
  return n;
}

/** Whether the counting worker starts here (else big catalogs quietly lint on one thread). */
export async function twoThreadsAvailable(): Promise<boolean> {
  return (await tokenWorker()) !== undefined;
}

function countOnWorker(worker: Worker, strings: string[]): Promise<Int32Array[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (m: { id?: number; counts?: Int32Array[] }) => {
      if (m.id !== id || !m.counts) return;
      done();
      resolve(m.counts);
    };
    const onError = (e: Error) => {
      done();
      forgetWorker();
      reject(e);
    };
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.unref();
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.ref(); // in flight: keep the process alive until the answer arrives
    worker.postMessage({ id, strings, encodings: ENCODINGS.map((e) => ENCODING_NAMES[e]) });
  });
}

/** lintCatalog, with the BPE counts made on a worker thread for catalogs of `parallelFrom` tools or more. */
export async function lintCatalogTwoThreads(
  catalog: Catalog,
  options: LintOptions & { encoders: Encoders },
  { parallelFrom = PARALLEL_FROM } = {}
): Promise<LintReport> {
  const few = catalog.tools.length < parallelFrom;
  const surfaces = await runSteps(surfaceSteps(catalog));
  // A few tools with a lot of text (a 10 MB description) count on the worker too: counting is
  // the long synchronous part, and on this thread it would hold off SIGINT/SIGTERM until done.
  if (few && textLength(surfaces) < PARALLEL_FROM_CHARS) return runSteps(lintCatalogSteps(catalog, options));
  const worker = await tokenWorker();
  if (!worker) return runSteps(lintCatalogSteps(catalog, options));
  const strings = surfaces.flat();
  const pending = countOnWorker(worker, strings);
  // The counts are filled in below, when the worker answers; the per-tool rules do not read them.
  const tokens = await runSteps(whitespaceSteps(surfaces));
  // The per-tool rules under the version lintCatalog will report (the catalog's own, unless asked).
  const spec = specFor(catalog.meta, options.spec).version;
  const parts = await runSteps(toolPartSteps(catalog, { ...options, spec, tokens }));
  let counts: Int32Array[];
  try {
    counts = await pending;
  } catch {
    counts = ENCODINGS.map((e) => Int32Array.from(strings, (s) => options.encoders[e](s)));
  }
  const [cl100k, o200k] = counts;
  tokens.forEach((t, i) => {
    t.cl100k = cl100k[3 * i] + cl100k[3 * i + 1] + cl100k[3 * i + 2];
    t.o200k = o200k[3 * i] + o200k[3 * i + 1] + o200k[3 * i + 2];
  });
  return runSteps(lintCatalogSteps(catalog, { ...options, tokens, reuse: (_, index) => parts[index] }));
}

/** Each tool's three surface strings (its schema serialized), a step per tool. */
function* surfaceSteps(catalog: Catalog): Steps<string[][]> {
  const surfaces: string[][] = [];
  for (const entry of catalog.tools) {
    surfaces.push(surfaceStrings(entry.tool));
    yield;
  }
  return surfaces;
}

/** Each tool's whitespace estimate, with its BPE counts to come (0 until the worker answers). */
function* whitespaceSteps(surfaces: string[][]): Steps<ToolTokens[]> {
  const tokens: ToolTokens[] = [];
  for (const p of surfaces) {
    tokens.push({
      cl100k: 0,
      o200k: 0,
      whitespace: countWhitespaceTokens(p[0]) + countWhitespaceTokens(p[1]) + countWhitespaceTokens(p[2])
    });
    yield;
  }
  return tokens;
}

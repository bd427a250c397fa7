/**
 * Lint of a big catalog with its BPE counts on two threads: a worker counts o200k_base while this
 * thread counts cl100k_base; then the rules run with both counts. BPE counting is most of a large
 * lint and the two encodings are independent. Every string is counted (no cache across tools, so
 * a catalog that repeats itself gains nothing it would not gain in use). Small catalogs use the
 * worker too: the CLI starts it first thing (prestartTokenWorker), so it loads o200k_base while
 * this thread reads the input and loads cl100k_base, which halves a small lint's cold start; this
 * thread then never loads o200k (node-encoders.ts loads each encoding on first use). Any failure
 * of the worker falls back to this thread. The report is exactly the one lintCatalog gives (a
 * test holds them equal).
 */
import type { Worker } from 'node:worker_threads';
import { forgetWorker, o200kWorker } from './token-worker.ts';

export { prestartTokenWorker } from './token-worker.ts';
import type { Catalog } from '#core/catalog/types';
import { lintCatalog, type LintOptions } from '#core/lint/lint';
import type { LintReport } from '#core/lint/types';
import type { Encoders, ToolTokens } from '#core/tokens/encoders';
import { countWhitespaceTokens, surfaceStrings } from '#core/tokens/surface';

let nextId = 0;

/** Below this many tools everything is counted on the calling thread (callers may raise it). */
export const PARALLEL_FROM = 1;

/** Whether the o200k worker starts here (else big catalogs quietly lint on one thread). */
export async function twoThreadsAvailable(): Promise<boolean> {
  return (await o200kWorker()) !== undefined;
}

function countOnWorker(worker: Worker, strings: string[]): Promise<Int32Array> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (m: { id?: number; counts?: Int32Array }) => {
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
    worker.postMessage({ id, strings });
  });
}

/** lintCatalog, with o200k counted on a worker thread for catalogs of `parallelFrom` tools or more. */
export async function lintCatalogTwoThreads(
  catalog: Catalog,
  options: LintOptions & { encoders: Encoders },
  { parallelFrom = PARALLEL_FROM } = {}
): Promise<LintReport> {
  if (catalog.tools.length < parallelFrom) return lintCatalog(catalog, options);
  const worker = await o200kWorker();
  if (!worker) return lintCatalog(catalog, options);
  const parts = catalog.tools.map((t) => surfaceStrings(t.tool));
  const strings = parts.flat();
  const pending = countOnWorker(worker, strings);
  const cl100k = strings.map((s) => options.encoders.cl100k(s));
  let o200k: Int32Array;
  try {
    o200k = await pending;
  } catch {
    return lintCatalog(catalog, options);
  }
  const tokens: ToolTokens[] = parts.map((p, i) => ({
    cl100k: cl100k[3 * i] + cl100k[3 * i + 1] + cl100k[3 * i + 2],
    o200k: o200k[3 * i] + o200k[3 * i + 1] + o200k[3 * i + 2],
    whitespace: countWhitespaceTokens(p[0]) + countWhitespaceTokens(p[1]) + countWhitespaceTokens(p[2])
  }));
  return lintCatalog(catalog, { ...options, tokens });
}

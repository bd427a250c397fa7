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
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ranksDir } from './node-encoders.ts';
import type { Catalog } from '#core/catalog/types';
import { lintCatalog, type LintOptions } from '#core/lint/lint';
import type { LintReport } from '#core/lint/types';
import type { Encoders, ToolTokens } from '#core/tokens/encoders';
import { countWhitespaceTokens, surfaceStrings } from '#core/tokens/surface';

/** Below this many tools everything is counted on the calling thread (callers may raise it). */
export const PARALLEL_FROM = 1;

// Runs in the worker: build o200k_base (from the JSON ranks when built, see node-encoders.ts),
// answer each batch. Special-token text counts as ordinary text, as in core/tokens/encoders.ts.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ORDINARY_TEXT = { disallowedSpecial: new Set() };
let api;
try {
  if (workerData.ranks) {
    const { GptEncoding } = require(workerData.gptEncoding);
    const ranks = JSON.parse(require('node:fs').readFileSync(workerData.ranks, 'utf8'));
    api = GptEncoding.getEncodingApi('o200k_base', () => ranks);
  } else {
    api = require(workerData.module);
  }
} catch (e) {
  parentPort.postMessage({ failed: String((e && e.message) || e) });
}
if (api) {
  parentPort.on('message', ({ id, strings }) => {
    const counts = new Int32Array(strings.length);
    for (let i = 0; i < strings.length; i++) counts[i] = strings[i] === '' ? 0 : api.countTokens(strings[i], ORDINARY_TEXT);
    parentPort.postMessage({ id, counts }, [counts.buffer]);
  });
  parentPort.postMessage({ ready: true });
}
`;

let starting: Promise<Worker | undefined> | undefined;
let nextId = 0;

function o200kWorker(): Promise<Worker | undefined> {
  starting ??= new Promise((resolve) => {
    let workerData: { ranks?: string; gptEncoding: string; module: string };
    try {
      const require = createRequire(import.meta.url);
      const dir = ranksDir();
      workerData = {
        ...(dir ? { ranks: path.join(dir, 'o200k_base.json') } : {}),
        gptEncoding: require.resolve('gpt-tokenizer/cjs/GptEncoding'),
        module: require.resolve('gpt-tokenizer/cjs/encoding/o200k_base')
      };
    } catch {
      resolve(undefined);
      return;
    }
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    worker.once('message', (m: { ready?: boolean }) => {
      // Idle between requests: it must not keep the process alive.
      worker.unref();
      resolve(m.ready ? worker : undefined);
    });
    worker.once('error', () => resolve(undefined));
  });
  return starting;
}

/** Starts the o200k worker now (it loads while the input is read and parsed); lint calls it first. */
export function prestartTokenWorker(): void {
  void o200kWorker();
}

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
      starting = undefined;
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

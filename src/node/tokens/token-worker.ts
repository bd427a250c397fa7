/**
 * The o200k_base counting thread, on its own so the CLI entry can start it before it loads the
 * lint command (`toolgauge lint` starts it first thing: the encoding loads on the second core
 * while this thread loads the command's modules, reads the input and loads cl100k_base).
 * Started early, it does not keep the process alive (`lint --help` exits at once); whoever
 * awaits it holds the process open until it is ready.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ranksDir } from './node-encoders.ts';

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
let loading: Worker | undefined;

function start(): Promise<Worker | undefined> {
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
    worker.unref();
    loading = worker;
    worker.once('message', (m: { ready?: boolean }) => {
      // Idle between requests: it must not keep the process alive.
      loading = undefined;
      worker.unref();
      resolve(m.ready ? worker : undefined);
    });
    worker.once('error', () => {
      loading = undefined;
      resolve(undefined);
    });
  });
  return starting;
}

/** Starts the worker loading now, without holding the process open for it. */
export function prestartTokenWorker(): void {
  void start();
}

/** The ready worker (undefined when it cannot start); the process stays alive while waiting. */
export function o200kWorker(): Promise<Worker | undefined> {
  const ready = start();
  loading?.ref();
  return ready;
}

/** Drops a worker that failed, so the next lint starts a fresh one. */
export function forgetWorker(): void {
  starting = undefined;
}

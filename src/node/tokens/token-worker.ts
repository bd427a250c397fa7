/**
 * The BPE counting thread, on its own so the CLI entry can start it before it loads the lint
 * command (`toolgauge lint` starts it first thing: it boots on the second core while this thread
 * loads the command's modules and reads the input). It counts cl100k_base and o200k_base for a
 * batch of strings while the calling thread runs the rules (parallel-tokens.ts).
 * Started early, it does not keep the process alive (`lint --help` exits at once); whoever
 * awaits it holds the process open until it is ready.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { bytePairMergeLinear, CHUNK_BYTES, chunkEnds, LONG_PIECE_BYTES, mergeInChunks } from '#core/tokens/bpe-merge';
import {
  MAX_ENTRIES,
  MAX_PIECE_LENGTH,
  MAX_TEXT_CHARS,
  pieceMemoCounter,
  WINDOW_CHARS,
  WINDOW_MARGIN_CHARS
} from '#core/tokens/piece-memo';
import { ranksDir } from './node-encoders.ts';

// Runs in the worker: builds each encoding on first use (from the rank tables when built, see
// node-encoders.ts), answers each batch with one Int32Array of counts per encoding asked for.
// Special-token text counts as ordinary text, as in core/tokens/encoders.ts (piece-memo.ts).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// (tsx compiles with keepNames: the function's text may call esbuild's __name helper.)
const __name = (f) => f;
const bytePairMergeLinear = ${bytePairMergeLinear.toString()};
const chunkEnds = ${chunkEnds.toString()};
const mergeInChunks = ${mergeInChunks.toString()};
function linear(api) {
  const core = api.bytePairEncodingCoreProcessor;
  const original = core.bytePairMerge.bind(core);
  const rankOf = core.getBpeRankFromBytes.bind(core);
  const merge = (bytes) => bytePairMergeLinear(bytes, rankOf);
  core.bytePairMerge = (piece) =>
    piece.length <= ${LONG_PIECE_BYTES} ? original(piece) : mergeInChunks(piece, chunkEnds(piece, ${CHUNK_BYTES}), merge);
  return api;
}
const pieceMemoCounter = ${pieceMemoCounter.toString()};
const apis = {};
function load(name) {
  if (workerData.ranks) {
    const { GptEncoding } = require(workerData.gptEncoding);
    const { RankTable, countingApiFromTable } = require(workerData.tableModule);
    const table = new RankTable(require('node:fs').readFileSync(require('node:path').join(workerData.ranks, name + '.bin')));
    return countingApiFromTable(GptEncoding, name, table);
  }
  return linear(require(workerData.encodingModules + '/' + name).default);
}
try {
  // Counted piece by piece with a memo (core/tokens/piece-memo.ts): the library's count exactly.
  for (const name of ['o200k_base', 'cl100k_base'])
    apis[name] = pieceMemoCounter(
      load(name).bytePairEncodingCoreProcessor,
      ${MAX_PIECE_LENGTH},
      ${MAX_ENTRIES},
      ${MAX_TEXT_CHARS},
      ${WINDOW_CHARS},
      ${WINDOW_MARGIN_CHARS}
    );
} catch (e) {
  parentPort.postMessage({ failed: String((e && e.message) || e) });
}
if (apis.o200k_base && apis.cl100k_base) {
  parentPort.on('message', ({ id, strings, encodings }) => {
    const counts = encodings.map((name) => {
      const count = apis[name];
      const out = new Int32Array(strings.length);
      for (let i = 0; i < strings.length; i++) out[i] = count(strings[i]);
      return out;
    });
    parentPort.postMessage({ id, counts }, counts.map((c) => c.buffer));
  });
  parentPort.postMessage({ ready: true });
}
`;

let starting: Promise<Worker | undefined> | undefined;
let loading: Worker | undefined;

function start(): Promise<Worker | undefined> {
  starting ??= new Promise((resolve) => {
    let workerData: { ranks?: string; tableModule?: string; gptEncoding: string; encodingModules: string };
    try {
      const require = createRequire(import.meta.url);
      const dir = ranksDir();
      workerData = {
        ...(dir ? { ranks: dir, tableModule: path.join(dir, 'rank-table.cjs') } : {}),
        gptEncoding: require.resolve('gpt-tokenizer/cjs/GptEncoding'),
        encodingModules: path.dirname(require.resolve('gpt-tokenizer/cjs/encoding/o200k_base'))
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
export function tokenWorker(): Promise<Worker | undefined> {
  const ready = start();
  loading?.ref();
  return ready;
}

/** Drops a worker that failed, so the next lint starts a fresh one. */
export function forgetWorker(): void {
  starting = undefined;
}

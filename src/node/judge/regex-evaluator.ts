/**
 * The Node implementation of core/atlas's RegexEvaluator. A claim's regex comes from a task file
 * (hostile input), so matching is bounded two ways:
 *   - size: patterns over 1,000 characters are refused and texts are cut to 1,000,000 characters;
 *   - time: the match runs on a worker thread while this thread waits on a shared flag with a
 *     timeout (default 1,000 ms). A match that overruns (catastrophic backtracking, `(a+)+$`) has
 *     its worker terminated and is tried once more on a fresh worker (a loaded machine can stall a
 *     thread); a second overrun reports an error. A pattern that timed out is refused from then
 *     on, so a hostile task costs two timeouts, not two per run it is scored against.
 * Why a worker and not `vm`: vm starts a watchdog thread per call, about 240 µs here. The request
 * and the answer travel through shared memory, not postMessage: the text is copied into a
 * SharedArrayBuffer and the two threads wake each other with Atomics. A message per call (a
 * structured clone of the text, a port, an event-loop turn) cost about 90 µs, which made scoring
 * 13,285 small runs take six seconds while one run of 100,000 calls took 73 ms
 * (tests/bench/importers.bench.ts). The budget is generous because a timeout leaves a claim
 * unscored: on a loaded machine 100 ms made an ordinary pattern miss it once in ~40,000 runs.
 */
import { Worker } from 'node:worker_threads';
import type { RegexEvaluator, RegexOutcome } from '#core/atlas/checks';

export interface NodeRegexOptions {
  timeoutMs?: number;
  maxPattern?: number;
  /** Longer texts are cut to this many characters: answers and tool outputs past it are rarely meant. */
  maxText?: number;
  /** How long a fresh worker may take to start before matching gives up. */
  startMs?: number;
}

/** Synchronous in Node: the calling thread waits, with a bound, for the worker's answer. */
export interface NodeRegexEvaluator extends RegexEvaluator {
  test(pattern: string, flags: string, text: string): RegexOutcome;
  /** Stops the worker (it is unref'd, so a process exits without this). */
  close(): void;
}

// ctrl[0], the state both threads wait on.
const IDLE = 0;
const REQUEST = 1;
const ANSWERED = 2;
const READY = 3;
// ctrl[1..3]: lengths of the pattern, flags and text (request); ctrl[4..5]: outcome and answer length.
const NO_MATCH = 0;
const MATCH = 1;
const FAILED = 2;

// Runs inside the worker: wait for a request, compile (cached per pattern), match, write the outcome.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { ctrl, data } = workerData;
const read = (from, length) => {
  let out = '';
  for (let i = from; i < from + length; i += 8192) out += String.fromCharCode.apply(null, data.subarray(i, Math.min(i + 8192, from + length)));
  return out;
};
const write = (text) => {
  const n = Math.min(text.length, data.length);
  for (let i = 0; i < n; i++) data[i] = text.charCodeAt(i);
  return n;
};
const cache = new Map();
Atomics.store(ctrl, 0, ${READY});
Atomics.notify(ctrl, 0);
for (;;) {
  Atomics.wait(ctrl, 0, ${READY});
  Atomics.wait(ctrl, 0, ${ANSWERED});
  if (Atomics.load(ctrl, 0) !== ${REQUEST}) continue;
  const pattern = read(0, ctrl[1]);
  const flags = read(ctrl[1], ctrl[2]);
  const text = read(ctrl[1] + ctrl[2], ctrl[3]);
  try {
    const key = flags + '/' + pattern;
    let re = cache.get(key);
    if (!re) {
      if (cache.size >= 256) cache.clear();
      re = new RegExp(pattern, flags);
      cache.set(key, re);
    }
    const m = re.exec(text);
    if (m === null) ctrl[4] = ${NO_MATCH};
    else {
      ctrl[4] = ${MATCH};
      ctrl[5] = write(m[0]);
    }
  } catch (e) {
    ctrl[4] = ${FAILED};
    ctrl[5] = write(String(e && e.message));
  }
  Atomics.store(ctrl, 0, ${ANSWERED});
  Atomics.notify(ctrl, 0);
}
`;

interface Running {
  worker: Worker;
  ctrl: Int32Array;
  data: Uint16Array;
}

export function createNodeRegexEvaluator(options: NodeRegexOptions = {}): NodeRegexEvaluator {
  const timeout = options.timeoutMs ?? 1000;
  const maxPattern = options.maxPattern ?? 1000;
  const maxText = options.maxText ?? 1_000_000;
  const startMs = options.startMs ?? 10_000;
  const timedOut = new Set<string>();
  let running: Running | undefined;

  const stop = () => {
    if (!running) return;
    void running.worker.terminate();
    running = undefined;
  };

  const start = (): Running | string => {
    const ctrl = new Int32Array(new SharedArrayBuffer(6 * 4));
    // Room for the longest request: pattern, flags (at most 8) and the cut text, as UTF-16.
    const data = new Uint16Array(new SharedArrayBuffer((maxPattern + 8 + maxText) * 2));
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ctrl, data } });
    worker.unref();
    if (Atomics.wait(ctrl, 0, IDLE, startMs) === 'timed-out') {
      void worker.terminate();
      return `the regex worker did not start within ${startMs} ms`;
    }
    return { worker, ctrl, data };
  };

  const put = (data: Uint16Array, at: number, text: string) => {
    for (let i = 0; i < text.length; i++) data[at + i] = text.charCodeAt(i);
  };
  const get = (data: Uint16Array, length: number) => {
    let out = '';
    for (let i = 0; i < length; i += 8192) out += String.fromCharCode(...data.subarray(i, Math.min(i + 8192, length)));
    return out;
  };

  return {
    test(pattern: string, flags: string, text: string): RegexOutcome {
      if (pattern.length > maxPattern) return { ok: false, error: `pattern longer than ${maxPattern} characters` };
      const clean = flags.replace(/[gy]/g, ''); // stateless matching: no lastIndex carried between texts
      const key = `${clean}/${pattern}`;
      if (timedOut.has(key)) return { ok: false, error: `refused: this pattern already timed out after ${timeout} ms` };
      if (clean.length > 8) return { ok: false, error: `invalid regex flags '${clean}'` };
      const cut = text.length > maxText ? text.slice(0, maxText) : text;
      // A second try on a fresh worker before giving up: on a loaded machine a thread can be
      // descheduled past the budget, and a one-off stall must not decide a claim.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (!running) {
          const started = start();
          if (typeof started === 'string') return { ok: false, error: started };
          running = started;
        }
        const { ctrl, data } = running;
        put(data, 0, pattern);
        put(data, pattern.length, clean);
        put(data, pattern.length + clean.length, cut);
        ctrl[1] = pattern.length;
        ctrl[2] = clean.length;
        ctrl[3] = cut.length;
        Atomics.store(ctrl, 0, REQUEST);
        Atomics.notify(ctrl, 0);
        if (Atomics.wait(ctrl, 0, REQUEST, timeout) === 'timed-out' && Atomics.load(ctrl, 0) !== ANSWERED) {
          stop();
          continue;
        }
        const outcome = ctrl[4];
        if (outcome === NO_MATCH) return { ok: true, matched: false };
        if (outcome === MATCH) return { ok: true, matched: true, match: get(data, ctrl[5]) };
        return { ok: false, error: get(data, ctrl[5]) };
      }
      timedOut.add(key);
      return { ok: false, error: `timed out after ${timeout} ms` };
    },
    close: stop
  };
}

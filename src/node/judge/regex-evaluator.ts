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
 * (tests/bench/importers.bench.ts). Even so, each match still costs a wake-up of each thread;
 * `testMany` sends a batch of matches in one request (the atlas command scores runs in batches),
 * and the worker reports its progress through the batch, so a runaway match is still caught at
 * the time bound and only that one is retried or refused. The budget is generous because a
 * timeout leaves a claim unscored: on a loaded machine 100 ms made an ordinary pattern miss it
 * once in ~40,000 runs.
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

export interface RegexRequest {
  pattern: string;
  flags: string;
  text: string;
}

/** Synchronous in Node: the calling thread waits, with a bound per match, for the worker's answers. */
export interface NodeRegexEvaluator extends RegexEvaluator {
  test(pattern: string, flags: string, text: string): RegexOutcome;
  /** The outcomes of several matches, in order, from as few round trips to the worker as fit. */
  testMany(requests: readonly RegexRequest[]): RegexOutcome[];
  /** Stops the worker (it is unref'd, so a process exits without this). */
  close(): void;
}

// ctrl[0], the state both threads wait on; ctrl[1] the number of requests in the batch; ctrl[2]
// how many of them the worker has finished (its progress, read by the caller on a timeout).
const IDLE = 0;
const REQUEST = 1;
const ANSWERED = 2;
const READY = 3;
// Outcomes, per request in out[2k] (out[2k + 1]: the answer's length in the answers buffer).
const NO_MATCH = 0;
const MATCH = 1;
const FAILED = 2;
/** Requests per round trip at most. */
const MAX_BATCH = 512;

// Runs inside the worker: wait for a batch, compile (cached per pattern), match each request in
// turn, write its outcome and the matched text (or error), count it done; then answer.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { ctrl, meta, out, data, answers } = workerData;
// Buffers over the same shared memory: strings in and out as UTF-16 code units, natively.
const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const answerBytes = Buffer.from(answers.buffer, answers.byteOffset, answers.byteLength);
const read = (from, length) => bytes.toString('utf16le', from * 2, (from + length) * 2);
const cache = new Map();
Atomics.store(ctrl, 0, ${READY});
Atomics.notify(ctrl, 0);
for (;;) {
  Atomics.wait(ctrl, 0, ${READY});
  Atomics.wait(ctrl, 0, ${ANSWERED});
  if (Atomics.load(ctrl, 0) !== ${REQUEST}) continue;
  const count = ctrl[1];
  let at = 0;
  let answerAt = 0;
  const answer = (k, outcome, text) => {
    const room = answers.length - answerAt;
    const n = answerBytes.write(text.length > room ? text.slice(0, room) : text, answerAt * 2, 'utf16le') / 2;
    out[2 * k] = outcome;
    out[2 * k + 1] = n;
    answerAt += n;
  };
  for (let k = 0; k < count; k++) {
    const pl = meta[3 * k], fl = meta[3 * k + 1], tl = meta[3 * k + 2];
    const pattern = read(at, pl);
    const flags = read(at + pl, fl);
    const text = read(at + pl + fl, tl);
    at += pl + fl + tl;
    try {
      const key = flags + '/' + pattern;
      let re = cache.get(key);
      if (!re) {
        if (cache.size >= 256) cache.clear();
        re = new RegExp(pattern, flags);
        cache.set(key, re);
      }
      const m = re.exec(text);
      if (m === null) answer(k, ${NO_MATCH}, '');
      else answer(k, ${MATCH}, m[0]);
    } catch (e) {
      answer(k, ${FAILED}, String(e && e.message));
    }
    Atomics.store(ctrl, 2, k + 1);
  }
  Atomics.store(ctrl, 0, ${ANSWERED});
  Atomics.notify(ctrl, 0);
}
`;

interface Running {
  worker: Worker;
  ctrl: Int32Array;
  meta: Int32Array;
  out: Int32Array;
  data: Uint16Array;
  answers: Uint16Array;
}

export function createNodeRegexEvaluator(options: NodeRegexOptions = {}): NodeRegexEvaluator {
  const timeout = options.timeoutMs ?? 1000;
  const maxPattern = options.maxPattern ?? 1000;
  const maxText = options.maxText ?? 1_000_000;
  const startMs = options.startMs ?? 10_000;
  // Room for the longest request: pattern, flags (at most 8) and the cut text, as UTF-16.
  const capacity = maxPattern + 8 + maxText;
  const timedOut = new Set<string>();
  let running: Running | undefined;

  const stop = () => {
    if (!running) return;
    void running.worker.terminate();
    running = undefined;
  };

  const start = (): Running | string => {
    const shared = (n: number, bytes: number) => new SharedArrayBuffer(n * bytes);
    const ctrl = new Int32Array(shared(4, 4));
    const meta = new Int32Array(shared(3 * MAX_BATCH, 4));
    const out = new Int32Array(shared(2 * MAX_BATCH, 4));
    const data = new Uint16Array(shared(capacity, 2));
    const answers = new Uint16Array(shared(capacity, 2));
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { ctrl, meta, out, data, answers } });
    worker.unref();
    if (Atomics.wait(ctrl, 0, IDLE, startMs) === 'timed-out') {
      void worker.terminate();
      return `the regex worker did not start within ${startMs} ms`;
    }
    return { worker, ctrl, meta, out, data, answers };
  };

  // Strings go in and out of the shared memory as UTF-16 code units (lone surrogates kept), natively.
  const bytesOf = (a: Uint16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

  function testMany(requests: readonly RegexRequest[]): RegexOutcome[] {
    const outcomes: RegexOutcome[] = new Array(requests.length);
    const prepared = requests.map(({ pattern, flags, text }) => {
      const clean = flags.replace(/[gy]/g, ''); // stateless matching: no lastIndex carried between texts
      return {
        pattern,
        flags: clean,
        text: text.length > maxText ? text.slice(0, maxText) : text,
        key: `${clean}/${pattern}`
      };
    });
    // A request that needs no worker is answered here; a pattern that timed out is refused at once.
    const settled = (i: number): boolean => {
      const r = prepared[i];
      if (r.pattern.length > maxPattern)
        outcomes[i] = { ok: false, error: `pattern longer than ${maxPattern} characters` };
      else if (timedOut.has(r.key))
        outcomes[i] = { ok: false, error: `refused: this pattern already timed out after ${timeout} ms` };
      else if (r.flags.length > 8) outcomes[i] = { ok: false, error: `invalid regex flags '${r.flags}'` };
      else return false;
      return true;
    };
    let queue = prepared.map((_, i) => i);
    const tries = new Map<number, number>();
    while (queue.length > 0) {
      queue = queue.filter((i) => !settled(i));
      if (queue.length === 0) break;
      if (!running) {
        const started = start();
        if (typeof started === 'string') {
          for (const i of queue) outcomes[i] = { ok: false, error: started };
          break;
        }
        running = started;
      }
      const { ctrl, meta, out, data, answers } = running;
      const input = bytesOf(data);
      const batch: number[] = [];
      let used = 0;
      for (const i of queue) {
        const r = prepared[i];
        const size = r.pattern.length + r.flags.length + r.text.length;
        if (batch.length === MAX_BATCH || used + size > capacity) break;
        input.write(r.pattern, used * 2, 'utf16le');
        input.write(r.flags, (used + r.pattern.length) * 2, 'utf16le');
        input.write(r.text, (used + r.pattern.length + r.flags.length) * 2, 'utf16le');
        meta[3 * batch.length] = r.pattern.length;
        meta[3 * batch.length + 1] = r.flags.length;
        meta[3 * batch.length + 2] = r.text.length;
        batch.push(i);
        used += size;
      }
      ctrl[1] = batch.length;
      ctrl[2] = 0;
      Atomics.store(ctrl, 0, REQUEST);
      Atomics.notify(ctrl, 0);
      // Asleep until the answer; at each timeout, the batch is stuck when no request finished
      // during the whole wait: the one in progress has run past the bound.
      let seen = 0;
      let stuck = false;
      while (Atomics.wait(ctrl, 0, REQUEST, timeout) === 'timed-out' && Atomics.load(ctrl, 0) !== ANSWERED) {
        const progress = Atomics.load(ctrl, 2);
        if (progress === seen && progress < batch.length) {
          stuck = true;
          break;
        }
        seen = progress;
      }
      const done = stuck ? Atomics.load(ctrl, 2) : batch.length;
      const answerText = bytesOf(answers);
      let answerAt = 0;
      for (let k = 0; k < done; k++) {
        const outcome = out[2 * k];
        const length = out[2 * k + 1];
        const text = answerText.toString('utf16le', answerAt * 2, (answerAt + length) * 2);
        answerAt += length;
        outcomes[batch[k]] =
          outcome === NO_MATCH
            ? { ok: true, matched: false }
            : outcome === MATCH
              ? { ok: true, matched: true, match: text }
              : { ok: false, error: text };
      }
      queue = queue.slice(batch.length);
      if (stuck) {
        // A second try on a fresh worker before giving up: on a loaded machine a thread can be
        // descheduled past the budget, and a one-off stall must not decide a claim.
        stop();
        const late = batch[done];
        const attempt = (tries.get(late) ?? 0) + 1;
        tries.set(late, attempt);
        if (attempt >= 2) {
          timedOut.add(prepared[late].key);
          outcomes[late] = { ok: false, error: `timed out after ${timeout} ms` };
          queue = [...batch.slice(done + 1), ...queue];
        } else queue = [late, ...batch.slice(done + 1), ...queue];
      }
    }
    return outcomes;
  }

  return {
    test: (pattern: string, flags: string, text: string): RegexOutcome => testMany([{ pattern, flags, text }])[0],
    testMany,
    close: stop
  };
}

/**
 * The Node implementation of core/atlas's RegexEvaluator. A claim's regex comes from a task file
 * (hostile input), so matching is bounded two ways:
 *   - size: patterns over 1,000 characters are refused and texts are cut to 1,000,000 characters;
 *   - time: the match runs on a worker thread while this thread waits on a shared flag with a
 *     timeout (default 1,000 ms). A match that overruns (catastrophic backtracking, `(a+)+$`) has
 *     its worker terminated and is tried once more on a fresh worker (a loaded machine can stall a
 *     thread); a second overrun reports an error. A pattern that timed out is refused from then
 *     on, so a hostile task costs two timeouts, not two per run it is scored against.
 * Why a worker and not `vm` with a timeout: vm starts a watchdog thread per call, about 240 µs
 * here; a persistent worker answers in about 30 µs, which is most of the scoring time of a large
 * trace (see tests/bench/importers.bench.ts). The budget is generous because a timeout leaves a
 * claim unscored: on a loaded machine 100 ms made an ordinary pattern miss it once in ~40,000 runs.
 */
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
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

const READY = 2;
const ANSWERED = 1;
const WAITING = 0;

// Runs inside the worker: compile (cached per pattern), match, post the outcome, raise the flag.
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const { flag, port } = workerData;
const cache = new Map();
port.on('message', ({ pattern, flags, text }) => {
  let out;
  try {
    const key = flags + '/' + pattern;
    let re = cache.get(key);
    if (!re) {
      if (cache.size >= 256) cache.clear();
      re = new RegExp(pattern, flags);
      cache.set(key, re);
    }
    const m = re.exec(text);
    out = m === null ? { ok: true, matched: false } : { ok: true, matched: true, match: m[0] };
  } catch (e) {
    out = { ok: false, error: String(e && e.message) };
  }
  port.postMessage(out);
  Atomics.store(flag, 0, ${ANSWERED});
  Atomics.notify(flag, 0);
});
Atomics.store(flag, 0, ${READY});
Atomics.notify(flag, 0);
`;

interface Running {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
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
    running.port.close();
    running = undefined;
  };

  const start = (): Running | string => {
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { flag, port: port2 }, transferList: [port2] });
    worker.unref();
    port1.unref();
    if (Atomics.wait(flag, 0, WAITING, startMs) === 'timed-out') {
      void worker.terminate();
      return `the regex worker did not start within ${startMs} ms`;
    }
    return { worker, port: port1, flag };
  };

  return {
    test(pattern: string, flags: string, text: string): RegexOutcome {
      if (pattern.length > maxPattern) return { ok: false, error: `pattern longer than ${maxPattern} characters` };
      const clean = flags.replace(/[gy]/g, ''); // stateless matching: no lastIndex carried between texts
      const key = `${clean}/${pattern}`;
      if (timedOut.has(key)) return { ok: false, error: `refused: this pattern already timed out after ${timeout} ms` };
      const input = { pattern, flags: clean, text: text.length > maxText ? text.slice(0, maxText) : text };
      // A second try on a fresh worker before giving up: on a loaded machine a thread can be
      // descheduled past the budget, and a one-off stall must not decide a claim.
      for (let attempt = 0; attempt < 2; attempt++) {
        if (!running) {
          const started = start();
          if (typeof started === 'string') return { ok: false, error: started };
          running = started;
        }
        const { port, flag } = running;
        Atomics.store(flag, 0, WAITING);
        port.postMessage(input);
        if (Atomics.wait(flag, 0, WAITING, timeout) === 'timed-out') {
          stop();
          continue;
        }
        const reply = receiveMessageOnPort(port);
        if (!reply) return { ok: false, error: 'the regex worker answered nothing' };
        return reply.message as RegexOutcome;
      }
      timedOut.add(key);
      return { ok: false, error: `timed out after ${timeout} ms` };
    },
    close: stop
  };
}

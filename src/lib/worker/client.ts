/**
 * The main thread's handle on the core worker. Two guarantees the pages rely on:
 *
 * - Latest wins: requests on one lane (say "lint") run one at a time; a newer request replaces
 *   the queued one, and a result that finishes after a newer request arrived is reported as
 *   superseded instead of being delivered. So a stale result never overwrites a newer one, and
 *   while someone types only the newest text is ever linted next.
 * - Bounded time: a call that runs longer than the timeout (a huge catalog, later a hostile
 *   regex) terminates the worker, which is the only way to stop synchronous work in it. The
 *   caller gets a `stopped` outcome with a message to show, and the next call starts a fresh
 *   worker. Work the user started and waits for (a suite run) has no time limit
 *   (`timeoutMs: Infinity`): the page shows its progress and the user stops it (`stop`).
 */
import type { CoreApi } from '#core/api/core-api';
import type { TextSyncApi } from './text-sync.ts';

export interface CoreWorker {
  /** The lint page's worker also takes texts as edits (text-sync.ts); fakes in tests need not. */
  api: CoreApi & Partial<TextSyncApi>;
  terminate(): void;
}

export type Outcome<T> =
  | { status: 'done'; value: T; ms: number }
  | { status: 'superseded' }
  | { status: 'stopped'; message: string }
  | { status: 'failed'; message: string };

export interface CoreClientOptions {
  /** Milliseconds a call may run before the worker is terminated and restarted. */
  timeoutMs?: number;
  /** Clock for measuring calls; performance.now in browsers. */
  now?: () => number;
}

/** A queued lane request; its result type stays inside the closures. */
interface Job {
  go(isStale: () => boolean): Promise<void>;
  supersede(): void;
}

interface Lane {
  running: boolean;
  queued: Job | undefined;
}

export const DEFAULT_TIMEOUT_MS = 5000;

export class CoreClient {
  readonly #spawn: () => CoreWorker;
  readonly #timeoutMs: number;
  readonly #now: () => number;
  #worker: CoreWorker | undefined;
  /** Settles the calls running on the current worker when it is terminated. */
  #running = new Set<(o: Outcome<never>) => void>();
  #lanes = new Map<string, Lane>();
  #restarts = 0;

  constructor(spawn: () => CoreWorker, options: CoreClientOptions = {}) {
    this.#spawn = spawn;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#now = options.now ?? (() => Date.now());
  }

  /** How many times a worker was terminated for running too long. */
  get restarts(): number {
    return this.#restarts;
  }

  /** One call with the timeout applied (`timeoutMs` overrides the client's for this call; Infinity: none). */
  call<T>(
    run: (api: CoreWorker['api']) => Promise<T>,
    { timeoutMs = this.#timeoutMs }: { timeoutMs?: number } = {}
  ): Promise<Outcome<T>> {
    const worker = (this.#worker ??= this.#spawn());
    const started = this.#now();
    return new Promise<Outcome<T>>((resolve) => {
      let open = true;
      const settle = (o: Outcome<T>) => {
        if (!open) return;
        open = false;
        clearTimeout(timer);
        this.#running.delete(settle);
        resolve(o);
      };
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            this.#restart(
              `The check took longer than ${(timeoutMs / 1000).toFixed(0)} s and was stopped; the worker was restarted. Edit the catalog to try again.`
            );
          }, timeoutMs)
        : undefined;
      this.#running.add(settle);
      run(worker.api).then(
        (value) => settle({ status: 'done', value, ms: this.#now() - started }),
        (err: unknown) => settle({ status: 'failed', message: err instanceof Error ? err.message : String(err) })
      );
    });
  }

  /** A call on a latest-wins lane: see the module comment. */
  latest<T>(
    lane: string,
    run: (api: CoreWorker['api']) => Promise<T>,
    options: { timeoutMs?: number } = {}
  ): Promise<Outcome<T>> {
    let state = this.#lanes.get(lane);
    if (!state) this.#lanes.set(lane, (state = { running: false, queued: undefined }));
    const current = state;
    return new Promise<Outcome<T>>((resolve) => {
      current.queued?.supersede();
      current.queued = {
        supersede: () => resolve({ status: 'superseded' }),
        go: async (isStale) => {
          const outcome = await this.call(run, options);
          // A newer request arrived while this one ran: its result would be stale.
          resolve(isStale() && outcome.status === 'done' ? { status: 'superseded' } : outcome);
        }
      };
      if (!current.running) void this.#pump(current);
    });
  }

  /** The user stopped the work: every running call ends `stopped` with this message; the next call starts a fresh worker. */
  stop(message: string): void {
    this.#terminate({ status: 'stopped', message });
  }

  /** Stop everything and drop the worker (the page is going away). */
  dispose(): void {
    this.#terminate({ status: 'stopped', message: 'closed' });
  }

  async #pump(lane: Lane): Promise<void> {
    while (lane.queued) {
      const job = lane.queued;
      lane.queued = undefined;
      lane.running = true;
      await job.go(() => lane.queued !== undefined);
      lane.running = false;
    }
  }

  #restart(message: string): void {
    this.#restarts++;
    this.#terminate({ status: 'stopped', message });
  }

  #terminate(outcome: Outcome<never>): void {
    const worker = this.#worker;
    this.#worker = undefined;
    worker?.terminate();
    for (const settle of [...this.#running]) settle(outcome);
  }
}

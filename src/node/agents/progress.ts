/**
 * Progress of agent runs on stderr: `agents 3/12 · weather selection #3 · 4.2 s · $0.0123`, one line
 * redrawn in place. Only on a terminal: when stderr is piped or `CI` is set, nothing is drawn, so
 * logs stay clean.
 */
export interface ProgressSink {
  isTTY?: boolean;
  write(text: string): unknown;
}

export class Progress {
  readonly #sink: ProgressSink;
  readonly #on: boolean;
  readonly #start: number;
  readonly #now: () => number;
  #drawn = false;

  constructor(
    sink: ProgressSink,
    env: Record<string, string | undefined>,
    now: () => number = () => performance.now()
  ) {
    this.#sink = sink;
    // CI=false and CI=0 are how some setups say "not CI".
    const ci = env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';
    this.#on = sink.isTTY === true && !ci;
    this.#now = now;
    this.#start = now();
  }

  get enabled(): boolean {
    return this.#on;
  }

  static line(p: { done: number; total: number; test: string; spent: number }, elapsedMs: number): string {
    const test = p.test.length > 60 ? p.test.slice(0, 57) + '...' : p.test;
    return `agents ${p.done}/${p.total} · ${test} · ${(elapsedMs / 1000).toFixed(1)} s · $${p.spent.toFixed(4)}`;
  }

  update(p: { done: number; total: number; test: string; spent: number }): void {
    if (!this.#on) return;
    // \r returns to the line start, \x1b[K clears what a longer previous line left behind.
    this.#sink.write(`\r${Progress.line(p, this.#now() - this.#start)}\x1b[K`);
    this.#drawn = true;
  }

  /** Clears the line before the report or other stderr output is written. */
  end(): void {
    if (this.#drawn) this.#sink.write('\r\x1b[K');
    this.#drawn = false;
  }
}

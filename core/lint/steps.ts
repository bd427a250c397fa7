/**
 * Long lints as steps. A lint is synchronous: 100,000 tools keep a thread busy for seconds, and
 * a CLI whose only thread is busy cannot answer Ctrl-C. So the lint is written as a generator that
 * pauses (yields) between tools and between catalog-level rules; `runToEnd` runs it in one go (the
 * playground's worker, tests), and the CLI resumes it from its event loop (src/node/lint/steps.ts).
 */

/** A computation that pauses now and then (yield) and ends with its result. */
export type Steps<T> = Generator<void, T>;

/** Runs the steps without pausing and returns the result. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

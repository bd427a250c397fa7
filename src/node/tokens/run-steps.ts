/**
 * Runs a long synchronous computation written as steps (core/lint/steps.ts) from the event loop:
 * after each slice of at most SLICE_MS it lets the loop run (setImmediate), so SIGINT/SIGTERM
 * handlers, the counting worker's answer and stdout get their turn during a long lint (issue 43:
 * a 100,000-tool lint answered Ctrl-C only when it was done).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Steps } from '#core/lint/steps';

/** The longest stretch the steps hold the thread before the event loop runs, in milliseconds. */
export const SLICE_MS = 50;

/** From this many tools `toolgauge lint` says on stderr that it is linting (it takes seconds). */
export const LONG_LINT_TOOLS = 10_000;

/** The steps' result, with the event loop run between slices. */
export async function runSteps<T>(steps: Steps<T>, sliceMs: number = SLICE_MS): Promise<T> {
  let sliceEnd = performance.now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() >= sliceEnd) {
      await nextTurn();
      sliceEnd = performance.now() + sliceMs;
    }
  }
}

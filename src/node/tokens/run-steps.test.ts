/** runSteps lets the event loop run between slices of a long computation, and returns its result. */
import { describe, expect, it } from 'vitest';
import type { Steps } from '#core/lint/steps';
import { runSteps } from './run-steps.ts';

/** `n` steps of about `ms` milliseconds of busy work each; notes at which step `flag()` was first true. */
function* busy(n: number, ms: number, flag: () => boolean, seenAt: number[]): Steps<string> {
  for (let i = 0; i < n; i++) {
    const end = performance.now() + ms;
    while (performance.now() < end);
    if (flag() && seenAt.length === 0) seenAt.push(i);
    yield;
  }
  return 'done';
}

describe('runSteps', () => {
  it('runs a callback queued on the event loop before the steps end, and returns their result', async () => {
    let ran = false;
    setImmediate(() => (ran = true));
    const seenAt: number[] = [];
    // 40 steps of 5 ms in slices of 20 ms: the loop gets its turn after about 4 steps.
    expect(
      await runSteps(
        busy(40, 5, () => ran, seenAt),
        20
      )
    ).toBe('done');
    expect(seenAt.length).toBe(1);
    expect(seenAt[0]).toBeLessThan(39);
  });
});

import { expect, test } from 'vitest';
import { DEFAULT_MATCH_CONTEXT as ctx, MATCHERS, runMatcher } from './index.ts';

test.each([
  [{ exact: true }, false, true],
  [{ exact: true }, true, false],
  [{ contains: 'error' }, 'all good', true],
  [{ regex: '^ok' }, 'ok then', false],
  [{ schema: { maximum: 0 } }, 3, true],
  [{ icontains: 'FAIL' }, 'failed', false]
])('not: not %j on %j -> %s (inverts any matcher)', (inner, actual, pass) => {
  const r = MATCHERS.not.match(actual, inner, ctx);
  expect(r.pass).toBe(pass);
  expect(r.score).toBe(pass ? 1 : 0);
});

test('runMatcher dispatches the single key and rejects an unknown one', () => {
  expect(runMatcher({ not: { exact: 1 } }, 2).pass).toBe(true);
  expect(runMatcher({ nope: 1 }, 2)).toEqual({ pass: false, score: 0, reason: 'not a matcher: {"nope":1}' });
});

import { expect, test } from 'vitest';
import { exact } from './exact.ts';
import { DEFAULT_MATCH_CONTEXT as ctx } from './index.ts';

test.each([
  [false, false, true],
  [undefined, false, false],
  [30, 30, true],
  [30, '30', false],
  ['US', 'US', true],
  [{ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
  [[1, 2], [2, 1], false],
  [{ a: 1 }, { a: 1, b: undefined }, false],
  [null, null, true]
])('exact: %j against %j passes=%s (deep, key order ignored, types strict)', (actual, expected, pass) => {
  const r = exact.match(actual, expected, ctx);
  expect(r.pass).toBe(pass);
  expect(r.score).toBe(pass ? 1 : 0);
});

test('exact: a failure names expected and actual', () => {
  expect(exact.match(29, 30, ctx).reason).toBe('expected 30, got 29');
});

import { describe, expect, it } from 'vitest';
import { maxOf, minOf } from './extremes.ts';

describe('maxOf and minOf', () => {
  it.each([
    [[], Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
    [[3], 3, 3],
    [[2, -1, 7, 0], 7, -1],
    [[1, Number.NaN, 2], Number.NaN, Number.NaN]
  ])('%j: max %d, min %d (as Math.max/Math.min of the spread list)', (values, max, min) => {
    expect(maxOf(values)).toBe(max);
    expect(minOf(values)).toBe(min);
    expect(maxOf(values)).toBe(Math.max(...values));
    expect(minOf(values)).toBe(Math.min(...values));
  });

  it('takes a list far longer than the call stack allows as arguments', () => {
    const values = Array.from({ length: 500_000 }, (_, i) => (i * 7919) % 100_003);
    expect(maxOf(values)).toBe(100_002);
    expect(minOf(values)).toBe(0);
  });
});

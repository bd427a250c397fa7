import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it.each([
    [[1520], 1520],
    [[3, 1, 2], 2],
    [[1500, 1541], 1521], // 1520.5 rounds half up
    [[4, 1, 3, 2], 3], // mean of 2 and 3 is 2.5, rounded up
    [[10, 20, 30, 40], 25]
  ])('median of %j is %i', (values, want) => expect(median(values)).toBe(want));

  it('no values have no median', () => expect(median([])).toBeUndefined());
});

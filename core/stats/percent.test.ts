import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorPercent, percent } from './percent.ts';

describe('percent: integer 0..100, half up from the exact ratio', () => {
  it.each([
    [2, 3, 67],
    [1, 3, 33],
    [1, 8, 13], // 12.5 rounds up
    [3, 8, 38], // 37.5 rounds up
    [1, 200, 1], // 0.5 rounds up
    [1, 201, 0],
    [0, 5, 0],
    [5, 5, 100],
    [1, 2, 50]
  ])('%i of %i is %i', (n, d, want) => expect(percent(n, d)).toBe(want));

  it('a zero denominator gives 0, never NaN', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(3, 0)).toBe(0);
    expect(percent(1, Number.NaN)).toBe(0);
  });

  it('fractional inputs round half up too (0.145 of 1 is 15)', () => {
    expect(percent(0.145, 1)).toBe(15);
    expect(percent(0.6, 0.9)).toBe(67);
  });

  it('is clamped to 0..100', () => {
    expect(percent(7, 3)).toBe(100);
    expect(percent(-1, 3)).toBe(0);
  });

  it('property: always an integer within 0..100', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), fc.integer({ min: -5, max: 10_000 }), (n, d) => {
        const p = percent(n, d);
        return Number.isInteger(p) && p >= 0 && p <= 100;
      })
    );
  });
});

describe('floorPercent: guarantees round down', () => {
  it.each([
    [0.05, 5],
    [0.29, 29],
    [0.2224411, 22],
    [0.999, 99],
    [1, 100],
    [0, 0],
    [Number.NaN, 0]
  ])('%f is %i', (rate, want) => expect(floorPercent(rate)).toBe(want));
});

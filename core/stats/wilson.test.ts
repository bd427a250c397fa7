import { describe, expect, it } from 'vitest';
import { wilsonInterval, Z_95 } from './wilson.ts';

// Reference values from the closed forms, with z = 1.959964 (z² = 3.841458881296):
//   0 of n:   [0, z²/(n + z²)]          (p = 0 makes centre = half-width)
//   n of n:   [n/(n + z²), 1]
//   1 of 2:   centre 1/2, half = z·sqrt(1/8 + z²/16) / (1 + z²/2)
//   k of n:   centre = (k + z²/2)/(n + z²), half = z·sqrt(k(n−k)/n + z²/4)/(n + z²)
// The second form (multiply through by n) is what the decimals below were computed from by hand,
// independently of the implementation's arrangement.
const TABLE: Array<{ k: number; n: number; lo: number; hi: number; why: string }> = [
  { k: 0, n: 0, lo: 0, hi: 1, why: 'n = 0 carries no evidence' },
  { k: 0, n: 1, lo: 0, hi: 0.793450688, why: 'none correct, n = 1: z²/(1 + z²)' },
  { k: 1, n: 1, lo: 0.206549312, hi: 1, why: 'all correct, n = 1: 1/(1 + z²)' },
  { k: 0, n: 10, lo: 0, hi: 0.277532803, why: 'none correct: z²/(10 + z²)' },
  { k: 10, n: 10, lo: 0.722467197, hi: 1, why: 'all correct: 10/(10 + z²)' },
  { k: 0, n: 30, lo: 0, hi: 0.113513395, why: 'none correct: z²/(30 + z²)' },
  { k: 30, n: 30, lo: 0.886486605, hi: 1, why: 'all correct: 30/(30 + z²)' },
  { k: 1, n: 2, lo: 0.094531205, hi: 0.905468795, why: 'small n, symmetric about 1/2' },
  { k: 1, n: 3, lo: 0.061491944, hi: 0.792340401, why: 'small n' },
  { k: 3, n: 4, lo: 0.30064184, hi: 0.95441274, why: 'small n' },
  { k: 7, n: 10, lo: 0.396778145, hi: 0.892208733, why: 'the textbook 7/10 example' },
  { k: 26, n: 30, lo: 0.703186732, hi: 0.946903446, why: 'a realistic bench size' },
  { k: 50, n: 100, lo: 0.40383153, hi: 0.59616847, why: 'symmetric about 1/2' }
];

describe('wilsonInterval (two-sided 95%, no continuity correction)', () => {
  for (const row of TABLE) {
    it(`${row.k}/${row.n} gives [${row.lo}, ${row.hi}] (${row.why})`, () => {
      const [lo, hi] = wilsonInterval(row.k, row.n);
      expect(Math.abs(lo - row.lo)).toBeLessThan(1e-6);
      expect(Math.abs(hi - row.hi)).toBeLessThan(1e-6);
    });
  }

  it('uses z = 1.959964 by default', () => {
    expect(Z_95).toBe(1.959964);
    expect(wilsonInterval(7, 10)).toEqual(wilsonInterval(7, 10, 1.959964));
  });

  it('pins the exact bounds: 0 at no successes, 1 at all successes', () => {
    for (let n = 1; n <= 200; n++) {
      expect(wilsonInterval(0, n)[0]).toBe(0);
      expect(wilsonInterval(n, n)[1]).toBe(1);
    }
  });

  it('always contains the observed proportion and stays inside [0, 1]', () => {
    for (let n = 1; n <= 60; n++) {
      for (let k = 0; k <= n; k++) {
        const [lo, hi] = wilsonInterval(k, n);
        expect(lo).toBeGreaterThanOrEqual(0);
        expect(hi).toBeLessThanOrEqual(1);
        expect(lo).toBeLessThanOrEqual(k / n);
        expect(hi).toBeGreaterThanOrEqual(k / n);
      }
    }
  });

  it('is symmetric: the interval for k/n mirrors the one for (n − k)/n', () => {
    const [lo, hi] = wilsonInterval(3, 11);
    const [lo2, hi2] = wilsonInterval(8, 11);
    expect(lo).toBeCloseTo(1 - hi2, 12);
    expect(hi).toBeCloseTo(1 - lo2, 12);
  });

  it('rejects counts that are not a proportion (a caller bug, not user input)', () => {
    expect(() => wilsonInterval(3, 2)).toThrow(/successes <= n/);
    expect(() => wilsonInterval(-1, 2)).toThrow();
    expect(() => wilsonInterval(0.5, 2)).toThrow();
  });
});

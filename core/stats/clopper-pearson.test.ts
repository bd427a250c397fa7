import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { certifiedLower, clopperPearson } from './clopper-pearson.ts';

// [successes, trials, two-sided 95% lower, two-sided 95% upper, one-sided 95% lower]
// from scipy.stats.beta.ppf (SciPy 1.17): lower = ppf(alpha/2, x, n-x+1), upper = ppf(1-alpha/2, x+1, n-x),
// one-sided lower = ppf(alpha, x, n-x+1).
const REFERENCE: Array<[number, number, number, number, number]> = [
  [0, 10, 0, 0.3084971078, 0],
  [10, 10, 0.6915028922, 1, 0.7411344491],
  [1, 1, 0.025, 1, 0.05],
  [0, 1, 0, 0.975, 0],
  [5, 10, 0.1870860284, 0.8129139716, 0.222441101],
  [1, 10, 0.0025285785, 0.445016117, 0.0051161969],
  [9, 10, 0.554983883, 0.9974714215, 0.6058366976],
  [7, 20, 0.1539092048, 0.5921885345, 0.1773109176],
  [3, 5, 0.1466327996, 0.9472550495, 0.1892553774],
  [80, 100, 0.7081573109, 0.8733444479, 0.7227997503],
  [1, 1000, 0.0000253175, 0.0055589243, 0.000051292],
  [999, 1000, 0.9944410757, 0.9999746825, 0.9952650064],
  [50, 100, 0.3983211295, 0.6016788705, 0.4136217146],
  [4, 5, 0.2835820639, 0.9949492366, 0.342591682]
];

describe('Clopper-Pearson', () => {
  it.each(REFERENCE)('%i of %i matches the reference bounds to 1e-6', (x, n, lo, hi, one) => {
    const ci = clopperPearson(x, n);
    expect(Math.abs(ci.lower - lo)).toBeLessThan(1e-6);
    expect(Math.abs(ci.upper - hi)).toBeLessThan(1e-6);
    expect(Math.abs(certifiedLower(x, n) - one)).toBeLessThan(1e-6);
  });

  it('the one-sided lower bound of n of n is 0.05^(1/n) (one perfect run certifies 5%)', () => {
    for (const n of [1, 2, 5, 10, 50]) expect(Math.abs(certifiedLower(n, n) - 0.05 ** (1 / n))).toBeLessThan(1e-9);
  });

  it('the two-sided interval splits alpha: n of n has lower 0.025^(1/n), 0 of n has upper 1 - 0.025^(1/n)', () => {
    for (const n of [1, 3, 20]) {
      expect(Math.abs(clopperPearson(n, n).lower - 0.025 ** (1 / n))).toBeLessThan(1e-9);
      expect(Math.abs(clopperPearson(0, n).upper - (1 - 0.025 ** (1 / n)))).toBeLessThan(1e-9);
    }
  });

  it('0 of n certifies 0, and no trials give [0, 1] with a lower bound of 0', () => {
    expect(certifiedLower(0, 10)).toBe(0);
    expect(clopperPearson(0, 0)).toEqual({ lower: 0, upper: 1 });
    expect(certifiedLower(0, 0)).toBe(0);
  });

  it('out-of-range counts are clamped rather than producing NaN', () => {
    expect(clopperPearson(12, 10).upper).toBe(1);
    expect(certifiedLower(-3, 10)).toBe(0);
    expect(certifiedLower(Number.NaN, 4)).toBe(0);
  });

  it('property: lower <= observed rate <= upper, and the one-sided lower sits between them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const x = Math.round(f * n);
        const { lower, upper } = clopperPearson(x, n);
        const rate = x / n;
        const one = certifiedLower(x, n);
        return lower <= rate + 1e-12 && rate <= upper + 1e-12 && lower <= one + 1e-12 && one <= rate + 1e-12;
      }),
      { numRuns: 200 }
    );
  });
});

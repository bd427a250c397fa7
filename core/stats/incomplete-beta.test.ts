import { describe, expect, it } from 'vitest';
import { inverseRegularizedBeta, logGamma, regularizedBeta } from './incomplete-beta.ts';

describe('regularized incomplete beta', () => {
  // Reference values: scipy.special.betainc(a, b, x) (SciPy 1.17).
  it.each([
    [0.3, 2, 5, 0.579825],
    [0.9, 10, 1, 0.3486784401],
    [0.5, 0.5, 0.5, 0.5],
    [0.01, 3, 200, 0.328761828962],
    [0.7, 50, 20, 0.382509248381]
  ])('I_%f(%f, %f) matches the reference to 1e-9', (x, a, b, want) => {
    expect(Math.abs(regularizedBeta(x, a, b) - want)).toBeLessThan(1e-9);
  });

  it('is 0 at x = 0 and 1 at x = 1, NaN for non-positive shape parameters', () => {
    expect(regularizedBeta(0, 2, 3)).toBe(0);
    expect(regularizedBeta(1, 2, 3)).toBe(1);
    expect(regularizedBeta(0.5, 0, 3)).toBeNaN();
  });

  it('log-gamma matches factorials', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(Math.log(Math.sqrt(Math.PI)), 12);
  });

  it('the inverse undoes the function', () => {
    for (const [a, b] of [
      [1, 1],
      [2, 9],
      [30, 4],
      [0.5, 7]
    ]) {
      for (const p of [0.025, 0.05, 0.5, 0.975]) {
        expect(regularizedBeta(inverseRegularizedBeta(p, a, b), a, b)).toBeCloseTo(p, 10);
      }
    }
  });

  it('the inverse of I(a, 1) is p^(1/a), a closed form', () => {
    expect(Math.abs(inverseRegularizedBeta(0.05, 3, 1) - 0.05 ** (1 / 3))).toBeLessThan(1e-12);
  });
});

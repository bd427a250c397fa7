import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactLog } from './exact-log.ts';

describe('exactLog is ln rounded to the nearest double', () => {
  it.each([
    [1, 0],
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the expected value written out, to check the computed log against it.
    [2, 0.6931471805599453],
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the expected value written out, to check the computed log against it.
    [10, 2.302585092994046],
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: the expected value written out, to check the computed log against it.
    [0.5, -0.6931471805599453],
    [Math.E, 1],
    [1e300, 690.7755278982137],
    [5e-324, -744.4400719213812],
    // Arguments of FastMCP's idf where V8's Math.log is one ulp off CPython's (glibc) math.log
    [(3 - 1 + 0.5) / (1 + 0.5) + 1, 0.9808292530117263],
    [(3 - 2 + 0.5) / (2 + 0.5) + 1, 0.47000362924573563],
    [(5 - 5 + 0.5) / (5 + 0.5) + 1, 0.0870113769896297],
    [(7 - 6 + 0.5) / (6 + 0.5) + 1, 0.20763936477824455]
  ])('ln(%d) = %d', (x, y) => {
    expect(exactLog(x)).toBe(y);
  });

  it('passes 0, negatives, infinity and NaN to Math.log', () => {
    for (const x of [0, -1, Infinity, NaN]) expect(Object.is(exactLog(x), Math.log(x))).toBe(true);
  });

  it('is never more than one ulp from Math.log', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 1e300, noNaN: true }), (x) => {
        const a = exactLog(x);
        const b = Math.log(x);
        expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.abs(b) * 2.3e-16 + 5e-324);
      })
    );
  });
});

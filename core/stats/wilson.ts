/**
 * Two-sided 95% Wilson score interval for a binomial proportion, without continuity correction.
 *
 *   p = k / n,  c = z² / n
 *   centre    = (p + c / 2) / (1 + c)
 *   halfWidth = z · sqrt(p(1 − p) / n + z² / (4n²)) / (1 + c)
 *   [lo, hi]  = [centre − halfWidth, centre + halfWidth], clamped to [0, 1]
 *
 * Wilson rather than the normal (Wald) interval because benches have few intents and often sit at
 * 0% or 100%, where Wald collapses to a zero-width interval. n = 0 carries no evidence: [0, 1].
 */
import { ToolgaugeError } from '../source/diagnostic.ts';

/** The two-sided 95% normal quantile the reports use, fixed so every platform prints the same interval. */
export const Z_95 = 1.959964;

export function wilsonInterval(successes: number, n: number, z: number = Z_95): [number, number] {
  if (!Number.isInteger(n) || n < 0 || !Number.isInteger(successes) || successes < 0 || successes > n) {
    throw new ToolgaugeError(
      'wilson-domain',
      `wilsonInterval needs integers 0 <= successes <= n (got ${successes}/${n})`
    );
  }
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // The exact bounds are 0 at k = 0 and 1 at k = n; pin them so rounding cannot leave 1e-17 or 0.9999999999.
  const lo = successes === 0 ? 0 : Math.max(0, centre - half);
  const hi = successes === n ? 1 : Math.min(1, centre + half);
  return [lo, hi];
}

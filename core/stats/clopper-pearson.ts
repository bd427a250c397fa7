/**
 * Exact (Clopper-Pearson) binomial confidence bounds. Used for `certified_lower`: the one-sided 95%
 * lower bound on a per-run success rate, the floor the true rate clears at that confidence.
 * Exact rather than Wald because Wald collapses to a zero-width interval at 0 of n and n of n,
 * exactly where saturated accuracies sit.
 */
import { inverseRegularizedBeta } from './incomplete-beta.ts';

export interface Interval {
  lower: number;
  upper: number;
}

function checkCounts(successes: number, trials: number): { x: number; n: number } {
  const n = Number.isFinite(trials) ? Math.max(0, Math.floor(trials)) : 0;
  const x = Number.isFinite(successes) ? Math.min(n, Math.max(0, Math.floor(successes))) : 0;
  return { x, n };
}

/**
 * Two-sided exact interval at confidence 1 - alpha (alpha split evenly between the tails, so the
 * 95% interval uses the 2.5% quantiles). No trials gives [0, 1]: nothing is known.
 */
export function clopperPearson(successes: number, trials: number, alpha = 0.05): Interval {
  const { x, n } = checkCounts(successes, trials);
  if (n === 0) return { lower: 0, upper: 1 };
  const lower = x === 0 ? 0 : inverseRegularizedBeta(alpha / 2, x, n - x + 1);
  const upper = x === n ? 1 : inverseRegularizedBeta(1 - alpha / 2, x + 1, n - x);
  return { lower, upper };
}

/**
 * One-sided exact lower bound at confidence 1 - alpha: all of alpha in the lower tail. For n of n
 * this is alpha^(1/n) (0.05 for one perfect run), for 0 of n it is 0, and for no trials it is 0.
 */
export function certifiedLower(successes: number, trials: number, alpha = 0.05): number {
  const { x, n } = checkCounts(successes, trials);
  if (n === 0 || x === 0) return 0;
  return inverseRegularizedBeta(alpha, x, n - x + 1);
}

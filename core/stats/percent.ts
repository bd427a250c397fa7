/**
 * The one way every metric turns counts into a percent, so two gates never disagree by a rounding.
 */

/**
 * Integer percent 0..100 of numerator / denominator, rounded half up from the exact ratio (2 of 3
 * is 67, 1 of 8 is 13). A zero (or non-finite) denominator gives 0; callers that have a vacuous
 * case handle it before calling.
 */
export function percent(numerator: number, denominator: number): number {
  if (!(denominator > 0) || !Number.isFinite(denominator) || !Number.isFinite(numerator)) return 0;
  let value: number;
  if (
    Number.isSafeInteger(numerator) &&
    Number.isSafeInteger(denominator) &&
    Number.isSafeInteger(200 * numerator + denominator)
  ) {
    // Integer arithmetic: floor((100 n + d/2) / d) without a float ever standing in for the ratio.
    value = Math.floor((200 * numerator + denominator) / (2 * denominator));
  } else {
    // Fractions (dollars, rates): nudge by a relative epsilon so 0.145 * 100 still rounds to 15.
    const scaled = (numerator * 100) / denominator;
    value = Math.floor(scaled + 0.5 + 1e-9 * Math.max(1, Math.abs(scaled)));
  }
  return clampPercent(value);
}

/**
 * A rate in [0, 1] as an integer percent rounded DOWN: for guarantees such as `certified_lower`,
 * which must never claim more than was shown. The tiny epsilon absorbs binary noise (0.05 * 100 is
 * 5.000000000000001, 0.29 * 100 is 28.999999999999996) without lifting any real value a whole point.
 */
export function floorPercent(rate: number): number {
  if (!Number.isFinite(rate)) return 0;
  return clampPercent(Math.floor(rate * 100 + 1e-9));
}

function clampPercent(value: number): number {
  return value < 0 ? 0 : Math.min(value, 100);
}

/**
 * Median with the project's convention: an even count takes the mean of the two middle values,
 * rounded half up to an integer (token counts are integers, so a median of 1500 and 1541 is 1521).
 * An odd count returns the middle value as it is. No values gives undefined: there is no median.
 */
export function median(values: readonly number[]): number | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid];
  return Math.floor((sorted[mid - 1] + sorted[mid]) / 2 + 0.5);
}

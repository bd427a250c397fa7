/**
 * The largest and smallest of a list, as Math.max(...values) and Math.min(...values) give them
 * (-Infinity and Infinity for an empty list), without spreading the list into arguments: a list
 * of some 120,000 numbers overflows the call stack that way (a catalog of that many tools).
 */
export function maxOf(values: readonly number[]): number {
  let out = Number.NEGATIVE_INFINITY;
  for (const v of values) out = Math.max(out, v);
  return out;
}

export function minOf(values: readonly number[]): number {
  let out = Number.POSITIVE_INFINITY;
  for (const v of values) out = Math.min(out, v);
  return out;
}

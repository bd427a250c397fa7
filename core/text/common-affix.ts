/**
 * The longest common prefix and suffix of two texts, compared a block at a time (string slices
 * compare natively). The lint session finds what an edit changed with them, and the page's text
 * sync finds the edit to send: a module of its own, so the page does not load the linter for two
 * string functions (importing them from the session put the whole lint engine in the page's chunk).
 */

/** The longest common prefix. */
export function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  for (const block of [65536, 1024])
    while (i + block <= n && a.slice(i, i + block) === b.slice(i, i + block)) i += block;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** The longest common suffix that does not overlap a prefix of `max` characters. */
export function commonSuffix(a: string, b: string, max: number): number {
  const n = Math.min(a.length, b.length) - max;
  let j = 0;
  for (const block of [65536, 1024])
    while (
      j + block <= n &&
      a.slice(a.length - j - block, a.length - j) === b.slice(b.length - j - block, b.length - j)
    )
      j += block;
  while (j < n && a.charCodeAt(a.length - 1 - j) === b.charCodeAt(b.length - 1 - j)) j++;
  return j;
}

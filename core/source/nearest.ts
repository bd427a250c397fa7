/**
 * "Did you mean": the closest candidate by edit distance (case-insensitive), when it is close
 * enough to be a typo: within max(2, a third of the word's length). Used for unknown keys, rule
 * ids, mutation kinds, tool names, CLI flags and commands alike, so every suggestion reads the same.
 */
export function nearest(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase().slice(0, 200);
  const budget = Math.max(2, Math.floor(w.length / 3));
  let best: string | undefined;
  let bestD = budget + 1;
  for (const c of candidates) {
    const d = editDistance(w, c.toLowerCase(), bestD);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** Levenshtein distance; with `limit`, gives up early (returning `limit`) once every cell reaches it. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    let rowMin = row[0];
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
      if (row[j] < rowMin) rowMin = row[j];
    }
    if (rowMin >= limit) return limit;
  }
  return row[b.length];
}

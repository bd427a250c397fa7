/**
 * Encoders that remember counts per string. While someone types, nearly every tool's surface
 * strings are unchanged between runs, so re-linting costs the BPE work of the edited tool only.
 * The cache is bounded (cleared when full) so a long session cannot grow it without limit.
 */
import type { CountTokens, Encoders } from '../tokens/encoders.ts';

export function memoizeEncoders(encoders: Encoders, limit = 20_000): Encoders {
  return { cl100k: memo(encoders.cl100k, limit), o200k: memo(encoders.o200k, limit) };
}

function memo(count: CountTokens, limit: number): CountTokens {
  const cache = new Map<string, number>();
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const n = count(text);
    if (cache.size >= limit) cache.clear();
    cache.set(text, n);
    return n;
  };
}

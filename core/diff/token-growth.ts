/** The token-growth limits of `diff`: `--max-token-growth` for the whole surface, `--tool-token-growth` per tool. */
import type { CatalogDiff, TokenPair } from './catalog-diff.ts';

export interface TokenGrowthLimit {
  /** An absolute number of tokens, or a percentage of the base total. */
  kind: 'tokens' | 'percent';
  value: number;
}

/** Parses `--max-token-growth` (and `--tool-token-growth`): `500` (tokens) or `10%` (of the base); undefined when malformed. */
export function parseTokenGrowth(raw: string): TokenGrowthLimit | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(raw);
  if (!m) return undefined;
  return { kind: m[2] ? 'percent' : 'tokens', value: Number(m[1]) };
}

/** Which encodings grew past the limit (checked for cl100k and o200k alike). */
export function tokenGrowthExceeded(diff: CatalogDiff, limit: TokenGrowthLimit): Array<keyof TokenPair> {
  return (['cl100k', 'o200k'] as const).filter((enc) => {
    const growth = diff.tokens.delta[enc];
    const allowed = limit.kind === 'tokens' ? limit.value : (diff.tokens.base[enc] * limit.value) / 100;
    return growth > allowed;
  });
}

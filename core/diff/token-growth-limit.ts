/** A limit on token growth (`--max-token-growth`, `--tool-token-growth`): an absolute number of tokens, or a percentage of the base total. */
export interface TokenGrowthLimit {
  kind: 'tokens' | 'percent';
  value: number;
}

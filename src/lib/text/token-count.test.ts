import { describe, expect, it } from 'vitest';
import { tokenCount } from './token-count';

describe('tokenCount', () => {
  it('shows the count once the tokenizers are loaded, "…" while they load (issue 42: "0 tokens")', () => {
    expect(tokenCount(12345, true)).toBe('12,345');
    expect(tokenCount(0, true)).toBe('0');
    expect(tokenCount(0, false)).toBe('…');
  });
});

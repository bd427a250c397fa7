import { describe, expect, it } from 'vitest';
import { commonPrefix, commonSuffix } from './common-affix.ts';

describe('common prefix and suffix', () => {
  it('finds the common prefix and a non-overlapping suffix, across whole blocks', () => {
    const long = 'x'.repeat(70_000);
    expect(commonPrefix(long + 'abc', long + 'abd')).toBe(70_002);
    expect(commonSuffix('aXb' + long, 'aYYb' + long, 1)).toBe(70_001);
    expect(commonSuffix('aaa', 'aaaa', 3)).toBe(0);
  });

  it('is 0 for texts that differ at once and the whole text for equal ones', () => {
    expect(commonPrefix('abc', 'xbc')).toBe(0);
    expect(commonPrefix('abc', 'abc')).toBe(3);
    expect(commonSuffix('abc', 'abx', 0)).toBe(0);
    expect(commonSuffix('abc', 'abc', 0)).toBe(3);
  });
});

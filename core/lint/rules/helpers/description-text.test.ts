import { describe, expect, it } from 'vitest';
import { excerpt, foundType, previewList, scanText, SCAN_LIMIT, textLength } from './description-text.ts';

describe('DESC text helpers', () => {
  it('measures descriptions trimmed, as TDQS does', () => {
    expect(textLength('  Get a user.  ')).toBe(11);
    expect(textLength(undefined)).toBe(0);
  });

  it('bounds the scanned text of hostile descriptions', () => {
    expect(scanText('x'.repeat(SCAN_LIMIT + 10)).length).toBe(SCAN_LIMIT);
    expect(scanText('short')).toBe('short');
  });

  it.each([
    ['flattens whitespace', 'a\n\tb', 60, 'a b'],
    ['clips long text with an ellipsis', 'abcdefghij', 5, 'abcd…']
  ] as const)('excerpt %s', (_l, text, max, out) => {
    expect(excerpt(text, max)).toBe(out);
  });

  it.each([
    [undefined, 'undefined'],
    [null, 'null'],
    [3, 'a number'],
    [{}, 'an object'],
    [[], 'an array'],
    ['', 'an empty string']
  ])('names the type of %j as %s', (value, name) => {
    expect(foundType(value)).toBe(name);
  });

  it('previews at most five values', () => {
    expect(previewList(['a', 'b'])).toBe('a, b');
    expect(previewList(['1', '2', '3', '4', '5', '6'])).toBe('1, 2, 3, 4, 5, …');
  });
});

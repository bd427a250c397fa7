import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../source/limits.ts';
import { sanitize } from './sanitize.ts';

describe('sanitize', () => {
  it.each([
    ['plain text is unchanged', 'get_weather', 'get_weather'],
    ['an escape sequence is shown, not run', '\u001b[31mred', '\\u001b[31mred'],
    ['a bidi override is shown', 'a\u202eb', 'a\\u202eb'],
    ['a zero-width space is shown', 'a\u200bb', 'a\\u200bb'],
    ['a newline folds to a space', 'a\nb', 'a b'],
    ['a tab stays', 'a\tb', 'a\tb']
  ])('%s', (_label, input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it('cuts a hostile long name to the report limit with a marker', () => {
    const out = sanitize('x'.repeat(DEFAULT_LIMITS.maxReportString + 5));
    expect(out).toBe(`${'x'.repeat(DEFAULT_LIMITS.maxReportString)}… (+5 characters)`);
  });
});

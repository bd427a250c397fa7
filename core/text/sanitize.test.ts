import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../source/limits.ts';
import { escapeTerminal, sanitize } from './sanitize.ts';

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

describe('escapeTerminal', () => {
  it('escapes title, clear-screen, OSC 52 and carriage returns but keeps newlines and tabs', () => {
    expect(escapeTerminal('\u001b]0;pwned\u0007\u001b[2J\u001b]52;c;ZXZpbA==\u0007 ok\r\nnext\tcol\n')).toBe(
      '\\u001b]0;pwned\\u0007\\u001b[2J\\u001b]52;c;ZXZpbA==\\u0007 ok\\u000d\nnext\tcol\n'
    );
  });
  it('escapes bidi overrides and C1 controls', () => {
    expect(escapeTerminal('a\u202eb\u009bc')).toBe('a\\u202eb\\u009bc');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeMarkdown } from './markdown.ts';

describe('escapeMarkdown', () => {
  it.each([
    ['a pipe cannot split a table cell', 'a|b', 'a\\|b'],
    ['backticks cannot open code', '`x`', '\\`x\\`'],
    ['HTML is shown, not rendered', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert\\(1\\)&gt;'],
    ['an entity stays literal', '&amp;', '&amp;amp;'],
    ['a link cannot form', '[click](https://evil.test)', '\\[click\\]\\(https://evil.test\\)'],
    ['emphasis cannot form', '**bold** _it_', '\\*\\*bold\\*\\* \\_it\\_'],
    ['newlines cannot start a new row or block', 'a\n| x |\r\n# h', 'a \\| x \\| \\# h'],
    ['@-mentions ping nobody', 'cc @octocat', 'cc @\u2060octocat'],
    ['bidi overrides are shown escaped', 'a\u202eb', 'a\\\\u202eb'],
    ['a backslash cannot escape our escapes', '\\|', '\\\\\\|']
  ])('%s', (_label, input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });
});

import { sanitize } from '../text/sanitize.ts';

/**
 * Makes catalog text inert inside a Markdown table cell: control and bidi characters shown as
 * \uXXXX, newlines folded, HTML-significant characters as entities, Markdown punctuation
 * backslash-escaped (`|` included, so cells cannot be split) and @-mentions broken with a
 * word joiner so a PR comment pings nobody.
 */
export function escapeMarkdown(text: string): string {
  return sanitize(text.replace(/\r\n?|\n/g, ' '))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~#!(){}]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u2060');
}

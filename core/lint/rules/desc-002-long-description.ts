/** DESC-002: the description runs past 500 characters. */
import type { Rule } from '../types.ts';
import { MAX_DESCRIPTION_CHARS, textLength } from './desc-text.ts';

export const desc002: Rule = {
  id: 'DESC-002',
  slug: 'long-description',
  category: 'description',
  severity: 'warning',
  // Below the recommended preset's precision bar on real servers (docs/rules/README.md): shown as a hint.
  presets: { all: 'hint' },
  smell: 'verbose',
  docs: {
    summary: `The description is longer than ${MAX_DESCRIPTION_CHARS} characters.`,
    why:
      'Every description is paid for in tokens on every model call, for every tool in the catalog. A long description is usually ' +
      'carrying constraints (formats, limits, allowed values) that belong in the input schema, where clients can validate them. ' +
      'Decision: length is counted after trimming, in UTF-16 code units, the same measure TDQS uses for its conciseness part.',
    fix: 'Keep the description to what the tool does and returns; move limits, formats and value lists into the inputSchema (enum, pattern, minimum, maxLength).',
    bad: {
      name: 'search_tickets',
      description:
        'Search tickets. Returns matching tickets. ' +
        'The query supports field filters such as status, priority, assignee and label, combined with AND and OR, grouped with parentheses. '.repeat(4)
    },
    good: { name: 'search_tickets', description: 'Search tickets by free text and field filters. Returns up to 50 matching tickets, newest first.' }
  },
  messages: {
    tooLong: '"{{tool}}" has a description of {{length}} characters (over {{maximum}})'
  },
  suggestions: {
    tooLong: 'cut it to under {{maximum}} characters; move constraints into the inputSchema'
  },
  check({ description }) {
    const length = textLength(description);
    return length > MAX_DESCRIPTION_CHARS ? [{ messageId: 'tooLong', data: { length, maximum: MAX_DESCRIPTION_CHARS }, pointer: '/description' }] : [];
  }
};

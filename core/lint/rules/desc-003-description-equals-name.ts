/** DESC-003: the description only repeats the tool name. */
import type { Rule } from '../types.ts';

/** Characters that only separate words in a name: whitespace, _ - . / : */
const SEPARATORS = /[\s_\-./:]+/gu;
/** Punctuation and symbols wrapping the text ("`get_user`.", "Get user!") carry nothing either. */
const EDGE_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/** The name or description reduced to its letters and digits for comparison. */
export function compactName(text: string): string {
  return text.toLowerCase().replace(EDGE_PUNCTUATION, '').replace(SEPARATORS, '');
}

export const desc003: Rule = {
  id: 'DESC-003',
  slug: 'description-equals-name',
  category: 'description',
  severity: 'critical',
  smell: 'uninformative',
  docs: {
    summary: 'The description says nothing beyond the tool name.',
    why:
      'A description that repeats the name ("get_user" described as "Get user") gives the agent no signal it did not already have, ' +
      'so near-duplicate tools become indistinguishable and selection falls back to guessing. ' +
      'Decision: name and description are compared case-insensitively after dropping leading and trailing punctuation and symbols ' +
      'and every whitespace, _, -, ., / and : character, so "getUser", "get_user", "Get user." and "`get-user`" are all the same.',
    fix: 'Say what the tool acts on, how it differs from its neighbours, and what it returns.',
    bad: { name: 'close_ticket', description: 'Close ticket.' },
    good: { name: 'close_ticket', description: 'Close an open ticket and notify its watchers. Returns the updated ticket.' }
  },
  messages: {
    repeatsName: 'the description of "{{tool}}" only repeats its name'
  },
  suggestions: {
    repeatsName: 'describe what "{{tool}}" acts on, how it differs from similar tools, and what it returns'
  },
  check({ name, description }) {
    // A description far longer than the name cannot reduce to it; skip the work for huge strings.
    if (description === undefined || description.length > name.length * 4 + 64) return [];
    const compact = compactName(description);
    return compact !== '' && compact === compactName(name) ? [{ messageId: 'repeatsName', pointer: '/description' }] : [];
  }
};

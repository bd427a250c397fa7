/** DESC-010: the description never says what the tool returns, and no outputSchema says it either. */
import type { Rule } from '../types.ts';
import { hasOutputSchema, mentionsReturn } from '../tool-facts.ts';
import { scanText } from './desc-text.ts';

/**
 * Recommended: a description that leads with a read ("Get detailed information about a tag", "List
 * templates with their ids") says what comes back, and a plain create/update/delete has an obvious result.
 */
const SAYS_WHAT_COMES_BACK =
  /^(?:get|gets|list|lists|search|searches|fetch|fetches|find|finds|read|reads|retrieve|retrieves|show|shows|describe|describes|query|queries|count|counts|look up|lookup|view|views|download|downloads|create|creates|add|adds|update|updates|delete|deletes|remove|removes|set|sets|rename|renames|insert|inserts|upsert|upserts|edit|edits|modify|modifies|write|writes|move|moves|archive|archives)\b/i;
/** The description's first words, past a leading [TAG] or emoji label. */
const leadWords = (text: string) => text.trim().replace(/^(?:\[[^\]]*\]\s*)+/, '').replace(/^[^\p{L}]+/u, '');

export const desc010: Rule = {
  id: 'DESC-010',
  slug: 'missing-return-format',
  category: 'description',
  severity: 'warning',
  // Below the recommended preset's precision bar on real servers (docs/rules/README.md): shown as a hint.
  presets: { all: 'hint' },
  smell: 'missing_return_format',
  docs: {
    summary: 'The description states an action but never says what the tool returns, and there is no outputSchema.',
    why:
      'An agent plans its next step around what a call gives back: an id to pass on, a list to page through, nothing at all. Without ' +
      'that, it calls the tool just to find out, or chains it wrongly. ' +
      'Decisions (shared with TDQS, from tool-facts.ts): a return signal is any of return(s/ed/ing), output(s), result(s), response(s), ' +
      'responds, yield(s), produce(s), give(s) back or emit(s) as a whole word; an outputSchema that is present and not null also counts. ' +
      'The rule only runs on a non-empty description (DESC-001 covers the rest). Coarse by design, hence a warning. The recommended ' +
      'preset also accepts a description that leads with a read verb (get, list, search, fetch, find, read, retrieve, show, describe, ...) ' +
      'or a plain mutation (create, add, update, delete, remove, set, ...), whose result is the thing named or obvious.',
    fix: 'Add a sentence on what comes back, e.g. "Returns a list of ticket objects, each with id, title and status", or declare an outputSchema.',
    bad: { name: 'reopen_ticket', description: 'Reopen a closed ticket and notify its watchers.' },
    good: { name: 'reopen_ticket', description: 'Reopen a closed ticket and notify its watchers. Returns the reopened ticket.' }
  },
  messages: {
    noReturn: 'the description of "{{tool}}" does not say what it returns'
  },
  suggestions: {
    noReturn: 'add what comes back ("Returns …") or declare an outputSchema'
  },
  check({ tool, description, preset }) {
    if (description === undefined || description.trim() === '' || hasOutputSchema(tool)) return [];
    if (preset !== 'reference' && SAYS_WHAT_COMES_BACK.test(leadWords(description))) return [];
    return mentionsReturn(scanText(description)) ? [] : [{ messageId: 'noReturn', pointer: '/description' }];
  }
};

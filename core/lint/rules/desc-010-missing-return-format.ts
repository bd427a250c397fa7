/** DESC-010: the description never says what the tool returns, and no outputSchema says it either. */
import type { Rule } from '../types.ts';
import { hasOutputSchema, mentionsReturn } from '../tool-facts.ts';
import { scanText } from './desc-text.ts';

export const desc010: Rule = {
  id: 'DESC-010',
  slug: 'missing-return-format',
  category: 'description',
  severity: 'warning',
  smell: 'missing_return_format',
  docs: {
    summary: 'The description states an action but never says what the tool returns, and there is no outputSchema.',
    why:
      'An agent plans its next step around what a call gives back: an id to pass on, a list to page through, nothing at all. Without ' +
      'that, it calls the tool just to find out, or chains it wrongly. ' +
      'Decisions (shared with TDQS, from tool-facts.ts): a return signal is any of return(s/ed/ing), output(s), result(s), response(s), ' +
      'responds, yield(s), produce(s), give(s) back or emit(s) as a whole word; an outputSchema that is present and not null also counts. ' +
      'The rule only runs on a non-empty description (DESC-001 covers the rest). Coarse by design, hence a warning.',
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
  check({ tool, description }) {
    if (description === undefined || description.trim() === '' || hasOutputSchema(tool)) return [];
    return mentionsReturn(scanText(description)) ? [] : [{ messageId: 'noReturn', pointer: '/description' }];
  }
};

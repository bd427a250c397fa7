/** DESC-001: the description is absent, empty or under 20 characters. */
import type { Rule } from '../types.ts';
import { foundType, MIN_DESCRIPTION_CHARS, textLength } from './desc-text.ts';

export const desc001: Rule = {
  id: 'DESC-001',
  slug: 'missing-description',
  category: 'description',
  severity: 'critical',
  smell: 'underspecified',
  docs: {
    summary: `The tool has no description, an empty one, or one under ${MIN_DESCRIPTION_CHARS} characters.`,
    why:
      'The description is the main text an agent reads to decide whether this tool fits the task. With no description, or a few words, ' +
      'the agent has only the name to go on and picks by guesswork, or skips the tool. ' +
      `Decisions: length is counted after trimming whitespace, in UTF-16 code units (as TDQS counts it); a description that is not a string ` +
      '(a number, an object, null) counts as missing.',
    fix: 'Write one or two sentences: what the tool does, on what, and what it returns.',
    bad: { name: 'get_invoice', description: 'Gets invoice.', inputSchema: { type: 'object', properties: {} } },
    good: {
      name: 'get_invoice',
      description: 'Fetch one invoice by its id. Returns the invoice with line items, totals and payment status.',
      inputSchema: { type: 'object', properties: {} }
    }
  },
  messages: {
    missing: '"{{tool}}" has no description',
    notString: '"{{tool}}" has a description that is {{found}}, not text',
    empty: '"{{tool}}" has an empty description',
    tooShort: '"{{tool}}" has a description of {{length}} characters (under {{minimum}})'
  },
  suggestions: {
    missing: 'add a description: what the tool does, on what, and what it returns',
    notString: 'make "description" a string that says what the tool does and returns',
    empty: 'write what the tool does, on what, and what it returns',
    tooShort: 'expand it to at least {{minimum}} characters: the action, its object and what comes back'
  },
  check({ tool, description }) {
    if (description === undefined) {
      const raw = tool.description;
      if (raw === undefined || raw === null) return [{ messageId: 'missing', pointer: '' }];
      return [{ messageId: 'notString', data: { found: foundType(raw) }, pointer: '/description' }];
    }
    const length = textLength(description);
    if (length === 0) return [{ messageId: 'empty', pointer: '/description' }];
    if (length < MIN_DESCRIPTION_CHARS) return [{ messageId: 'tooShort', data: { length, minimum: MIN_DESCRIPTION_CHARS }, pointer: '/description' }];
    return [];
  }
};

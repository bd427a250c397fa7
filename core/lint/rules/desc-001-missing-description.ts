/** DESC-001: the description is absent, empty or under 20 characters. */
import { alphabeticLength, denseChars } from '../../text/writing-system.ts';
import { defineRule } from '../types.ts';
import { foundType, MIN_DESCRIPTION_CHARS, textLength } from './helpers/description-text.ts';

/**
 * The recommended preset's cutoff: one or two words. On real servers the reference's 20 characters
 * flagged complete texts such as "Delete an R2 bucket" whose name and arguments say the rest; a text
 * that only repeats the name is DESC-003's finding.
 */
export const RECOMMENDED_MIN_CHARS = 12;

export const desc001 = defineRule({
  id: 'DESC-001',
  slug: 'missing-description',
  category: 'description',
  severity: 'critical',
  options: {
    minChars: {
      default: RECOMMENDED_MIN_CHARS,
      description: "the shortest description that passes, in characters after trimming (the reference tool's: 20)"
    },
    weighDenseScripts: {
      default: true,
      description: 'count Chinese, Japanese and Korean characters as the alphabetic characters they are worth'
    }
  },
  smell: 'underspecified',
  docs: {
    summary: `The tool has no description, an empty one, or one under ${RECOMMENDED_MIN_CHARS} characters (${MIN_DESCRIPTION_CHARS} in the reference preset); Chinese, Japanese and Korean characters count as the alphabetic characters they are worth.`,
    why:
      'The description is the main text an agent reads to decide whether this tool fits the task. With no description, or a few words, ' +
      'the agent has only the name to go on and picks by guesswork, or skips the tool. ' +
      `Decisions: length is counted after trimming whitespace, in UTF-16 code units (as TDQS counts it); a description that is not a string ` +
      '(a number, an object, null) counts as missing. Outside the reference preset, Chinese, Japanese and Korean characters count at ' +
      'their worth in alphabetic characters (about half a word, three characters each), so "地理编码服务" ("geocoding service") ' +
      'is as long as the English it translates, and "地图" ("map") is as short as "Map".',
    fix: 'Write one or two sentences: what the tool does, on what, and what it returns.',
    bad: { name: 'get_invoice', description: 'Invoices.', inputSchema: { type: 'object', properties: {} } },
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
    tooShort: '"{{tool}}" has a description of {{length}} characters (under {{minimum}})',
    tooShortDense:
      '"{{tool}}" has a description of {{length}} characters, as much as {{equivalent}} alphabetic characters (under {{minimum}})'
  },
  suggestions: {
    missing: 'add a description: what the tool does, on what, and what it returns',
    notString: 'make "description" a string that says what the tool does and returns',
    empty: 'write what the tool does, on what, and what it returns',
    tooShort: 'expand it to at least {{minimum}} characters: the action, its object and what comes back',
    tooShortDense: 'expand it: say the action, its object and what comes back'
  },
  check({ tool, description, options }) {
    if (description === undefined) {
      const raw = tool.description;
      if (raw === undefined || raw === null) return [{ messageId: 'missing', pointer: '' }];
      return [{ messageId: 'notString', data: { found: foundType(raw) }, pointer: '/description' }];
    }
    const length = textLength(description);
    if (length === 0) return [{ messageId: 'empty', pointer: '/description' }];
    const minimum = options.minChars;
    // Judged by writing system: a dense-script character says about half a word.
    if (!options.weighDenseScripts || denseChars(description) === 0)
      return length < minimum ? [{ messageId: 'tooShort', data: { length, minimum }, pointer: '/description' }] : [];
    const equivalent = alphabeticLength(description);
    if (equivalent >= minimum) return [];
    return [{ messageId: 'tooShortDense', data: { length, equivalent, minimum }, pointer: '/description' }];
  }
});

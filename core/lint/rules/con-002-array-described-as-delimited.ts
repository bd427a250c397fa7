/** CON-002: an argument typed `array` whose description tells the model to send a comma-separated (or other delimited) list. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { scanText } from './helpers/description-text.ts';
import { onlyTypeNot } from './helpers/described-arguments.ts';
import { walkSchema } from './helpers/schema-walk.ts';

/** "comma-separated", "space delimited", "separated by commas", "as a CSV string". */
export const SAYS_DELIMITED =
  /\b(comma|space|semicolon|pipe|newline|tab|whitespace)s?[-\s]?(separated|delimited)\b|\bseparated\s+(by|with)\s+(a\s+)?(commas?|spaces?|semicolons?|pipes?|newlines?)\b|\bas\s+a\s+(single\s+)?(csv|comma[-\s]separated)\s+string\b/i;
/** Wording that says the delimited form is one way among others, or is about the items' own content ("whitespace-separated keywords will be split"). */
const ALSO_ARRAY =
  /\b(or\s+an?\s+(json\s+)?array|array\s+or\b|either\s+an?\s+array|each\s+(item|element|entry|value|keyword|string)\b|(will\s+be|are|is|get|gets)\s+split\b)/i;

/** What the delimiter is, for the message. */
function delimiter(text: string): string {
  const m = /\b(comma|space|semicolon|pipe|newline|tab|whitespace)/i.exec(text) ?? /\bcsv\b/i.exec(text);
  return m === null ? 'comma' : m[0].toLowerCase() === 'csv' ? 'comma' : m[1].toLowerCase();
}

export const con002ArrayDescribedAsDelimited: Rule = {
  id: 'CON-002',
  slug: 'array-described-as-delimited',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'An argument (at any depth) whose schema is `type: "array"` but whose description tells the model to write a delimited string: "Use a comma-separated list", "space-delimited", "separated by commas".',
    why:
      'The model reads the description as the instruction and sends `"a,b,c"`. A client that validates arguments rejects the call (a string is not an array); a server that does not validate receives one item named "a,b,c" and filters on a value that matches nothing, so the agent is told there are no results. Either way the agent retries blind, because the schema and the prose disagree about the same argument. ' +
      'Decisions: only schemas that are exactly an array (a `null` alternative allowed) are read; an argument that also accepts a string (`type: ["array", "string"]`, or a string branch of `anyOf`/`oneOf`) takes the delimited form legitimately; wording that offers the delimited form as an alternative ("a comma-separated string or an array") is left alone. One finding per argument.',
    fix: 'Describe the array as a list of values ("IDs to return; pass several to get several"), or accept a string too if the server really splits a delimited string.',
    notes:
      '**On the corpora** (default preset): catalogs/ 0 firings (732 tools; mastra-docs\' "whitespace-separated keywords will be split" on an array is the items\' own content and is left alone); catalogs-2/ 52 firings, all on paddle, whose list tools describe every array filter as "Use a comma-separated list". Not yet labelled by an independent reviewer.',
    bad: {
      name: 'list_products',
      description: 'List products in the catalog. Returns up to 50 products per page.',
      inputSchema: {
        type: 'object',
        properties: {
          id: {
            type: 'array',
            items: { type: 'string' },
            description: 'Return only the IDs specified. Use a comma-separated list to get multiple entities.'
          }
        }
      }
    },
    good: {
      name: 'list_products',
      description: 'List products in the catalog. Returns up to 50 products per page.',
      inputSchema: {
        type: 'object',
        properties: {
          id: { type: 'array', items: { type: 'string' }, description: 'Return only the products with these IDs.' }
        }
      }
    },
    severityRationale:
      'Warning: the schema is valid and a careful model may follow the type over the prose, but the contradiction makes malformed calls likely; it is not a spec violation, so not critical.'
  },
  messages: {
    delimitedArray:
      'argument "{{argument}}" of "{{tool}}" is an array, but its description says to send a {{delimiter}}-separated list: a model following the text sends one string, which a validating client rejects and a lenient server reads as a single value'
  },
  suggestions: {
    delimitedArray:
      'describe "{{argument}}" as a list of values (the array is the list), or also accept a string if the server splits one'
  },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
      const s = node.schema;
      if (node.via !== 'property' || node.name === undefined || !isPlainObject(s) || typeof s.description !== 'string')
        continue;
      if (!onlyTypeNot(s, 'array', 'string')) continue;
      const text = scanText(s.description);
      if (!SAYS_DELIMITED.test(text) || ALSO_ARRAY.test(text)) continue;
      out.push({
        messageId: 'delimitedArray',
        data: { argument: node.name, delimiter: delimiter(text.match(SAYS_DELIMITED)![0]) },
        pointer: node.pointer
      });
    }
    return out;
  }
};

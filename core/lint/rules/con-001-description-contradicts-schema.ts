/** CON-001: an argument's description says something its schema contradicts (type or required). */
import { declaredTypes, schemaProperties, type SchemaProperty } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';

/**
 * Precision first: each pattern only matches wording that is about the argument itself, and a
 * description that also explains how the value is encoded ("comma-separated", "JSON", "a string
 * of digits") is left alone, since a string can legitimately hold a list or a number.
 */
const SAYS_LIST = /^\s*(?:the\s+|an?\s+)?(?:array|list)\s+of\s+\w/i;
const ENCODED_IN_STRING =
  /\b(?:comma|space|semicolon|newline|pipe|tab)s?[-\s]?(?:separated|delimited)\b|\bseparated\s+by\b|\bdelimited\b|\bjson\b|\bstring\b|\bcsv\b|\bencoded\b/i;
const SAYS_OPTIONAL_AT_START = /^\s*[([]?\s*optional\b/i;
const SAYS_OPTIONAL_ANYWHERE =
  /\(\s*optional\s*\)|\bif\s+omitted\b|\bif\s+not\s+(?:provided|specified|given|set|supplied)\b|\bomit\s+(?:it|this|to)\b|\b(?:this|it)\s+is\s+optional\b/i;
const SAYS_TEXT =
  /\b(?:as|in)\s+(?:plain\s+)?(?:text|a\s+string)\b|\b(?:must|should)\s+be\s+(?:a\s+)?(?:string|text)\b|^\s*(?:an?\s+|the\s+)?string\b(?!\s+(?:length|size|index|offset|position|count))/i;
const SAYS_NUMBER =
  /^\s*(?:the\s+)?(?:(?:maximum|max|minimum|min|total)\s+)?number\s+of\b|\b(?:must|should)\s+be\s+an?\s+(?:integer|number)\b|^\s*an?\s+(?:integer|(?:whole\s+)?number)\b(?!\s+of)/i;
const NUMBER_IN_STRING = /\bstring\b|\bdigits?\b|\bnumeric\b|\bquoted\b|\btext\b|\bor\b/i;

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

/** The one declared type, when there is exactly one and no enum/const pins the values. */
function singleType(p: SchemaProperty): string | undefined {
  const types = declaredTypes(p.schema);
  if (types.length !== 1 || Array.isArray(p.schema.enum) || 'const' in p.schema) return undefined;
  return types[0];
}

function contradiction(p: SchemaProperty): RawFinding | undefined {
  const d = p.description;
  if (d === undefined) return undefined;
  const type = singleType(p);
  const declared = declaredTypes(p.schema);
  const at = (messageId: string): RawFinding => ({
    messageId,
    data: { argument: p.name, type: declared.join('|') },
    pointer: p.pointer
  });
  if (
    p.required &&
    (SAYS_OPTIONAL_AT_START.test(d) ||
      (declared.length > 0 && declared.every((t) => SCALARS.has(t)) && SAYS_OPTIONAL_ANYWHERE.test(d)))
  ) {
    return at('requiredSaysOptional');
  }
  if (type === 'string' && SAYS_LIST.test(d) && !ENCODED_IN_STRING.test(d)) return at('stringSaysList');
  if ((type === 'number' || type === 'integer') && SAYS_TEXT.test(d)) return at('numberSaysText');
  if (
    type === 'string' &&
    p.schema.format === undefined &&
    p.schema.pattern === undefined &&
    SAYS_NUMBER.test(d) &&
    !NUMBER_IN_STRING.test(d)
  ) {
    return at('stringSaysNumber');
  }
  return undefined;
}

export const con001DescriptionContradictsSchema: Rule = {
  id: 'CON-001',
  slug: 'description-contradicts-schema',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'An argument\'s description contradicts its schema: a `string` described as "an array of ..." or "a list of ...", a required argument described as optional ("Optional", "(optional)", "if omitted"), a number described as text, or a plain string described as "the number of ...".',
    why:
      'The model reads both the description and the schema and cannot satisfy both. It sends a JSON array where the schema wants a string and the call is rejected, or it leaves out a required argument the description called optional and the call fails validation. ' +
      'Decisions: only top-level properties of inputSchema with a string description are read; a string whose description also says how the list or number is encoded ("comma-separated", "JSON", "string", "digits") is not a contradiction; ' +
      'the list and number wordings must open the description ("A list of paths", "Number of results"), so a passing mention ("pick one from the list of ...") does not fire; "optional" must open the description or be written "(optional)", "if omitted", "if not provided", "omit to"; ' +
      'on object and array arguments only an opening "Optional" counts, since later mentions usually describe their fields. An enum or const argument is never checked for type. One finding per argument, the first contradiction found.',
    fix: 'Make the two agree: change the type (`"type": "array"` with `items`), drop the argument from `required` or the word "optional" from its description, or say how the value is encoded ("comma-separated ids").',
    bad: {
      name: 'delete_files',
      description: 'Delete files from the workspace. Returns the paths removed.',
      inputSchema: {
        type: 'object',
        properties: {
          paths: { type: 'string', description: 'A list of file paths to delete' },
          force: { type: 'boolean', description: 'Delete even read-only files' }
        },
        required: ['paths']
      }
    },
    good: {
      name: 'delete_files',
      description: 'Delete files from the workspace. Returns the paths removed.',
      inputSchema: {
        type: 'object',
        properties: {
          paths: { type: 'array', items: { type: 'string' }, description: 'A list of file paths to delete' },
          force: { type: 'boolean', description: 'Delete even read-only files' }
        },
        required: ['paths']
      }
    },
    severityRationale:
      'Warning: the schema is valid and a careful model may follow the schema over the prose, but a contradiction makes wrong calls likely; it is not a spec violation, so not critical. In `recommended` it stays a warning only while its labelled precision on the corpus is at least 90%.'
  },
  messages: {
    stringSaysList: 'argument "{{argument}}" of "{{tool}}" is a {{type}}, but its description says it is a list',
    requiredSaysOptional: 'argument "{{argument}}" of "{{tool}}" is required, but its description says it is optional',
    numberSaysText: 'argument "{{argument}}" of "{{tool}}" is a {{type}}, but its description says it is text',
    stringSaysNumber: 'argument "{{argument}}" of "{{tool}}" is a {{type}}, but its description says it is a number'
  },
  suggestions: {
    stringSaysList:
      'make "{{argument}}" an array with items, or say how the list is written in the string (e.g. comma-separated)',
    requiredSaysOptional: 'remove "{{argument}}" from required, or stop calling it optional',
    numberSaysText: 'make "{{argument}}" a string, or describe the number it holds',
    stringSaysNumber: 'make "{{argument}}" a number or integer, or say the number is sent as a string'
  },
  check({ tool }) {
    return schemaProperties(tool).flatMap((p) => contradiction(p) ?? []);
  }
};

/** DESC-009: a tool with a non-trivial input schema documents no examples. */
import type { Tool } from '../../catalog/types.ts';
import type { Rule } from '../types.ts';
import { nameExplainsItself } from './helpers/argument-names.ts';
import {
  hasExamples,
  isNonTrivialSchema,
  isPlainObject,
  schemaProperties,
  type SchemaProperty
} from '../tool-facts.ts';

/**
 * Tuned presets: an example given in prose counts ("e.g. Paris", "for example", "such as", a worked
 * call such as `type='anyone'` or `role: "reader"`, a value in backticks or quotes after "like").
 */
const PROSE_EXAMPLE =
  /\b(?:e\.g\.|eg:|e\.g,|for example|for instance|such as|example:|examples:|like ['"`])|\b\w+\s*[=:]\s*['"`][^'"`\s]{1,40}['"`]|`[^`\s]{2,60}`/i;

const documented = (v: unknown) =>
  isPlainObject(v) &&
  (typeof v.description === 'string' || Array.isArray(v.enum) || 'const' in v || 'default' in v || 'examples' in v);
const fieldsOf = (schema: Record<string, unknown>): Array<[string, unknown]> =>
  isPlainObject(schema.properties)
    ? Object.entries(schema.properties)
    : isPlainObject(schema.items) && isPlainObject(schema.items.properties)
      ? Object.entries(schema.items.properties)
      : [];
/** A field whose meaning no one wrote down and its name and type do not give. */
const unclear = ([name, v]: [string, unknown]) =>
  !documented(v) && !nameExplainsItself(name) && !(isPlainObject(v) && v.type === 'boolean');

/**
 * Tuned presets: where only an example shows what to send. Ids, enums, booleans, numbers, names
 * and free text have nothing to show (the reviewers' verdict on servers the rule was not tuned on);
 * these do:
 * - an object or list of objects with three or more fields, most of them undocumented;
 * - an undocumented list of opaque strings (`metric_keys`, `scopes`: which values?);
 * - a string in a grammar: a pattern, glob, filter, expression or cron.
 */
function needsExample(p: SchemaProperty): boolean {
  const fields = fieldsOf(p.schema);
  if (fields.length >= 3 && fields.filter(unclear).length * 2 > fields.length) return true;
  if (Array.isArray(p.schema.enum) || 'default' in p.schema) return false;
  if (p.schema.type === 'string' && /(?:pattern|glob|filter|expression|expr|cron|jq|jsonpath|xpath)s?$/i.test(p.name))
    return true;
  if (p.description !== undefined) return false;
  const items = isPlainObject(p.schema.items) ? p.schema.items : undefined;
  const opaque = /(?:keys|codes|metrics|fields|scopes|types|kinds)$/i.test(p.name);
  if (
    opaque &&
    p.schema.type === 'array' &&
    (items === undefined || (items.type === 'string' && !Array.isArray(items.enum) && !documented(items)))
  )
    return true;
  return false;
}

/** A tool with many arguments, most undocumented (`firecrawl_scrape`: 28 options): a sample call is what an agent needs. */
const manyUndocumented = (props: SchemaProperty[]) =>
  props.length >= 10 && props.filter((p) => unclear([p.name, p.schema])).length * 2 > props.length;

/** Tuned presets (DESC-009 and TDQS's examples part): an example is what would show what to send, and none is given. */
export function exampleMissing(tool: Tool, description: string | undefined): boolean {
  if (!isNonTrivialSchema(tool) || hasExamples(tool)) return false;
  const props = schemaProperties(tool);
  if (!(props.some(needsExample) || manyUndocumented(props))) return false;
  return ![description, ...props.map((p) => p.description)].some((t) => t !== undefined && PROSE_EXAMPLE.test(t));
}

export const desc009: Rule<string, { onlyWhereExampleShows: boolean }> = {
  id: 'DESC-009',
  slug: 'missing-examples',
  category: 'description',
  severity: 'warning',
  options: {
    onlyWhereExampleShows: {
      default: true,
      description:
        'an example given in prose counts, and only arguments that an example would show what to send need one'
    }
  },
  smell: 'missing_examples',
  docs: {
    summary: 'A tool with a non-trivial input schema provides no usage examples.',
    why:
      'Worked examples are how an agent learns the shape of a correct call: which arguments go together and in what format. ' +
      "Anthropic's advanced tool-use guidance reports accuracy on complex parameter handling rising from 72% to 90% once examples were added. " +
      'Decisions (the same facts TDQS reads, from tool-facts.ts): a schema is non-trivial with more than one property, or a single ' +
      'property that is required or is not a plain string; a tool is documented when it carries a non-empty "examples" array or any ' +
      'property declares "examples", "example" or "default". One finding per tool. The recommended preset also counts an example given ' +
      'in prose ("e.g.", "for example", "such as", a worked `type=\'anyone\'`, a value in backticks) in the tool or an argument description, ' +
      'and fire only where an example is what shows the agent what to send: an object or list of objects with three or more fields, ' +
      'most undocumented; an undocumented list of opaque strings; a pattern, glob, filter, expression or cron ' +
      'string; or ten or more arguments, most undocumented. Ids, enums, booleans, numbers, names and free text have nothing to show. ' +
      'They do not point at a top-level "examples" field, which the MCP Tool type does not have.',
    fix: 'Add an "examples" array to the tool (sample argument objects), or "examples"/"default" on the key properties.',
    bad: {
      name: 'list_tickets',
      description: 'List tickets in a queue, newest first. Returns ticket summaries.',
      inputSchema: {
        type: 'object',
        properties: { queue: { type: 'string', description: 'Queue slug' }, filter: { type: 'string' } },
        required: ['queue']
      }
    },
    good: {
      name: 'list_tickets',
      description: 'List tickets in a queue, newest first. Returns ticket summaries.',
      inputSchema: {
        type: 'object',
        properties: {
          queue: { type: 'string', description: 'Queue slug', examples: ['billing'] },
          filter: { type: 'string', description: 'Search filter, e.g. status:open assignee:me' }
        },
        required: ['queue']
      }
    }
  },
  messages: {
    noExamples: '"{{tool}}" takes {{properties}} argument(s) but documents no examples',
    noExampleShown: '"{{tool}}" takes {{properties}} argument(s) but shows no example value for any of them'
  },
  suggestions: {
    noExamples: 'add an "examples" array of sample arguments, or "examples"/"default" on its properties',
    noExampleShown:
      'add "examples" (or a "default") to the key properties, or a sample value in their descriptions ("e.g. …")'
  },
  check({ tool, description, options }) {
    if (!isNonTrivialSchema(tool) || hasExamples(tool)) return [];
    if (!options.onlyWhereExampleShows)
      return [{ messageId: 'noExamples', data: { properties: schemaProperties(tool).length }, pointer: '' }];
    return exampleMissing(tool, description)
      ? [{ messageId: 'noExampleShown', data: { properties: schemaProperties(tool).length }, pointer: '' }]
      : [];
  }
};

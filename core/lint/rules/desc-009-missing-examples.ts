/** DESC-009: a tool with a non-trivial input schema documents no examples. */
import type { Rule } from '../types.ts';
import { hasExamples, isNonTrivialSchema, schemaProperties, type SchemaProperty } from '../tool-facts.ts';

/** Recommended: an example given in prose counts ("e.g. Paris", "for example", "such as"). */
const PROSE_EXAMPLE = /\b(?:e\.g\.|eg:|for example|for instance|such as|example:|examples:|like ['"`])/i;
/** Recommended: ids, enums and booleans need no example; there is nothing to show. */
const selfEvident = (p: SchemaProperty) =>
  Array.isArray(p.schema.enum) || p.schema.type === 'boolean' || /(?:^id|_id|Id|_ids|Ids)$/.test(p.name) || p.name === 'id';

export const desc009: Rule = {
  id: 'DESC-009',
  slug: 'missing-examples',
  category: 'description',
  severity: 'warning',
  // Below the recommended preset's precision bar on real servers (docs/rules/README.md): shown as a hint.
  presets: { all: 'hint' },
  smell: 'missing_examples',
  docs: {
    summary: 'A tool with a non-trivial input schema provides no usage examples.',
    why:
      'Worked examples are how an agent learns the shape of a correct call: which arguments go together and in what format. ' +
      "Anthropic's advanced tool-use guidance reports accuracy on complex parameter handling rising from 72% to 90% once examples were added. " +
      'Decisions (the same facts TDQS reads, from tool-facts.ts): a schema is non-trivial with more than one property, or a single ' +
      'property that is required or is not a plain string; a tool is documented when it carries a non-empty "examples" array or any ' +
      'property declares "examples", "example" or "default". One finding per tool. The recommended preset also counts an example given ' +
      'in prose ("e.g.", "for example", "such as") in the tool or an argument description, skips tools whose arguments are all ids, ' +
      'enums or booleans, and does not point at a top-level "examples" field, which the MCP Tool type does not have.',
    fix: 'Add an "examples" array to the tool (sample argument objects), or "examples"/"default" on the key properties.',
    bad: {
      name: 'list_tickets',
      description: 'List tickets in a queue, newest first. Returns ticket summaries.',
      inputSchema: {
        type: 'object',
        properties: { queue: { type: 'string', description: 'Queue slug' }, limit: { type: 'integer', description: 'Maximum tickets, 1-100' } },
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
          limit: { type: 'integer', description: 'Maximum tickets, 1-100', default: 20 }
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
    noExampleShown: 'add "examples" (or a "default") to the key properties, or a sample value in their descriptions ("e.g. …")'
  },
  check({ tool, description, preset }) {
    if (!isNonTrivialSchema(tool) || hasExamples(tool)) return [];
    if (preset === 'reference') return [{ messageId: 'noExamples', data: { properties: schemaProperties(tool).length }, pointer: '' }];
    const props = schemaProperties(tool);
    if (props.every(selfEvident) || [description, ...props.map((p) => p.description)].some((t) => t !== undefined && PROSE_EXAMPLE.test(t))) return [];
    return [{ messageId: 'noExampleShown', data: { properties: props.length }, pointer: '' }];
  }
};

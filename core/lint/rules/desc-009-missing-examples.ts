/** DESC-009: a tool with a non-trivial input schema documents no examples. */
import type { Rule } from '../types.ts';
import { hasExamples, isNonTrivialSchema, schemaProperties } from '../tool-facts.ts';

export const desc009: Rule = {
  id: 'DESC-009',
  slug: 'missing-examples',
  category: 'description',
  severity: 'warning',
  smell: 'missing_examples',
  docs: {
    summary: 'A tool with a non-trivial input schema provides no usage examples.',
    why:
      'Worked examples are how an agent learns the shape of a correct call: which arguments go together and in what format. ' +
      "Anthropic's advanced tool-use guidance reports accuracy on complex parameter handling rising from 72% to 90% once examples were added. " +
      'Decisions (the same facts TDQS reads, from tool-facts.ts): a schema is non-trivial with more than one property, or a single ' +
      'property that is required or is not a plain string; a tool is documented when it carries a non-empty "examples" array or any ' +
      'property declares "examples", "example" or "default". One finding per tool.',
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
    noExamples: '"{{tool}}" takes {{properties}} argument(s) but documents no examples'
  },
  suggestions: {
    noExamples: 'add an "examples" array of sample arguments, or "examples"/"default" on its properties'
  },
  check({ tool }) {
    if (!isNonTrivialSchema(tool) || hasExamples(tool)) return [];
    return [{ messageId: 'noExamples', data: { properties: schemaProperties(tool).length }, pointer: '' }];
  }
};

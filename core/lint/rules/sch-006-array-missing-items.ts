/** SCH-006: an array parameter that does not say what its elements are. */
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { instanceRoot, walkSchema } from './helpers/schema-walk.ts';

/** `items`, `prefixItems` (2020-12 tuples) or `contains` say what the elements are. */
const describesElements = (s: unknown) => isPlainObject(s) && ('items' in s || 'prefixItems' in s || 'contains' in s);

export const sch006ArrayMissingItems: Rule = {
  id: 'SCH-006',
  slug: 'array-missing-items',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary:
      'A schema of type `array` declares no `items` (nor `prefixItems` or `contains`), and no other schema of the same value (a combinator branch or its parent) does.',
    why: 'The model knows it must send a list but not of what, so it mixes strings, numbers and objects from call to call. Some model providers (OpenAI function calling among them) reject an array schema without `items` outright, which takes the tool off the table for those clients.',
    fix: 'Add `items` with the element schema, for example `"items": { "type": "string" }`.',
    bad: {
      name: 'tag_issue',
      description: 'Add labels to an issue. Returns the updated label list.',
      inputSchema: {
        type: 'object',
        properties: { labels: { type: 'array', description: 'Labels to add' } },
        required: ['labels']
      }
    },
    good: {
      name: 'tag_issue',
      description: 'Add labels to an issue. Returns the updated label list.',
      inputSchema: {
        type: 'object',
        properties: { labels: { type: 'array', items: { type: 'string' }, description: 'Labels to add' } },
        required: ['labels']
      }
    },
    severityRationale:
      'Warning: an array without `items` is valid JSON Schema and valid MCP, and the tool works with clients that pass schemas through; only some providers reject it. Critical is kept for spec violations and schemas no call can satisfy.'
  },
  messages: { 'no-items': 'array {{where}} declares no items' },
  suggestions: { 'no-items': 'add "items" with the element schema, for example { "type": "string" }' },
  check({ tool }) {
    const out: RawFinding[] = [];
    const nodes = walkSchema(tool.inputSchema, '/inputSchema');
    for (const [i, node] of nodes.entries()) {
      const s = node.schema;
      if (!isPlainObject(s) || !declaredTypes(s).includes('array')) continue;
      // Elements described here, or by another schema of the same value (`items` beside `anyOf: [{ type: array }, { type: null }]`).
      const root = instanceRoot(nodes, i);
      if (nodes.some((n, j) => instanceRoot(nodes, j) === root && describesElements(n.schema))) continue;
      const where = node.name !== undefined ? `"${node.name}"` : `at ${node.pointer}`;
      out.push({ messageId: 'no-items', data: { where }, pointer: node.pointer });
    }
    return out;
  }
};

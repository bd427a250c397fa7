/** SCH-006: an array parameter that does not say what its elements are. */
import { declaredTypes, isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { walkSchema } from './sch-walk.ts';

export const sch006ArrayMissingItems: Rule = {
  id: 'SCH-006',
  slug: 'array-missing-items',
  category: 'schema',
  severity: 'warning',
  docs: {
    summary: 'A schema of type `array` declares no `items` (or `prefixItems`).',
    why: 'The model knows it must send a list but not of what, so it mixes strings, numbers and objects from call to call. Some model providers (OpenAI function calling among them) reject an array schema without `items` outright, which takes the tool off the table for those clients.',
    fix: 'Add `items` with the element schema, for example `"items": { "type": "string" }`.',
    bad: {
      name: 'tag_issue',
      description: 'Add labels to an issue. Returns the updated label list.',
      inputSchema: { type: 'object', properties: { labels: { type: 'array', description: 'Labels to add' } }, required: ['labels'] }
    },
    good: {
      name: 'tag_issue',
      description: 'Add labels to an issue. Returns the updated label list.',
      inputSchema: { type: 'object', properties: { labels: { type: 'array', items: { type: 'string' }, description: 'Labels to add' } }, required: ['labels'] }
    },
    severityRationale:
      'Warning: an array without `items` is valid JSON Schema and valid MCP, and the tool works with clients that pass schemas through; only some providers reject it. Critical is kept for spec violations and schemas no call can satisfy.'
  },
  messages: { 'no-items': 'array {{where}} declares no items' },
  suggestions: { 'no-items': 'add "items" with the element schema, for example { "type": "string" }' },
  check({ tool }) {
    const out: RawFinding[] = [];
    for (const node of walkSchema(tool.inputSchema, '/inputSchema')) {
      const s = node.schema;
      if (!isPlainObject(s) || !declaredTypes(s).includes('array')) continue;
      if ('items' in s || 'prefixItems' in s) continue;
      const where = node.name !== undefined ? `"${node.name}"` : `at ${node.pointer}`;
      out.push({ messageId: 'no-items', data: { where }, pointer: node.pointer });
    }
    return out;
  }
};

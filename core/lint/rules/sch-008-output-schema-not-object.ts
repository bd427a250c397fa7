/** SCH-008: an outputSchema that is not an object schema. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { describeSchemaType } from './sch-003-input-schema-not-object.ts';

export const sch008OutputSchemaNotObject: Rule = {
  id: 'SCH-008',
  slug: 'output-schema-not-object',
  category: 'schema',
  severity: 'critical',
  docs: {
    summary: '`outputSchema` is present but is not a JSON Schema object with `"type": "object"`.',
    why: 'In MCP, `outputSchema` describes the tool\'s `structuredContent`, which is always a JSON object, and the specification requires the schema\'s type to be `"object"`. SDK-based clients reject the `tools/list` response when it is not, and clients that validate results fail every call against a schema that can never match.',
    fix: 'Wrap the result in an object: `{ "type": "object", "properties": { "items": { "type": "array", ... } } }`, and return `structuredContent` of that shape. Remove `outputSchema` if the tool returns no structured content.',
    bad: {
      name: 'list_users',
      description: 'List users in the workspace. Returns an array of users.',
      inputSchema: { type: 'object', properties: {} },
      outputSchema: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } }
    },
    good: {
      name: 'list_users',
      description: 'List users in the workspace. Returns an array of users.',
      inputSchema: { type: 'object', properties: {} },
      outputSchema: { type: 'object', properties: { users: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } }, required: ['users'] }
    },
    severityRationale:
      'Critical: this breaks the MCP specification, and spec-following clients refuse the catalog or fail every call whose structured result is checked against the schema.'
  },
  messages: {
    'not-object-value': 'outputSchema is {{found}}, not a JSON Schema object',
    'wrong-type': 'outputSchema has type {{found}}; structured results must be "object"'
  },
  suggestions: {
    'not-object-value': 'replace it with { "type": "object", "properties": { ... } } or remove it',
    'wrong-type': 'wrap the result in an object schema with "type": "object"'
  },
  check({ tool }) {
    const s = tool.outputSchema;
    // `null` is how some servers spell "absent"; the rest of the linter reads it that way too.
    if (s === undefined || s === null) return [];
    const out: RawFinding[] = [];
    if (!isPlainObject(s)) out.push({ messageId: 'not-object-value', data: { found: describeSchemaType(s) }, pointer: '/outputSchema' });
    else if (s.type !== 'object') out.push({ messageId: 'wrong-type', data: { found: describeSchemaType(s.type) }, pointer: s.type === undefined ? '/outputSchema' : '/outputSchema/type' });
    return out;
  }
};

/** SCH-008: an outputSchema that is not an object schema. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';
import { describeSchemaType } from './sch-003-input-schema-not-object.ts';
import { DEFAULT_SPEC, specAtLeast } from '../spec-versions.ts';

export const sch008OutputSchemaNotObject: Rule = {
  id: 'SCH-008',
  slug: 'output-schema-not-object',
  category: 'schema',
  severity: 'critical',
  docs: {
    summary:
      '`outputSchema` is present but is not a JSON Schema object with `"type": "object"` (specification versions 2025-06-18 and 2025-11-25; 2026-07-28 allows any output schema).',
    why: 'Up to 2025-11-25, MCP\'s `structuredContent` is always a JSON object, and `outputSchema` describes it: the schema\'s type must be `"object"`. SDK-based clients of those versions reject the `tools/list` response when it is not, and clients that validate results fail every call against a schema that can never match. From 2026-07-28 structured content may be any JSON value, so an array or string output schema is valid there (SCH-009 still checks that it is a valid JSON Schema).',
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
      outputSchema: {
        type: 'object',
        properties: { users: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } },
        required: ['users']
      }
    },
    severityRationale:
      'Critical: under 2025-06-18 and 2025-11-25 this breaks the MCP specification, and spec-following clients refuse the catalog or fail every call whose structured result is checked against the schema.',
    versions: {
      '2025-06-18':
        'critical: "**Structured** content is returned as a JSON object in the `structuredContent` field of a result." (Tools, Structured Content), so its schema must be an object schema.',
      '2025-11-25':
        'critical: "**Structured** content is returned as a JSON object in the `structuredContent` field of a result." (Tools, Structured Content), so its schema must be an object schema.',
      '2026-07-28':
        'does not fire: "This can be any JSON value (object, array, string, number, boolean, or null) that conforms to the tool\'s `outputSchema` if one is defined." (Tools, Structured Content; the page gives an array output schema as an example).'
    },
    exampleSpec: '2025-11-25'
  },
  messages: {
    'not-object-value': 'outputSchema is {{found}}, not a JSON Schema object',
    'wrong-type': 'outputSchema has type {{found}}; structured results must be "object"'
  },
  suggestions: {
    'not-object-value': 'replace it with { "type": "object", "properties": { ... } } or remove it',
    'wrong-type': 'wrap the result in an object schema with "type": "object"'
  },
  check({ tool, spec = DEFAULT_SPEC }) {
    // 2026-07-28 lets structured content be any JSON value, so any output schema may describe it.
    if (specAtLeast(spec, '2026-07-28')) return [];
    const s = tool.outputSchema;
    // `null` is how some servers spell "absent"; the rest of the linter reads it that way too.
    if (s === undefined || s === null) return [];
    const out: RawFinding[] = [];
    if (!isPlainObject(s))
      out.push({ messageId: 'not-object-value', data: { found: describeSchemaType(s) }, pointer: '/outputSchema' });
    else if (s.type !== 'object')
      out.push({
        messageId: 'wrong-type',
        data: { found: describeSchemaType(s.type) },
        pointer: s.type === undefined ? '/outputSchema' : '/outputSchema/type'
      });
    return out;
  }
};

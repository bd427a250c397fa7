/** SCH-003: the tool has no input schema, or one that is not an object schema. */
import { isPlainObject } from '../tool-facts.ts';
import type { RawFinding, Rule } from '../types.ts';

/** How a value reads in a message: `"array"`, `null`, `a list`, ... */
export function describeSchemaType(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `[${value.map((v) => JSON.stringify(v) ?? String(v)).join(', ')}]`.slice(0, 80);
  if (isPlainObject(value)) return 'an object';
  return (JSON.stringify(value) ?? String(value)).slice(0, 80);
}

export const sch003InputSchemaNotObject: Rule<string, { bareSchemaOneFinding: boolean }> = {
  id: 'SCH-003',
  slug: 'input-schema-not-object',
  category: 'schema',
  severity: 'critical',
  options: {
    bareSchemaOneFinding: {
      default: true,
      description: 'a schema with neither type nor properties is one finding saying to declare an object schema'
    }
  },
  docs: {
    summary: '`inputSchema` is missing, is not a JSON object, or does not declare `"type": "object"`.',
    why: 'The MCP specification requires every tool to carry an `inputSchema` whose type is `"object"`, because tool arguments are always a JSON object. Clients built on the official SDKs reject the whole `tools/list` response when one tool breaks this, and model providers refuse function definitions whose parameters are not an object.',
    fix: 'Declare `"inputSchema": { "type": "object", "properties": { ... } }`. A tool that takes no arguments still needs `{ "type": "object" }` (optionally with `"properties": {}`).',
    bad: { name: 'ping', description: 'Check that the server is reachable. Returns "pong".' },
    good: {
      name: 'ping',
      description: 'Check that the server is reachable. Returns "pong".',
      inputSchema: { type: 'object', properties: {} }
    },
    severityRationale:
      'Critical: this breaks the MCP specification itself. Spec-following clients fail to load the catalog, so the tool (and often every tool of the server) is unusable.',
    versions: {
      '2025-06-18':
        'critical. Tools, Tool: "`inputSchema`: JSON Schema defining expected parameters"; the specification\'s schema types it as an object schema (`type: "object"`), which the SDKs enforce.',
      '2025-11-25':
        'critical. Tools, Tool: `inputSchema` "**MUST** be a valid JSON Schema object (not `null`)"; for a tool with no parameters, "`{ "type": "object", "additionalProperties": false }` - **Recommended**" or "`{ "type": "object" }`".',
      '2026-07-28':
        'critical. As 2025-11-25: "**MUST** be a valid JSON Schema object (not `null`)", with `{ "type": "object" }` for a tool with no parameters. Under the object root any JSON Schema 2020-12 is allowed, and no SCH rule flags a valid construct there.'
    }
  },
  messages: {
    missing: '"{{tool}}" has no inputSchema',
    'not-object-value': 'inputSchema is {{found}}, not a JSON Schema object',
    'wrong-type': 'inputSchema has type {{found}}; tool arguments must be "object"',
    'no-type-no-arguments':
      'inputSchema declares neither a type nor any argument; tool arguments must be a "type": "object" schema'
  },
  suggestions: {
    missing: 'add "inputSchema": { "type": "object", "properties": {} }',
    'not-object-value': 'replace it with { "type": "object", "properties": { ... } }',
    'wrong-type': 'set "type": "object" and describe the arguments under "properties"',
    'no-type-no-arguments':
      'write { "type": "object", "properties": { ... } }, or { "type": "object", "properties": {} } for a tool that takes none'
  },
  check({ tool, options }) {
    const out: RawFinding[] = [];
    const s = tool.inputSchema;
    if (options.bareSchemaOneFinding && isPlainObject(s) && s.type === undefined && !isPlainObject(s.properties))
      return [{ messageId: 'no-type-no-arguments', pointer: '/inputSchema' }];
    if (s === undefined) out.push({ messageId: 'missing', pointer: '' });
    else if (!isPlainObject(s))
      out.push({ messageId: 'not-object-value', data: { found: describeSchemaType(s) }, pointer: '/inputSchema' });
    else if (s.type !== 'object')
      out.push({
        messageId: 'wrong-type',
        data: { found: describeSchemaType(s.type) },
        pointer: s.type === undefined ? '/inputSchema' : '/inputSchema/type'
      });
    return out;
  }
};

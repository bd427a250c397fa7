import { describe, expect, it } from 'vitest';
import { desc009 as rule } from './desc-009-missing-examples.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (properties: unknown, extra: Record<string, unknown> = {}, required?: unknown) => ({
  name: 'list_tickets',
  description: 'List tickets. Returns summaries.',
  inputSchema: { type: 'object', properties, ...(required !== undefined ? { required } : {}) },
  ...extra
});

describe('DESC-009 fires when a non-trivial schema has no examples', () => {
  it.each([
    ['two properties', tool({ a: { type: 'string' }, b: { type: 'string' } }), 2],
    ['one required string', tool({ q: { type: 'string' } }, {}, ['q']), 1],
    ['one optional number', tool({ n: { type: 'number' } }), 1],
    ['one optional string with an enum', tool({ s: { type: 'string', enum: ['a', 'b'] } }), 1],
    ['one optional untyped property', tool({ x: {} }), 1],
    ['an empty examples array does not count', tool({ a: {}, b: {} }, { examples: [] }), 2],
    ['examples that are not an array do not count', tool({ a: {}, b: {} }, { examples: 'see docs' }), 2]
  ])('fires once: %s', (_label, t, properties) => {
    expect(runRule(rule, t, 'reference')).toEqual([expected(rule, 'noExamples', '', { properties })]);
  });

  it.each([
    ['no properties', tool({})],
    ['one optional plain string', tool({ q: { type: 'string', description: 'Query' } })],
    ['a tool-level examples array', tool({ a: {}, b: {} }, { examples: [{ a: 1, b: 2 }] })],
    ['a property with examples', tool({ a: { examples: ['x'] }, b: {} })],
    ['a property with a singular example', tool({ a: {}, b: { example: 3 } })],
    ['a property with a default', tool({ a: {}, b: { default: 0 } })],
    ['no input schema', { name: 'ping', description: 'Ping the service. Returns pong.' }],
    ['properties is not an object', tool('a, b')]
  ])('does not fire: %s', (_label, t) => {
    expect(runRule(rule, t, 'reference')).toEqual([]);
  });
});

describe('DESC-009, recommended preset: prose examples count; ids and enums need none; no top-level examples field', () => {
  const props = {
    city: { type: 'string', description: 'City name' },
    filter: { type: 'string', description: 'Which days to include' }
  };
  it('fires with the message that points at the properties', () => {
    expect(runRule(rule, tool(props))).toEqual([expected(rule, 'noExampleShown', '', { properties: 2 })]);
  });

  it.each([
    ['an e.g. in an argument', { ...props, city: { type: 'string', description: 'City name, e.g. Paris' } }],
    ['such as', { ...props, city: { type: 'string', description: 'City name such as Lisbon' } }],
    [
      'ids and enums only',
      { repo_id: { type: 'string', description: 'Repository' }, state: { type: 'string', enum: ['open', 'closed'] } }
    ],
    // catalogs-2 patterns: nothing for an example to show, or an example already given without "e.g.".
    [
      'a free-text element and a ref (browsermcp browser_click)',
      {
        element: { type: 'string', description: 'Human-readable element description' },
        ref: { type: 'string', description: 'Exact target element reference from the page snapshot' }
      }
    ],
    [
      'ids, a sheet name and indices (google-docs)',
      {
        spreadsheetId: { type: 'string', description: 'The spreadsheet id' },
        sheetName: { type: 'string' },
        ruleIndex: { type: 'integer', description: '0-based index' }
      }
    ],
    [
      'a worked call in the description',
      {
        type: { type: 'string', description: "Who gets access: type='anyone' with role='reader'" },
        role: { type: 'string' }
      }
    ],
    [
      'a batch of {id or name} (todoist get_labels)',
      {
        items: {
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } }
        }
      }
    ]
  ])('does not fire on %s', (_label, p) => {
    expect(runRule(rule, tool(p))).toEqual([]);
  });

  it.each([
    [
      'an object of many undocumented settings (digitalocean config)',
      {
        name: { type: 'string' },
        config: {
          type: 'object',
          properties: {
            cleanup_policy: { type: 'string' },
            compression_type: { type: 'string' },
            message_timestamp_type: { type: 'string' }
          }
        }
      }
    ],
    [
      'an undocumented list of opaque keys (sonarqube metric_keys)',
      {
        component: { type: 'string', description: 'Component' },
        metric_keys: { type: 'array', items: { type: 'string' } }
      }
    ]
  ])('fires on %s', (_label, p) => {
    expect(runRule(rule, tool(p))).toHaveLength(1);
  });

  it('its suggestion names no top-level "examples" field', () => {
    expect(rule.suggestions?.noExampleShown).not.toMatch(/"examples" array/);
  });
});

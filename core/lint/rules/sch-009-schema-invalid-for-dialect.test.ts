// biome-ignore-all lint/suspicious/noThenProperty: `then` is JSON Schema's conditional keyword, not a thenable
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import type { SpecVersion } from '../spec-versions.ts';
import { sch009SchemaInvalidForDialect as rule } from './sch-009-schema-invalid-for-dialect.ts';

const run = (extra: Record<string, unknown>, spec: SpecVersion = '2026-07-28') =>
  rule.check({ options: {}, spec, name: 't', description: 'd', tool: { name: 't', ...extra } as Tool });
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

describe('SCH-009 schema-invalid-for-dialect', () => {
  it.each([
    [
      'a misspelt type',
      { inputSchema: { type: 'object', properties: { n: { type: 'int' } } } },
      [
        {
          messageId: 'invalid',
          data: {
            which: 'inputSchema',
            dialect: 'JSON Schema 2020-12',
            where: '/properties/n/type',
            problem:
              'must be equal to one of the allowed values: "array", "boolean", "integer", "null", "number", "object", "string"'
          },
          pointer: '/inputSchema/properties/n/type'
        }
      ]
    ],
    [
      'required as a string',
      { inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: 'id' } },
      [
        {
          messageId: 'invalid',
          data: { which: 'inputSchema', dialect: 'JSON Schema 2020-12', where: '/required', problem: 'must be array' },
          pointer: '/inputSchema/required'
        }
      ]
    ],
    [
      'a draft-07 tuple (items as a list) with no $schema: 2020-12 is the default',
      { inputSchema: { type: 'object', properties: { p: { type: 'array', items: [{ type: 'number' }] } } } },
      [
        {
          messageId: 'invalid',
          data: {
            which: 'inputSchema',
            dialect: 'JSON Schema 2020-12',
            where: '/properties/p/items',
            problem: 'must be object,boolean'
          },
          pointer: '/inputSchema/properties/p/items'
        }
      ]
    ],
    [
      'a draft-07 schema broken in draft-07',
      { inputSchema: { $schema: DRAFT_07, type: 'object', properties: { n: { type: 'number', minimum: '0' } } } },
      [
        {
          messageId: 'invalid',
          data: {
            which: 'inputSchema',
            dialect: 'JSON Schema draft-07',
            where: '/properties/n/minimum',
            problem: 'must be number'
          },
          pointer: '/inputSchema/properties/n/minimum'
        }
      ]
    ],
    [
      'an output schema broken in its dialect',
      { inputSchema: { type: 'object' }, outputSchema: { type: 'object', properties: 'none' } },
      [
        {
          messageId: 'invalid',
          data: {
            which: 'outputSchema',
            dialect: 'JSON Schema 2020-12',
            where: '/properties',
            problem: 'must be object'
          },
          pointer: '/outputSchema/properties'
        }
      ]
    ],
    [
      'an output schema that is no schema (2026-07-28)',
      { inputSchema: { type: 'object' }, outputSchema: 'json' },
      [{ messageId: 'not-a-schema', data: { found: '"json"' }, pointer: '/outputSchema' }]
    ]
  ])('fires on %s', (_label, extra, expected) => {
    expect(run(extra)).toEqual(expected);
  });

  it.each([
    [
      'a plain object schema',
      { inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] } }
    ],
    [
      'a well-made 2020-12 schema: oneOf, $defs, internal $ref, prefixItems, if/then',
      {
        inputSchema: {
          type: 'object',
          $defs: { point: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }], items: false } },
          properties: {
            kind: { enum: ['line', 'dot'] },
            from: { $ref: '#/$defs/point' },
            to: { $ref: '#/$defs/point' },
            style: { oneOf: [{ const: 'solid' }, { type: 'object', properties: { dash: { type: 'integer' } } }] }
          },
          required: ['kind', 'from'],
          if: { properties: { kind: { const: 'line' } } },
          then: { required: ['to'] }
        }
      }
    ],
    [
      'a draft-07 tuple under a draft-07 $schema',
      {
        inputSchema: {
          $schema: DRAFT_07,
          type: 'object',
          properties: { p: { type: 'array', items: [{ type: 'number' }] } }
        }
      }
    ],
    [
      'an unknown dialect (not checked)',
      {
        inputSchema: {
          $schema: 'http://json-schema.org/draft-04/schema#',
          type: 'object',
          properties: { n: { type: 'int' } }
        }
      }
    ],
    [
      'an array output schema (2026-07-28 allows any)',
      { inputSchema: { type: 'object' }, outputSchema: { type: 'array', items: { type: 'string' } } }
    ],
    ["a non-object input schema (SCH-003's)", { inputSchema: 'text' }],
    ['no schemas', {}]
  ])('does not fire on %s', (_label, extra) => {
    expect(run(extra)).toEqual([]);
  });

  describe('by specification version', () => {
    const broken = { inputSchema: { type: 'object', properties: { n: { type: 'int' } } } };
    it('2025-06-18 states no dialect and no validity rule: it does not fire', () => {
      expect(run(broken, '2025-06-18')).toEqual([]);
    });
    it('2025-11-25 says the schema MUST be valid and defaults to 2020-12: it fires', () => {
      expect(run(broken, '2025-11-25').map((f) => f.messageId)).toEqual(['invalid']);
    });
    it("a string outputSchema is SCH-008's under 2025-11-25, SCH-009's under 2026-07-28", () => {
      expect(run({ inputSchema: { type: 'object' }, outputSchema: 'json' }, '2025-11-25')).toEqual([]);
      expect(
        run({ inputSchema: { type: 'object' }, outputSchema: 'json' }, '2026-07-28').map((f) => f.messageId)
      ).toEqual(['not-a-schema']);
    });
  });
});

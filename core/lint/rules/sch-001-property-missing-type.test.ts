// biome-ignore-all lint/suspicious/noThenProperty: `then` is JSON Schema's conditional keyword, not a thenable
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch001PropertyMissingType as rule } from './sch-001-property-missing-type.ts';

const run = (inputSchema: unknown) =>
  rule.check({ preset: 'recommended', name: 't', description: 'd', tool: { name: 't', inputSchema } as Tool });
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });

describe('SCH-001 property-missing-type', () => {
  it.each([
    [
      'a property with only a description',
      obj({ q: { description: 'query' } }),
      [{ messageId: 'untyped', data: { name: 'q' }, pointer: '/inputSchema/properties/q' }]
    ],
    [
      'an empty property schema',
      obj({ q: {} }),
      [{ messageId: 'untyped', data: { name: 'q' }, pointer: '/inputSchema/properties/q' }]
    ],
    [
      'a property that is true (accept anything)',
      obj({ q: true }),
      [{ messageId: 'untyped', data: { name: 'q' }, pointer: '/inputSchema/properties/q' }]
    ],
    [
      'a property given as a bare string',
      obj({ q: 'string' }),
      [{ messageId: 'untyped', data: { name: 'q' }, pointer: '/inputSchema/properties/q' }]
    ],
    [
      'an untyped property of an object property',
      obj({ filter: { type: 'object', properties: { field: { description: 'x' } } } }),
      [{ messageId: 'untyped', data: { name: 'field' }, pointer: '/inputSchema/properties/filter/properties/field' }]
    ],
    [
      'an untyped property inside array items',
      obj({ rows: { type: 'array', items: { type: 'object', properties: { 'a/b': {} } } } }),
      [{ messageId: 'untyped', data: { name: 'a/b' }, pointer: '/inputSchema/properties/rows/items/properties/a~1b' }]
    ],
    [
      'an untyped property inside an anyOf branch',
      { type: 'object', anyOf: [{ properties: { x: { title: 'X' } } }] },
      [{ messageId: 'untyped', data: { name: 'x' }, pointer: '/inputSchema/anyOf/0/properties/x' }]
    ],
    [
      'a description naming one type but declaring none',
      obj({ value: { description: 'The value to compare against. Must be a string' } }),
      [{ messageId: 'untyped', data: { name: 'value' }, pointer: '/inputSchema/properties/value' }]
    ],
    [
      'a branch refining a property the parent leaves untyped too',
      { type: 'object', properties: { q: { description: 'query' } }, allOf: [{ properties: { q: { minLength: 3 } } }] },
      [
        { messageId: 'untyped', data: { name: 'q' }, pointer: '/inputSchema/properties/q' },
        { messageId: 'untyped', data: { name: 'q' }, pointer: '/inputSchema/allOf/0/properties/q' }
      ]
    ],
    [
      'a writable {} beside readOnly siblings (plane create_cycle cycle_data.logo_props, a true positive)',
      obj({ cycle_data: { type: 'object', properties: { id: { readOnly: true, type: 'string' }, logo_props: {} } } }),
      [
        {
          messageId: 'untyped',
          data: { name: 'logo_props' },
          pointer: '/inputSchema/properties/cycle_data/properties/logo_props'
        }
      ]
    ],
    [
      'an untyped value whose parent is a schema node but not documented as one (metabase execute_query parameters[].value)',
      obj({
        parameters: {
          type: 'array',
          items: { type: 'object', properties: { value: { description: 'Parameter value' } } }
        }
      }),
      [
        {
          messageId: 'untyped',
          data: { name: 'value' },
          pointer: '/inputSchema/properties/parameters/items/properties/value'
        }
      ]
    ]
  ])('fires on %s', (_label, schema, expected) => {
    expect(run(schema)).toEqual(expected);
  });

  it.each([
    ['a typed property', obj({ q: { type: 'string' } })],
    ['a list of types', obj({ q: { type: ['string', 'null'] } })],
    ['an enum', obj({ q: { enum: ['a', 'b'] } })],
    ['a const', obj({ q: { const: 1 } })],
    ['a $ref', obj({ q: { $ref: '#/$defs/Q' } })],
    ['anyOf', obj({ q: { anyOf: [{ type: 'string' }, { type: 'number' }] } })],
    ['oneOf', obj({ q: { oneOf: [{ type: 'string' }] } })],
    ['allOf', obj({ q: { allOf: [{ type: 'string' }] } })],
    ['not', obj({ q: { not: { type: 'null' } } })],
    ['false (forbidden property)', obj({ q: false })],
    ['no input schema at all', undefined],
    ['a non-object input schema', 'nonsense'],
    // Valid JSON Schema 2020-12 constructs.
    ['an object by its properties alone', obj({ q: { properties: { a: { type: 'string' } } } })],
    ['a tuple by prefixItems alone', obj({ p: { prefixItems: [{ type: 'number' }] } })],
    ['a conditional', obj({ q: { if: { type: 'string' }, then: { minLength: 1 }, else: { type: 'number' } } })],
    ['a $dynamicRef', obj({ q: { $dynamicRef: '#node' } })],
    [
      'a value the description opens to any type (a real frontmatter tool)',
      obj({
        value: {
          description:
            "The value to assign when using the 'set' operation. Can be a string, number, boolean, array, or a JSON object."
        }
      })
    ],
    ['"any JSON value" said outright', obj({ value: { description: 'Any JSON value to store' } })],
    [
      'an allOf branch refining a property its parent types',
      { type: 'object', properties: { q: { type: 'string' } }, allOf: [{ properties: { q: { minLength: 3 } } }] }
    ],
    [
      'a then branch narrowing a declared property',
      {
        type: 'object',
        properties: { kind: { type: 'string' }, n: { type: 'integer' } },
        if: { properties: { kind: { const: 'x' } } },
        then: { properties: { n: { minimum: 1 } } }
      }
    ],
    [
      'a readOnly field the server computes (plane create_issue_type issue_data.logo_props)',
      obj({
        issue_type_data: { type: 'object', properties: { logo_props: { readOnly: true }, name: { type: 'string' } } }
      })
    ],
    [
      'the items keyword inside an argument that holds a JSON Schema (vapi create_tool function.parameters)',
      obj({
        parameters: {
          type: 'object',
          description: 'JSON schema for function parameters',
          properties: {
            properties: {
              type: 'object',
              additionalProperties: { type: 'object', properties: { type: { type: 'string' }, items: {} } }
            }
          }
        }
      })
    ],
    [
      'an argument whose value is a JSON Schema, said so (hyperbrowser extract_structured_data schema)',
      obj({
        schema: {
          description:
            'The json schema to use for the extraction. Must provide an object describing a spec compliant json schema, any other types are invalid.'
        }
      })
    ],
    [
      'a property a base schema ($ref) types, refined untyped in an allOf branch',
      {
        type: 'object',
        allOf: [{ $ref: '#/$defs/Base' }, { properties: { q: { minLength: 3 } } }],
        $defs: { Base: { properties: { q: { type: 'string' } } } }
      }
    ]
  ])('does not fire on %s', (_label, schema) => {
    expect(run(schema)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch005UnresolvedRef as rule } from './sch-005-unresolved-ref.ts';

const run = (inputSchema: unknown, outputSchema?: unknown) =>
  rule.check({
    options: {},
    name: 't',
    description: 'd',
    tool: { name: 't', inputSchema, ...(outputSchema !== undefined ? { outputSchema } : {}) } as Tool
  });
const withProp = (q: unknown, extra: Record<string, unknown> = {}) => ({ type: 'object', properties: { q }, ...extra });

describe('SCH-005 unresolved-ref', () => {
  it.each([
    [
      'a missing $defs target',
      withProp({ $ref: '#/$defs/Q' }),
      [{ messageId: 'unresolved', data: { ref: '#/$defs/Q' }, pointer: '/inputSchema/properties/q/$ref' }]
    ],
    [
      'a missing definitions target',
      withProp({ $ref: '#/definitions/Q' }, { definitions: { R: { type: 'string' } } }),
      [{ messageId: 'unresolved', data: { ref: '#/definitions/Q' }, pointer: '/inputSchema/properties/q/$ref' }]
    ],
    [
      'an unknown anchor',
      withProp({ $ref: '#nope' }),
      [{ messageId: 'unresolved', data: { ref: '#nope' }, pointer: '/inputSchema/properties/q/$ref' }]
    ],
    [
      'a malformed percent escape',
      withProp({ $ref: '#/$defs/%E0%A4%A' }),
      [{ messageId: 'unresolved', data: { ref: '#/$defs/%E0%A4%A' }, pointer: '/inputSchema/properties/q/$ref' }]
    ],
    [
      'a $ref that is not a string',
      withProp({ $ref: 42 }),
      [{ messageId: 'unresolved', data: { ref: '42' }, pointer: '/inputSchema/properties/q/$ref' }]
    ],
    [
      'a reference to another document',
      withProp({ $ref: 'https://example.com/schemas/q.json' }),
      [
        {
          messageId: 'external',
          data: { ref: 'https://example.com/schemas/q.json' },
          pointer: '/inputSchema/properties/q/$ref'
        }
      ]
    ],
    [
      'a two-step reference loop (every site reports)',
      withProp({ type: 'string' }, { $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } } }),
      [
        { messageId: 'cycle', data: { ref: '#/$defs/B' }, pointer: '/inputSchema/$defs/A/$ref' },
        { messageId: 'cycle', data: { ref: '#/$defs/A' }, pointer: '/inputSchema/$defs/B/$ref' }
      ]
    ],
    [
      'a schema that refers to itself',
      withProp({ $ref: '#/properties/q' }),
      [{ messageId: 'cycle', data: { ref: '#/properties/q' }, pointer: '/inputSchema/properties/q/$ref' }]
    ]
  ])('fires on %s', (_label, schema, expected) => {
    expect(run(schema)).toEqual(expected);
  });

  it('resolves outputSchema refs against the output schema, not the input schema', () => {
    const input = withProp({ type: 'string' }, { $defs: { Row: { type: 'object' } } });
    const output = { type: 'object', properties: { rows: { type: 'array', items: { $ref: '#/$defs/Row' } } } };
    expect(run(input, output)).toEqual([
      { messageId: 'unresolved', data: { ref: '#/$defs/Row' }, pointer: '/outputSchema/properties/rows/items/$ref' }
    ]);
  });

  it.each([
    ['a $defs target', withProp({ $ref: '#/$defs/Q' }, { $defs: { Q: { type: 'string' } } })],
    ['a definitions target', withProp({ $ref: '#/definitions/Q' }, { definitions: { Q: { type: 'string' } } })],
    ['a percent-encoded name', withProp({ $ref: '#/$defs/My%20Q' }, { $defs: { 'My Q': { type: 'string' } } })],
    ['an escaped pointer segment', withProp({ $ref: '#/$defs/a~1b' }, { $defs: { 'a/b': { type: 'string' } } })],
    ['an $anchor', withProp({ $ref: '#q' }, { $defs: { Q: { $anchor: 'q', type: 'string' } } })],
    ['the root', withProp({ $ref: '#' })],
    [
      'a chain that ends in a schema',
      withProp({ $ref: '#/$defs/A' }, { $defs: { A: { $ref: '#/$defs/B' }, B: { type: 'string' } } })
    ],
    [
      'recursion through properties (a tree)',
      {
        type: 'object',
        properties: { node: { $ref: '#/$defs/Node' } },
        $defs: {
          Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Node' } } } }
        }
      }
    ],
    [
      'a reference under the root $id',
      {
        $id: 'https://x.test/s.json',
        type: 'object',
        properties: { q: { $ref: 'https://x.test/s.json#/$defs/Q' } },
        $defs: { Q: { type: 'string' } }
      }
    ],
    ['no refs at all', withProp({ type: 'string' })],
    [
      'an embedded resource (a $defs entry with its own $id, 2020-12)',
      withProp(
        { $ref: 'https://x.test/address' },
        {
          $defs: {
            Address: { $id: 'https://x.test/address', type: 'object', properties: { city: { type: 'string' } } }
          }
        }
      )
    ],
    [
      'a pointer into an embedded resource',
      withProp(
        { $ref: 'https://x.test/shapes#/$defs/point' },
        {
          $defs: {
            Shapes: {
              $id: 'https://x.test/shapes',
              $defs: { point: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] } }
            }
          }
        }
      )
    ]
  ])('does not fire on %s', (_label, schema) => {
    expect(run(schema)).toEqual([]);
  });

  it('terminates on a cyclic object graph (YAML aliases) and a very deep schema', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.properties = { self: cyclic, bad: { $ref: '#/nope' } };
    expect(run(cyclic).map((f) => f.messageId)).toEqual(['unresolved']);
    let deep: Record<string, unknown> = { $ref: '#/missing' };
    for (let i = 0; i < 10_000; i++) deep = { type: 'object', properties: { x: deep } };
    expect(() => run(deep)).not.toThrow();
  });
});

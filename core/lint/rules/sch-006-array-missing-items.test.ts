import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch006ArrayMissingItems as rule } from './sch-006-array-missing-items.ts';

const run = (inputSchema: unknown) =>
  rule.check({ options: {}, name: 't', description: 'd', tool: { name: 't', inputSchema } as Tool });
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });

describe('SCH-006 array-missing-items', () => {
  it.each([
    [
      'an array property without items',
      obj({ tags: { type: 'array' } }),
      [{ messageId: 'no-items', data: { where: '"tags"' }, pointer: '/inputSchema/properties/tags' }]
    ],
    [
      'a nullable array',
      obj({ tags: { type: ['array', 'null'] } }),
      [{ messageId: 'no-items', data: { where: '"tags"' }, pointer: '/inputSchema/properties/tags' }]
    ],
    [
      'an array of arrays whose inner array has no items',
      obj({ m: { type: 'array', items: { type: 'array' } } }),
      [
        {
          messageId: 'no-items',
          data: { where: 'at /inputSchema/properties/m/items' },
          pointer: '/inputSchema/properties/m/items'
        }
      ]
    ],
    [
      'an array in a oneOf branch',
      obj({ v: { oneOf: [{ type: 'string' }, { type: 'array' }] } }),
      [
        {
          messageId: 'no-items',
          data: { where: 'at /inputSchema/properties/v/oneOf/1' },
          pointer: '/inputSchema/properties/v/oneOf/1'
        }
      ]
    ]
  ])('fires on %s', (_label, schema, expected) => {
    expect(run(schema)).toEqual(expected);
  });

  it.each([
    ['an array with items', obj({ tags: { type: 'array', items: { type: 'string' } } })],
    ['an array with items: true', obj({ tags: { type: 'array', items: true } })],
    ['a tuple with prefixItems', obj({ p: { type: 'array', prefixItems: [{ type: 'number' }, { type: 'number' }] } })],
    ['a draft-07 tuple (items as a list)', obj({ p: { type: 'array', items: [{ type: 'number' }] } })],
    ['no arrays', obj({ q: { type: 'string' } })],
    ['contains (2020-12: what some element must be)', obj({ tags: { type: 'array', contains: { const: 'x' } } })],
    [
      'a nullable branch whose parent gives the items',
      obj({ tags: { items: { type: 'string' }, anyOf: [{ type: 'array' }, { type: 'null' }] } })
    ]
  ])('does not fire on %s', (_label, schema) => {
    expect(run(schema)).toEqual([]);
  });
});

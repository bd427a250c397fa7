import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch002RequiredUndeclared as rule } from './sch-002-required-undeclared.ts';

const run = (inputSchema: unknown) => rule.check({ preset: 'recommended', name: 't', description: 'd', tool: { name: 't', inputSchema } as Tool });

describe('SCH-002 required-undeclared', () => {
  it.each([
    [
      'a required name missing from properties',
      { type: 'object', properties: { q: { type: 'string' } }, required: ['q', 'query'] },
      [{ messageId: 'undeclared', data: { name: 'query' }, pointer: '/inputSchema/required/1' }]
    ],
    ['required with no properties at all', { type: 'object', required: ['id'] }, [{ messageId: 'undeclared', data: { name: 'id' }, pointer: '/inputSchema/required/0' }]],
    [
      'a nested object schema',
      { type: 'object', properties: { opts: { type: 'object', properties: { a: { type: 'string' } }, required: ['b'] } } },
      [{ messageId: 'undeclared', data: { name: 'b' }, pointer: '/inputSchema/properties/opts/required/0' }]
    ],
    [
      'a name declared only in a sibling object, not in this one',
      { type: 'object', properties: { a: { type: 'object', properties: { x: { type: 'string' } } } }, required: ['x'] },
      [{ messageId: 'undeclared', data: { name: 'x' }, pointer: '/inputSchema/required/0' }]
    ],
    [
      'a $ref whose target lacks the name',
      { type: 'object', allOf: [{ $ref: '#/$defs/Base' }], required: ['idx'], $defs: { Base: { properties: { id: { type: 'string' } } } } },
      [{ messageId: 'undeclared', data: { name: 'idx' }, pointer: '/inputSchema/required/0' }]
    ]
  ])('fires on %s', (_label, schema, expected) => {
    expect(run(schema)).toEqual(expected);
  });

  it.each([
    ['every required name declared', { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }],
    ['a name declared in an allOf branch', { type: 'object', allOf: [{ properties: { q: { type: 'string' } } }], required: ['q'] }],
    ['a name declared in every oneOf branch', { type: 'object', oneOf: [{ properties: { id: { type: 'string' } } }], required: ['id'] }],
    ['a name declared by a $ref in allOf', { type: 'object', allOf: [{ $ref: '#/$defs/Base' }], required: ['id'], $defs: { Base: { properties: { id: { type: 'string' } } } } }],
    ['a name declared by a $ref beside required', { type: 'object', $ref: '#/definitions/Base', required: ['id'], definitions: { Base: { properties: { id: { type: 'string' } } } } }],
    ['patternProperties (not evaluated: user regexes)', { type: 'object', patternProperties: { '^x_': { type: 'string' } }, required: ['x_a'] }],
    ['an empty required list', { type: 'object', properties: {}, required: [] }],
    ['non-string entries (not names)', { type: 'object', properties: {}, required: [1, null] }],
    ['required that is not a list', { type: 'object', properties: {}, required: 'q' }],
    ['a missing schema', undefined]
  ])('does not fire on %s', (_label, schema) => {
    expect(run(schema)).toEqual([]);
  });
});

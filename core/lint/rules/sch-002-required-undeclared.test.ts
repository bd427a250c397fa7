// biome-ignore-all lint/suspicious/noThenProperty: `then` is JSON Schema's conditional keyword, not a thenable
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch002RequiredUndeclared as rule } from './sch-002-required-undeclared.ts';

/** runpod create-pod reduced: the body's `then.required` names a property a base schema declares two `$ref` steps away. */
const createPod = (requiredName: string) => ({
  type: 'object',
  properties: { body: { $ref: '#/$defs/CreatePodRequest' } },
  $defs: {
    Base: { type: 'object', properties: { image: { type: 'string' } } },
    ContainerConfig: { allOf: [{ $ref: '#/$defs/Base' }, { properties: { registry: { type: 'string' } } }] },
    CreatePodRequest: {
      allOf: [{ $ref: '#/$defs/ContainerConfig' }, { properties: { templateId: { type: 'string' } } }],
      if: { not: { required: ['templateId'] } },
      then: { required: [requiredName] }
    }
  }
});

const run = (inputSchema: unknown) =>
  rule.check({ preset: 'recommended', name: 't', description: 'd', tool: { name: 't', inputSchema } as Tool });

describe('SCH-002 required-undeclared', () => {
  it.each([
    [
      'a required name missing from properties',
      { type: 'object', properties: { q: { type: 'string' } }, required: ['q', 'query'] },
      [{ messageId: 'undeclared', data: { name: 'query' }, pointer: '/inputSchema/required/1' }]
    ],
    [
      'required with no properties at all',
      { type: 'object', required: ['id'] },
      [{ messageId: 'undeclared', data: { name: 'id' }, pointer: '/inputSchema/required/0' }]
    ],
    [
      'a nested object schema',
      {
        type: 'object',
        properties: { opts: { type: 'object', properties: { a: { type: 'string' } }, required: ['b'] } }
      },
      [{ messageId: 'undeclared', data: { name: 'b' }, pointer: '/inputSchema/properties/opts/required/0' }]
    ],
    [
      'a name declared only in a sibling object, not in this one',
      { type: 'object', properties: { a: { type: 'object', properties: { x: { type: 'string' } } } }, required: ['x'] },
      [{ messageId: 'undeclared', data: { name: 'x' }, pointer: '/inputSchema/required/0' }]
    ],
    [
      'a $ref whose target lacks the name',
      {
        type: 'object',
        allOf: [{ $ref: '#/$defs/Base' }],
        required: ['idx'],
        $defs: { Base: { properties: { id: { type: 'string' } } } }
      },
      [{ messageId: 'undeclared', data: { name: 'idx' }, pointer: '/inputSchema/required/0' }]
    ],
    [
      'a chain of $refs none of which declares the name',
      createPod('imag'),
      [
        {
          messageId: 'undeclared',
          data: { name: 'imag' },
          pointer: '/inputSchema/$defs/CreatePodRequest/then/required/0'
        }
      ]
    ],
    [
      'a then-branch requiring a name no schema of that value declares',
      {
        type: 'object',
        properties: { kind: { type: 'string' } },
        if: { properties: { kind: { const: 'a' } } },
        then: { required: ['zzz'] }
      },
      [{ messageId: 'undeclared', data: { name: 'zzz' }, pointer: '/inputSchema/then/required/0' }]
    ],
    [
      'a branch of a nested property, checked against that property (not the root)',
      {
        type: 'object',
        properties: {
          q: { type: 'string' },
          opts: { type: 'object', properties: { a: { type: 'string' } }, oneOf: [{ required: ['q'] }] }
        }
      },
      [{ messageId: 'undeclared', data: { name: 'q' }, pointer: '/inputSchema/properties/opts/oneOf/0/required/0' }]
    ]
  ])('fires on %s', (_label, schema, expected) => {
    expect(run(schema)).toEqual(expected);
  });

  it.each([
    ['every required name declared', { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] }],
    [
      'a name declared in an allOf branch',
      { type: 'object', allOf: [{ properties: { q: { type: 'string' } } }], required: ['q'] }
    ],
    [
      'a name declared in every oneOf branch',
      { type: 'object', oneOf: [{ properties: { id: { type: 'string' } } }], required: ['id'] }
    ],
    [
      'a name declared by a $ref in allOf',
      {
        type: 'object',
        allOf: [{ $ref: '#/$defs/Base' }],
        required: ['id'],
        $defs: { Base: { properties: { id: { type: 'string' } } } }
      }
    ],
    [
      'a name declared by a $ref beside required',
      {
        type: 'object',
        $ref: '#/definitions/Base',
        required: ['id'],
        definitions: { Base: { properties: { id: { type: 'string' } } } }
      }
    ],
    [
      'patternProperties (not evaluated: user regexes)',
      { type: 'object', patternProperties: { '^x_': { type: 'string' } }, required: ['x_a'] }
    ],
    ['an empty required list', { type: 'object', properties: {}, required: [] }],
    ['non-string entries (not names)', { type: 'object', properties: {}, required: [1, null] }],
    ['required that is not a list', { type: 'object', properties: {}, required: 'q' }],
    ['a missing schema', undefined],
    // Valid 2020-12 constructs: a branch's `required` names properties its parent declares.
    [
      'required in an if/then branch, the property declared by the parent',
      {
        type: 'object',
        properties: { kind: { enum: ['card', 'bank'] }, card_number: { type: 'string' } },
        if: { properties: { kind: { const: 'card' } } },
        then: { required: ['card_number'] }
      }
    ],
    [
      'required in an else branch',
      {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'string' } },
        if: { required: ['a'] },
        else: { required: ['b'] }
      }
    ],
    [
      'one of two required sets (oneOf of required lists)',
      {
        type: 'object',
        properties: { id: { type: 'string' }, slug: { type: 'string' } },
        oneOf: [{ required: ['id'] }, { required: ['slug'] }]
      }
    ],
    [
      'dependentSchemas requiring a declared property',
      {
        type: 'object',
        properties: { card: { type: 'string' }, cvc: { type: 'string' } },
        dependentSchemas: { card: { required: ['cvc'] } }
      }
    ],
    [
      'a name only tested in if (a condition, not a demand)',
      { type: 'object', properties: { a: { type: 'string' } }, if: { required: ['legacy'] }, then: { required: ['a'] } }
    ],
    [
      'a name under not (it must be absent)',
      { type: 'object', properties: { a: { type: 'string' } }, not: { required: ['b'] } }
    ],
    [
      'a $defs mixin of required names, brought in by allOf',
      {
        type: 'object',
        properties: { a: { type: 'string' } },
        allOf: [{ $ref: '#/$defs/NeedsA' }],
        $defs: { NeedsA: { required: ['a'] } }
      }
    ],
    [
      'a name a base schema declares two $ref steps away (runpod create-pod: CreatePodRequest → ContainerConfig → BaseContainerConfig)',
      createPod('image')
    ],
    [
      'allOf[1] requiring a name allOf[0] reaches through a chain (runpod create-template)',
      {
        type: 'object',
        $defs: {
          Base: { properties: { image: { type: 'string' } } },
          Mid: { allOf: [{ $ref: '#/$defs/Base' }] },
          Req: { allOf: [{ $ref: '#/$defs/Mid' }, { required: ['image'] }] }
        },
        properties: { body: { $ref: '#/$defs/Req' } }
      }
    ],
    [
      'a cycle of references that declares the name (read once, no hang)',
      {
        type: 'object',
        $defs: {
          A: { allOf: [{ $ref: '#/$defs/B' }], properties: { a: { type: 'string' } } },
          B: { allOf: [{ $ref: '#/$defs/A' }], required: ['a'] }
        },
        properties: { x: { $ref: '#/$defs/B' } }
      }
    ]
  ])('does not fire on %s', (_label, schema) => {
    expect(run(schema)).toEqual([]);
  });
});

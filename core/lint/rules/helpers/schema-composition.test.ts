// biome-ignore-all lint/suspicious/noThenProperty: `then` is JSON Schema's conditional keyword, not a thenable
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../../catalog/types.ts';
import { schemaProperties } from '../../tool-facts.ts';
import { composedObject, MAX_COMPOSITION_DEPTH } from './schema-composition.ts';

/** Names with where each is declared, and the required names, of the input schema's root. */
const compose = (schema: unknown, alternatives = false) => {
  const c = composedObject(schema, '/inputSchema', schema, { alternatives });
  return {
    properties: Object.fromEntries(Array.from(c.properties, ([k, v]) => [k, v.map((d) => d.pointer)])),
    required: [...c.required].sort()
  };
};

/** A chain of `n` definitions, each composing the next with allOf/$ref; the last declares `deep`. */
function chain(n: number) {
  const $defs: Record<string, unknown> = {};
  for (let i = 0; i < n; i++)
    $defs[`D${i}`] =
      i === n - 1 ? { properties: { deep: { type: 'string' } } } : { allOf: [{ $ref: `#/$defs/D${i + 1}` }] };
  return { $ref: '#/$defs/D0', $defs };
}

describe('composedObject', () => {
  it.each([
    [
      'own properties and required',
      { properties: { a: {} }, required: ['a'] },
      { properties: { a: ['/inputSchema/properties/a'] }, required: ['a'] }
    ],
    [
      'allOf branches',
      { allOf: [{ properties: { a: {} } }, { properties: { b: {} }, required: ['b'] }] },
      {
        properties: { a: ['/inputSchema/allOf/0/properties/a'], b: ['/inputSchema/allOf/1/properties/b'] },
        required: ['b']
      }
    ],
    [
      'a $ref chain through $defs and definitions (runpod: Request → ContainerConfig → Base)',
      {
        $ref: '#/$defs/Request',
        $defs: {
          Request: { allOf: [{ $ref: '#/definitions/Config' }], required: ['image'] },
          Base: { properties: { image: { type: 'string' } } }
        },
        definitions: { Config: { allOf: [{ $ref: '#/$defs/Base' }] } }
      },
      { properties: { image: ['/inputSchema/$defs/Base/properties/image'] }, required: ['image'] }
    ],
    [
      'a name declared twice keeps both declarations, its own first',
      { properties: { q: {} }, allOf: [{ properties: { q: { type: 'string' } } }] },
      { properties: { q: ['/inputSchema/properties/q', '/inputSchema/allOf/0/properties/q'] }, required: [] }
    ],
    [
      'a cycle of references is read once',
      { $ref: '#/$defs/A', $defs: { A: { allOf: [{ $ref: '#/$defs/A' }], properties: { a: {} } } } },
      { properties: { a: ['/inputSchema/$defs/A/properties/a'] }, required: [] }
    ],
    [
      'an unresolvable or external $ref adds nothing',
      { $ref: 'https://x/y.json', properties: {} },
      { properties: {}, required: [] }
    ],
    ['alternatives are not read by default', { anyOf: [{ properties: { a: {} } }] }, { properties: {}, required: [] }],
    ['not a schema', 'nonsense', { properties: {}, required: [] }]
  ])('%s', (_label, schema, expected) => {
    expect(compose(schema)).toEqual(expected);
  });

  it('reads alternatives (anyOf, oneOf, then, else) when asked, without their required names', () => {
    const schema = {
      anyOf: [{ properties: { a: {} }, required: ['a'] }],
      oneOf: [{ properties: { b: {} } }],
      then: { properties: { c: {} } },
      else: { properties: { d: {} } }
    };
    expect(compose(schema, true)).toEqual({
      properties: {
        a: ['/inputSchema/anyOf/0/properties/a'],
        b: ['/inputSchema/oneOf/0/properties/b'],
        c: ['/inputSchema/then/properties/c'],
        d: ['/inputSchema/else/properties/d']
      },
      required: []
    });
  });

  it(`follows ${MAX_COMPOSITION_DEPTH} steps and no more`, () => {
    // D0 is one step from the root, so a chain of MAX definitions puts `deep` MAX steps away.
    expect(Object.keys(compose(chain(MAX_COMPOSITION_DEPTH)).properties)).toEqual(['deep']);
    expect(Object.keys(compose(chain(MAX_COMPOSITION_DEPTH + 1)).properties)).toEqual([]);
  });
});

describe('schemaProperties reads composed input schemas', () => {
  it('lists the properties a top-level allOf/$ref composes, pointing where each is declared', () => {
    const tool = {
      name: 't',
      inputSchema: {
        type: 'object',
        allOf: [{ $ref: '#/$defs/Base' }],
        properties: { extra: { type: 'number' } },
        required: ['id'],
        $defs: { Base: { properties: { id: { type: 'string', description: 'Record id' } } } }
      }
    } as Tool;
    expect(schemaProperties(tool).map((p) => [p.name, p.pointer, p.required, p.description])).toEqual([
      ['extra', '/inputSchema/properties/extra', false, undefined],
      ['id', '/inputSchema/$defs/Base/properties/id', true, 'Record id']
    ]);
  });
});

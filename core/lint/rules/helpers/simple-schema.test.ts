// biome-ignore-all lint/suspicious/noThenProperty: `then` is JSON Schema's conditional keyword, not a thenable
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { certainlyValidSchema } from './simple-schema.ts';
import { validate as validate202012 } from '../../dialect/meta-2020-12.generated.ts';
import { validate as validateDraft07 } from '../../dialect/meta-draft-07.generated.ts';

const validIn = (schema: unknown) => ({
  '2020-12': (validate202012 as (v: unknown) => boolean)(schema),
  'draft-07': (validateDraft07 as (v: unknown) => boolean)(schema)
});

describe('certainlyValidSchema (SCH-009 fast path)', () => {
  it.each<[string, unknown, boolean]>([
    ['an empty object schema', { type: 'object' }, true],
    [
      'a typical tool schema',
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: {
          q: { type: 'string', description: 'Query', minLength: 1, default: 'x' },
          n: { type: ['integer', 'null'], minimum: 0, maximum: 10 },
          tags: { type: 'array', items: { type: 'string', enum: ['a', 'b', 1, null, true] }, uniqueItems: true },
          opts: { type: 'object', additionalProperties: false, properties: {} },
          pick: { anyOf: [{ type: 'string' }, { const: 3 }], 'x-mcp-header': 'Pick', nullable: true }
        },
        required: ['q'],
        additionalProperties: false,
        $defs: { d: true }
      },
      true
    ],
    ['a misspelt type', { type: 'object', properties: { n: { type: 'int' } } }, false],
    ['required as a string', { type: 'object', required: 'id' }, false],
    ['required with a repeat', { type: 'object', required: ['a', 'a'] }, false],
    ['an empty type list', { type: [] }, false],
    ['a repeated type', { type: ['string', 'string'] }, false],
    ['an empty enum (invalid in draft-07)', { enum: [] }, false],
    ['a repeated enum value (invalid in draft-07)', { enum: ['a', 'a'] }, false],
    ['an enum of objects (left to the validators)', { enum: [{ a: 1 }] }, false],
    ['items as a list (draft-07 only)', { items: [{ type: 'string' }] }, false],
    ['an $id (2020-12 constrains its fragment)', { $id: 'x#y' }, false],
    ['dependencies (left to the validators)', { dependencies: { a: ['b'] } }, false],
    ['a negative minLength', { minLength: -1 }, false],
    ['a fractional maxItems', { maxItems: 1.5 }, false],
    ['a zero multipleOf', { multipleOf: 0 }, false],
    ['an empty anyOf', { anyOf: [] }, false],
    ['a property that is a string', { properties: { a: 'string' } }, false],
    ['a description that is a number', { description: 1 }, false],
    ['a boolean sub-schema', { properties: { a: false }, not: true }, true],
    ['a __proto__ property name', JSON.parse('{"properties":{"__proto__":{"type":"string"}}}'), true],
    ['unknown keywords with any value', { nullable: 'yes', 'x-a': [1, { b: 2 }], toString: 3 }, true]
  ])('%s', (_, schema, expected) => {
    expect(certainlyValidSchema(schema)).toBe(expected);
    if (expected) expect(validIn(schema)).toEqual({ '2020-12': true, 'draft-07': true });
  });

  it('stops (and leaves the validators to decide) on a self-containing schema', () => {
    const loop: Record<string, unknown> = { type: 'object' };
    loop.properties = { self: loop };
    expect(certainlyValidSchema(loop)).toBe(false);
  });

  it('never calls valid what a meta-schema validator rejects (random schema-like values)', () => {
    const keys = [
      'type',
      'properties',
      'required',
      'items',
      'enum',
      'const',
      'default',
      'description',
      'title',
      'format',
      'pattern',
      'minimum',
      'maxLength',
      'minItems',
      'multipleOf',
      'anyOf',
      'oneOf',
      'allOf',
      'not',
      'if',
      'then',
      'additionalProperties',
      'additionalItems',
      'prefixItems',
      '$defs',
      'definitions',
      '$ref',
      '$schema',
      '$id',
      'examples',
      'uniqueItems',
      'readOnly',
      'dependencies',
      'x-extra',
      'nullable'
    ]; // prettier-ignore
    const scalar = fc.oneof(
      fc.constantFrom('string', 'object', 'array', 'integer', 'null', 'int', ''),
      fc.integer({ min: -2, max: 3 }),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null)
    );
    const { schema } = fc.letrec((tie) => ({
      schema: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.boolean(),
        fc.dictionary(fc.constantFrom(...keys), tie('value'), { maxKeys: 5 })
      ),
      value: fc.oneof(
        { depthSize: 'small' },
        scalar,
        tie('schema'),
        fc.array(fc.oneof(scalar, tie('schema')), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 3 }), tie('schema'), { maxKeys: 3 })
      )
    }));
    let certain = 0;
    fc.assert(
      fc.property(schema, (s) => {
        if (!certainlyValidSchema(s)) return true;
        certain++;
        const v = validIn(s);
        return v['2020-12'] && v['draft-07'];
      }),
      { numRuns: 3000 }
    );
    // The property must have been exercised, not only vacuously true.
    expect(certain).toBeGreaterThan(100);
  });
});

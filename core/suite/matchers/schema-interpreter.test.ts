import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparisonSchema } from '../normalize.ts';
import { interpretSchema } from './schema-interpreter.ts';

// The schema matcher's own ajv settings (matchers/schema.ts).
const ajv = new Ajv({ strict: false, allErrors: false });

/** Verdict and first error from ajv and from the interpreter: they must be the same. */
function both(schema: object | boolean, data: unknown) {
  const a = ajv.compile(schema);
  const i = interpretSchema(schema);
  if (typeof i === 'string') throw new Error(i);
  const first = (errors: Array<{ instancePath: string; message?: string }> | null | undefined) =>
    errors?.[0] ? `${errors[0].instancePath} ${errors[0].message}` : null;
  return { ajv: [a(data), first(a.errors)], interpreter: [i(data), first(i.errors)] };
}

const CASES: Array<[object | boolean, unknown[]]> = [
  [{ minimum: 0.75 }, [0.625, 0.75, 1, 'x', null]],
  [{ type: 'number', minimum: 80, maximum: 100 }, [79, 80, 101, '90', [], {}]],
  [{ exclusiveMinimum: 0, exclusiveMaximum: 1 }, [0, 0.5, 1]],
  [{ const: 3 }, [3, 4, '3']],
  [{ const: { a: [1, 2] } }, [{ a: [1, 2] }, { a: [2, 1] }, { a: [1, 2], b: 1 }]],
  [{ not: { const: 0 } }, [0, 1]],
  [{ enum: ['a', 1, null] }, ['a', 'b', null, 2]],
  [{ type: ['string', 'null'] }, ['x', null, 1]],
  [{ type: 'integer' }, [1, 1.5, NaN, '1']],
  [
    { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', minLength: 2 } },
    [[], ['ab'], ['ab', 'c'], ['ab', 'cd', 'ef'], 'no']
  ],
  [
    {
      type: 'object',
      required: ['a', 'b'],
      properties: { a: { type: 'number' }, 'x/y': { const: 1 } },
      additionalProperties: false
    },
    [{ a: 1, b: 2 }, { a: 'x', b: 2 }, { b: 1 }, { a: 1, b: 1, c: 3 }, { a: 1, b: 1, 'x/y': 2 }]
  ],
  [{ additionalProperties: { type: 'boolean' } }, [{ a: true }, { a: 1 }, []]],
  [{ anyOf: [{ type: 'string' }, { minimum: 5 }] }, ['s', 6, 4, null]],
  [{ oneOf: [{ minimum: 0 }, { maximum: 10 }] }, [-1, 5, 20]],
  [{ allOf: [{ minimum: 0 }, { multipleOf: 0.5 }] }, [1.5, 1.2, -1]],
  [{ pattern: '^a.c$', maxLength: 3 }, ['abc', 'abd', 'abcd', '😀😀😀']],
  [{ minProperties: 1, maxProperties: 1 }, [{}, { a: 1 }, { a: 1, b: 2 }]],
  [false, [1]],
  [true, [1]]
];

describe('the schema interpreter agrees with ajv, verdict and first error', () => {
  for (const [schema, values] of CASES) {
    it.each(values.map((v) => [JSON.stringify(schema), v] as const))('%s on %j', (_s, v) => {
      const r = both(schema, v);
      expect(r.interpreter).toEqual(r.ajv);
    });
  }

  it('on every shorthand comparison against any number or value', () => {
    const num = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true, min: -5, max: 5 }));
    const comparison = fc
      .record(
        {
          '>=': num,
          '>': num,
          '<=': num,
          '<': num,
          '==': fc.oneof(num, fc.string()),
          '!=': fc.oneof(num, fc.string())
        },
        { requiredKeys: [] }
      )
      .filter((c) => Object.keys(c).length > 0);
    fc.assert(
      fc.property(comparison, fc.oneof(num, fc.string(), fc.constant(null), fc.boolean()), (c, v) => {
        const r = both(comparisonSchema(c as never), v);
        expect(r.interpreter).toEqual(r.ajv);
      }),
      { numRuns: 400 }
    );
  });
});

describe('what the interpreter refuses', () => {
  it.each([
    [{ format: 'email' }, 'the keyword "format"'],
    [{ properties: { a: { $ref: '#/definitions/x' } } }, 'the keyword "$ref" at /properties/a'],
    [{ items: [{}, {}] }, 'the tuple form of "items" at /items'],
    [{ type: 'text' }, 'the type at /type']
  ])('%j', (schema, what) => {
    expect(interpretSchema(schema)).toBe(
      `the browser cannot evaluate ${what} (ajv compiles schemas to code, which the page's security policy forbids; toolgauge run can)`
    );
  });
});

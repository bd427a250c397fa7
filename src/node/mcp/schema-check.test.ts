import { describe, expect, it } from 'vitest';
import { checkAgainst, checkOutput, dialectOf } from './schema-check.ts';

describe('dialectOf: 2020-12 unless $schema names another', () => {
  it.each([
    [{}, '2020-12'],
    [{ $schema: 'https://json-schema.org/draft/2020-12/schema' }, '2020-12'],
    [{ $schema: 'http://json-schema.org/draft-07/schema#' }, 'draft-07'],
    [{ $schema: 'http://json-schema.org/draft-06/schema#' }, 'draft-07'],
    [{ $schema: 'http://json-schema.org/draft-04/schema#' }, 'draft-04'],
    [{ $schema: 'https://json-schema.org/draft/2019-09/schema' }, '2019-09']
  ])('%j -> %s', (schema, dialect) => expect(dialectOf(schema)).toBe(dialect));
});

describe('the dialect changes what validates', () => {
  // prefixItems is a 2020-12 keyword: draft-07 ignores it, 2020-12 applies it.
  const tuple = { type: 'array', prefixItems: [{ type: 'integer' }] };
  it('2020-12 applies prefixItems; draft-07 does not know it', () => {
    expect(checkAgainst(tuple, ['x'])).toEqual({
      ok: true,
      problems: [{ pointer: '/0', message: 'must be integer', keyword: 'type' }]
    });
    expect(checkAgainst({ ...tuple, $schema: 'http://json-schema.org/draft-07/schema#' }, ['x'])).toEqual({
      ok: true,
      problems: []
    });
  });
  it('draft-04 exclusiveMaximum is a boolean', () => {
    const s = {
      $schema: 'http://json-schema.org/draft-04/schema#',
      type: 'number',
      maximum: 3,
      exclusiveMaximum: true
    };
    expect(checkAgainst(s, 3)).toMatchObject({ ok: true, problems: [{ pointer: '', keyword: 'maximum' }] });
  });
  it('a schema ajv cannot compile is an error, not a throw; a schema $id used twice still compiles', () => {
    expect(checkAgainst({ type: 'nonsense' }, 1)).toMatchObject({ ok: false });
    expect(checkAgainst({ $id: 'https://x/a', type: 'string' }, 'a')).toEqual({ ok: true, problems: [] });
    expect(checkAgainst({ $id: 'https://x/a', type: 'number' }, 'a')).toMatchObject({
      ok: true,
      problems: [{ message: 'must be number' }]
    });
  });
});

describe('checkOutput', () => {
  const tool = {
    outputSchema: {
      type: 'object',
      required: ['n'],
      properties: { n: { type: 'integer' } },
      additionalProperties: false
    }
  };
  it.each([
    ['no outputSchema', {}, { content: [] }, { status: 'no-schema' }],
    ['isError results are not held to it', tool, { isError: true }, { status: 'error-result' }],
    ['valid', tool, { structuredContent: { n: 1 } }, { status: 'valid', dialect: '2020-12' }],
    [
      'missing structuredContent',
      tool,
      { content: [] },
      {
        status: 'invalid',
        dialect: '2020-12',
        problems: [
          {
            pointer: '/structuredContent',
            message: 'is missing, though the tool declares an outputSchema',
            keyword: 'required'
          }
        ]
      }
    ],
    [
      'a wrong type, a missing and an extra field, each by pointer',
      tool,
      { structuredContent: { x: 1 } },
      {
        status: 'invalid',
        dialect: '2020-12',
        problems: [
          { pointer: '/structuredContent/n', message: 'is required but missing', keyword: 'required' },
          {
            pointer: '/structuredContent/x',
            message: 'is not allowed (additionalProperties: false)',
            keyword: 'additionalProperties'
          }
        ]
      }
    ]
  ])('%s', (_name, t, result, expected) =>
    expect(checkOutput(t, result as { structuredContent?: unknown })).toEqual(expected)
  );
});

import { describe, expect, it } from 'vitest';
import { argsFromForm, formFields, toolsOfListing } from './call-form.ts';

const schema = {
  type: 'object',
  required: ['q', 'limit'],
  properties: {
    q: { type: 'string', description: 'Keywords.' },
    limit: { type: 'integer' },
    exact: { type: 'boolean' },
    sort: { enum: ['asc', 'desc', 3] },
    filter: { type: 'object' },
    tags: { type: ['array', 'null'] }
  }
};

describe('formFields: one field per property, typed by the inputSchema', () => {
  it('kinds, required marks, descriptions and enum choices', () => {
    expect(formFields(schema)).toEqual([
      { name: 'q', kind: 'string', required: true, description: 'Keywords.' },
      { name: 'limit', kind: 'integer', required: true },
      { name: 'exact', kind: 'boolean', required: false },
      { name: 'sort', kind: 'enum', required: false, options: ['asc', 'desc', '3'], choices: ['asc', 'desc', 3] },
      { name: 'filter', kind: 'json', required: false },
      { name: 'tags', kind: 'json', required: false }
    ]);
  });
  it('a schema with no properties gives no fields', () => {
    expect(formFields({ type: 'object' })).toEqual([]);
    expect(formFields(undefined)).toEqual([]);
  });
});

describe('argsFromForm: typed values back, empty optional fields left out, bad values named', () => {
  const fields = formFields(schema);
  it.each([
    [
      { q: 'rust', limit: '3' },
      { ok: true, args: { q: 'rust', limit: 3 } }
    ],
    [
      { q: '', limit: '3', exact: 'false', sort: '3', filter: '{"a":1}' },
      { ok: true, args: { q: '', limit: 3, exact: false, sort: 3, filter: { a: 1 } } }
    ],
    [
      { q: 'x', limit: 'three' },
      { ok: false, field: 'limit', error: 'limit must be a number' }
    ],
    [{ q: 'x' }, { ok: false, field: 'limit', error: 'limit is required' }],
    [
      { q: 'x', limit: '1', filter: '{oops' },
      { ok: false, field: 'filter', error: expect.stringMatching(/^filter must be JSON: /) }
    ]
  ])('%j', (values, expected) => {
    expect(argsFromForm(fields, values as Record<string, string>)).toEqual(expected);
  });
});

describe('toolsOfListing', () => {
  it('reads a single server and a config of several', () => {
    expect(toolsOfListing(JSON.stringify({ tools: [{ name: 'a', inputSchema: {} }] })).map((t) => t.id)).toEqual(['a']);
    expect(
      toolsOfListing(
        JSON.stringify({ servers: { s1: { tools: [{ name: 'a' }] }, s2: { tools: [{ name: 'b' }] } } })
      ).map((t) => [t.id, t.server])
    ).toEqual([
      ['s1.a', 's1'],
      ['s2.b', 's2']
    ]);
    expect(toolsOfListing('not json')).toEqual([]);
  });
});

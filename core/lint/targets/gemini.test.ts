import { describe, expect, it } from 'vitest';
import { checkGemini } from './gemini.ts';
import { toolWith } from './test-tool.ts';

describe('Gemini: the function-declaration Schema subset', () => {
  const cases: Array<[string, unknown, boolean, string?, string?]> = [
    [
      'the subset',
      { type: 'object', properties: { q: { type: 'string', nullable: true, enum: ['a'] } }, required: ['q'] },
      true
    ],
    ['additionalProperties', { type: 'object', properties: {}, additionalProperties: false }, false, 'schema-field'],
    ['oneOf', { type: 'object', properties: { v: { oneOf: [{ type: 'string' }] } } }, false, 'schema-field'],
    ['$ref', { type: 'object', properties: { v: { $ref: '#/$defs/x' } } }, false, 'schema-field'],
    ['a type list of two types', { type: 'object', properties: { v: { type: ['string', 'number'] } } }, false, 'type'],
    ['null in a type list', { type: 'object', properties: { v: { type: ['string', 'null'] } } }, false, 'type'],
    ['a name with a slash', { type: 'object', properties: {} }, false, 'name', 'a/b']
  ];
  it.each(cases)('%s', (_name, schema, accepted, reasonRule, name) => {
    const v = checkGemini(toolWith(schema, {}, name));
    expect(v.accepted).toBe(accepted);
    if (reasonRule) expect(v.reasons[0]).toMatch(new RegExp(`^${reasonRule} at /`));
  });
  it('leaves $schema open', () => {
    const v = checkGemini(
      toolWith({ $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: {} })
    );
    expect(v.accepted).toBe(true);
    expect(v.open?.[0]).toMatch(/^meta-key at \/inputSchema\/\$schema/);
  });
});

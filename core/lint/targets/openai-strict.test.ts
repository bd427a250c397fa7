import { describe, expect, it } from 'vitest';
import { checkOpenAiStrict, OPENAI_STRICT_RULES } from './openai-strict.ts';
import { toolWith } from './test-tool.ts';

const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra
});

describe('OpenAI strict: what the converter cannot send, and what it sends without enforcing', () => {
  const cases: Array<[string, unknown, boolean, string[], string?]> = [
    [
      'a plain object, additionalProperties absent (the converter adds false)',
      obj({ q: { type: 'string' } }),
      true,
      []
    ],
    [
      'optional properties (the converter marks them required)',
      obj({ q: { type: 'string' } }, { required: [] }),
      true,
      []
    ],
    [
      'root anyOf',
      { anyOf: [obj({ a: { type: 'string' } }), obj({ b: { type: 'string' } })] },
      false,
      [],
      'root-object'
    ],
    ['a nullable root', { type: ['object', 'null'], properties: {} }, false, [], 'root-object'],
    ['a string root', { type: 'string' }, false, [], 'root-object'],
    ['additionalProperties: true', obj({}, { additionalProperties: true }), false, [], 'additional-properties'],
    [
      'a nested additionalProperties schema',
      obj({ m: { type: 'object', additionalProperties: { type: 'string' } } }),
      false,
      [],
      'additional-properties'
    ],
    ['additionalProperties: false', obj({}, { additionalProperties: false }), true, []],
    ['allOf', obj({ a: { allOf: [{ type: 'string' }] } }), false, [], 'unsupported-composition'],
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, not a thenable
    ['if/then', obj({ a: { type: 'string' } }, { if: {}, then: {} }), false, [], 'unsupported-composition'],
    [
      'pattern, minLength, format, minimum: accepted, lost',
      obj({ s: { type: 'string', pattern: '^a', minLength: 2, format: 'email' }, n: { type: 'number', minimum: 0 } }),
      true,
      ['format', 'minLength', 'minimum', 'pattern']
    ],
    ['a nested anyOf is fine', obj({ v: { anyOf: [{ type: 'string' }, { type: 'number' }] } }), true, []],
    ['no input schema: an empty object is sent', undefined, true, []]
  ];
  it.each(cases)('%s', (_name, schema, accepted, lost, reasonRule) => {
    const v = checkOpenAiStrict(toolWith(schema));
    expect(v.accepted).toBe(accepted);
    expect(v.lost).toEqual(lost);
    if (reasonRule) expect(v.reasons[0]).toMatch(new RegExp(`^${reasonRule} at /inputSchema`));
    else expect(v.reasons).toEqual([]);
  });

  it('more than 100 properties in all is refused, 100 is not', () => {
    const props = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, { type: 'string' }]));
    expect(checkOpenAiStrict(toolWith(obj(props(100)))).accepted).toBe(true);
    const v = checkOpenAiStrict(toolWith(obj({ ...props(60), nested: obj(props(41)) })));
    expect(v.accepted).toBe(false);
    expect(v.reasons[0]).toContain('102 object properties');
  });

  it('more than 5 object levels is refused, 5 is not', () => {
    const nest = (levels: number): Record<string, unknown> =>
      levels === 1 ? obj({ leaf: { type: 'string' } }) : obj({ down: nest(levels - 1) });
    expect(checkOpenAiStrict(toolWith(nest(5))).accepted).toBe(true);
    expect(checkOpenAiStrict(toolWith(nest(6))).reasons[0]).toContain('6 levels of nesting');
  });

  it('says oneOf is a case the page leaves open, without refusing', () => {
    const v = checkOpenAiStrict(toolWith(obj({ v: { oneOf: [{ type: 'string' }, { type: 'number' }] } })));
    expect(v.accepted).toBe(true);
    expect(v.open?.[0]).toMatch(/^one-of at \/inputSchema\/properties\/v\/oneOf: oneOf is not named/);
  });

  it('every rule quotes OpenAI and links a page', () => {
    for (const r of OPENAI_STRICT_RULES) {
      expect(r.sentence.length).toBeGreaterThan(20);
      expect(r.source).toMatch(/^https:\/\//);
    }
  });
});

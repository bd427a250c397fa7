import { describe, expect, it } from 'vitest';
import { ANTHROPIC_STRICT_RULES, anthropicRequestLimits, checkAnthropicStrict } from './anthropic-strict.ts';
import { toolWith } from './test-tool.ts';

const closed = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  additionalProperties: false,
  ...extra
});

describe('Anthropic strict: the subset strict tool use takes', () => {
  const cases: Array<[string, unknown, boolean, string?]> = [
    ['a closed object', closed({ q: { type: 'string' } }, { required: ['q'] }), true],
    ['additionalProperties not set (left open)', { type: 'object', properties: {} }, true],
    ['additionalProperties: true', closed({}, { additionalProperties: true }), false, 'additional-properties'],
    [
      'a nested object open to more',
      closed({ o: { type: 'object', additionalProperties: {} } }),
      false,
      'additional-properties'
    ],
    ['root anyOf', { anyOf: [closed({}), closed({ a: { type: 'string' } })] }, false, 'root-object'],
    ['a root that is not an object', { type: 'array', items: { type: 'string' } }, false, 'root-object'],
    ['minimum', closed({ n: { type: 'integer', minimum: 1 } }), false, 'unsupported-keyword'],
    ['maxLength', closed({ s: { type: 'string', maxLength: 9 } }), false, 'unsupported-keyword'],
    ['minItems 1 is supported', closed({ a: { type: 'array', items: { type: 'string' }, minItems: 1 } }), true],
    ['minItems 2 is not', closed({ a: { type: 'array', items: { type: 'string' }, minItems: 2 } }), false, 'min-items'],
    ['format email is supported', closed({ e: { type: 'string', format: 'email' } }), true],
    ['format int32 is not', closed({ e: { type: 'integer', format: 'int32' } }), false, 'format'],
    ['a lookahead in a pattern', closed({ p: { type: 'string', pattern: '^(?=a)' } }), false, 'pattern'],
    ['a plain pattern', closed({ p: { type: 'string', pattern: '^[a-z]+$' } }), true],
    ['an object in an enum', closed({ e: { enum: [{ a: 1 }] } }), false, 'enum-complex'],
    ['an external $ref', closed({ r: { $ref: 'https://x.test/s.json' } }), false, 'ref'],
    [
      'a recursive $ref',
      closed(
        { t: { $ref: '#/$defs/node' } },
        { $defs: { node: closed({ kids: { type: 'array', items: { $ref: '#/$defs/node' } } }) } }
      ),
      false,
      'ref'
    ]
  ];
  it.each(cases)('%s', (_name, schema, accepted, reasonRule) => {
    const v = checkAnthropicStrict(toolWith(schema));
    expect(v.accepted).toBe(accepted);
    if (reasonRule) expect(v.reasons[0]).toMatch(new RegExp(`^${reasonRule} at /inputSchema`));
    expect(v.lost).toEqual([]);
  });

  it('leaves oneOf open rather than guessing', () => {
    const v = checkAnthropicStrict(toolWith(closed({ v: { oneOf: [{ type: 'string' }, { type: 'number' }] } })));
    expect(v.accepted).toBe(true);
    expect(v.open?.[0]).toMatch(/^unlisted-keyword at \/inputSchema\/properties\/v\/oneOf: oneOf is not documented/);
  });
});

describe('Anthropic strict request limits, summed over the catalog', () => {
  it('counts tools, optional parameters (every level) and union-typed parameters', () => {
    const tool = toolWith(
      closed(
        {
          a: { type: ['string', 'null'] },
          b: { anyOf: [{ type: 'string' }, { type: 'number' }] },
          c: closed({ d: { type: 'string' } })
        },
        { required: ['a'] }
      )
    );
    const limits = anthropicRequestLimits([tool, tool]);
    expect(limits.strict_tools).toEqual({ value: 2, limit: 20, ok: true });
    expect(limits.optional_parameters).toEqual({ value: 6, limit: 24, ok: true });
    expect(limits.union_parameters).toEqual({ value: 4, limit: 16, ok: true });
    expect(anthropicRequestLimits(Array.from({ length: 21 }, () => toolWith(closed({})))).strict_tools.ok).toBe(false);
  });

  it('every rule links a page', () => {
    for (const r of ANTHROPIC_STRICT_RULES) expect(r.source).toMatch(/^https:\/\//);
  });
});

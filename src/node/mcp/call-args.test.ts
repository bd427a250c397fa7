import { describe, expect, it } from 'vitest';
import { parseCallArgs } from './call-args.ts';

const schema = {
  type: 'object',
  properties: {
    q: { type: 'string' },
    n: { type: 'integer' },
    on: { type: 'boolean' },
    tags: { type: 'array' },
    any: {},
    mode: { enum: ['a', 'b'] },
    x: { type: ['number', 'null'] }
  }
};

describe('parseCallArgs: key=value typed by the inputSchema, or one JSON object', () => {
  it.each([
    [[], { ok: true, args: {} }],
    [['{"q": "rust", "n": 3}'], { ok: true, args: { q: 'rust', n: 3 } }],
    [
      ['q=3', 'n=3', 'on=true', 'tags=["a"]', 'mode=b', 'x=1.5'],
      { ok: true, args: { q: '3', n: 3, on: true, tags: ['a'], mode: 'b', x: 1.5 } }
    ],
    [['any=plain text'], { ok: true, args: { any: 'plain text' } }],
    [['q:=5', 'extra=v=w'], { ok: true, args: { q: 5, extra: 'v=w' } }],
    [['n=three'], { ok: false, error: 'argument n=three: the inputSchema says integer; "three" is not a number' }],
    [['on=yes'], { ok: false, error: 'argument on=yes: the inputSchema says boolean; write true or false' }],
    [['q=1', 'q=2'], { ok: false, error: 'argument q is given twice' }],
    [
      ['rust'],
      {
        ok: false,
        error: '"rust" is not an argument: write key=value (typed by the inputSchema), key:=JSON, or one JSON object'
      }
    ],
    [
      ['[1]'],
      {
        ok: false,
        error: '"[1]" is not an argument: write key=value (typed by the inputSchema), key:=JSON, or one JSON object'
      }
    ]
  ])('%j', (words, expected) => expect(parseCallArgs(words, schema)).toEqual(expected));

  it('bad JSON says where', () => {
    const r = parseCallArgs(['{"q": }'], schema);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^arguments: 1:\d+: /);
    const t = parseCallArgs(['tags=[1,'], schema);
    if (!t.ok) expect(t.error).toMatch(/^argument tags \(array, written as JSON\): 1:\d+: /);
    expect(t.ok).toBe(false);
  });
});

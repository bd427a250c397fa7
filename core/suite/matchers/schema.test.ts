import { describe, expect, it, test } from 'vitest';
import { schema } from './schema.ts';
import { plainRegex } from './regex.ts';
import { DEFAULT_MATCH_CONTEXT as ctx } from './index.ts';

test.each([
  [80, { minimum: 80 }, true],
  [79.5, { minimum: 80 }, false],
  [0, { maximum: 0 }, true],
  ['Ada', { type: 'string' }, true],
  [['a'], { type: 'array' }, true],
  [{ items: [] }, { type: 'array' }, false],
  [undefined, { type: 'string' }, false],
  [5, true, true]
])('schema: %j against %j -> %s', (actual, s, pass) => {
  expect(schema.match(actual, s as object, ctx).pass).toBe(pass);
});

test('schema: a failure says which keyword failed', () => {
  expect(schema.match(70, { minimum: 80 }, ctx).reason).toBe('70 does not match {"minimum":80}: must be >= 80');
});

describe('schema pattern bounded like regex:', () => {
  it('runs `pattern` through the host evaluator, so a timeout fails the assertion with the reason', () => {
    const seen: string[] = [];
    const timingOut = (pattern: string) => {
      seen.push(pattern);
      return { error: 'timed out after 1000 ms' };
    };
    const r = schema.match(
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaab',
      { type: 'string', pattern: '^(a+)+$' },
      { regex: timingOut }
    );
    expect(seen).toEqual(['^(a+)+$']);
    expect(r).toEqual({ pass: false, score: 0, reason: 'pattern "^(a+)+$" could not run: timed out after 1000 ms' });
  });

  it('still matches and rejects with an honest evaluator, and reports a bad pattern as invalid', () => {
    const ctx = { regex: plainRegex };
    expect(schema.match('abc', { type: 'string', pattern: '^a.c$' }, ctx).pass).toBe(true);
    expect(schema.match('abd!', { type: 'string', pattern: '^a.c$' }, ctx).pass).toBe(false);
    expect(schema.match('x', { type: 'string', pattern: '(' }, ctx).reason).toMatch(/^invalid schema: /);
  });
});

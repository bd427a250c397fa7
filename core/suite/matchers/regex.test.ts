import { expect, test } from 'vitest';
import { regex } from './regex.ts';
import { DEFAULT_MATCH_CONTEXT as ctx } from './index.ts';

test.each([
  ['Sources: a, b', '^[A-Z]', true],
  ['sources', '^[A-Z]', false],
  ['a@b.c', '@', true],
  [{ email: 'x@y' }, '"email":"x@y"', true],
  [undefined, '.', false]
])('regex: %j against /%s/ -> %s', (actual, pattern, pass) => {
  expect(regex.match(actual, pattern, ctx).pass).toBe(pass);
});

test('regex: runs through the injected evaluator, whose verdict and errors it reports', () => {
  const seen: string[] = [];
  const r = regex.match('abc', 'b', { regex: (p, t) => (seen.push(`${p}|${t}`), { error: 'timed out after 100 ms' }) });
  expect(seen).toEqual(['b|abc']);
  expect(r).toEqual({ pass: false, score: 0, reason: 'regex /b/ could not run: timed out after 100 ms' });
});

test('regex: an invalid pattern fails with the reason instead of throwing', () => {
  expect(regex.match('x', '(', ctx).reason).toMatch(/^regex \/\(\/ could not run: invalid regex/);
});

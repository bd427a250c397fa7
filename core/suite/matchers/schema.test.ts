import { expect, test } from 'vitest';
import { schema } from './schema.ts';
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

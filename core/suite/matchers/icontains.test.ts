import { expect, test } from 'vitest';
import { icontains } from './icontains.ts';
import { DEFAULT_MATCH_CONTEXT as ctx } from './index.ts';

test.each([
  ['Use a Canary release', 'canary', true],
  ['ROLLBACK plan', 'rollback', true],
  ['blue-green', 'bluegreen', false],
  [['X', 'Straße'], 'STRASSE', false],
  [['X', 'ÉTÉ'], 'été', true]
])('icontains: %j contains %j in any case -> %s', (actual, needle, pass) => {
  expect(icontains.match(actual, needle, ctx).pass).toBe(pass);
});

import { expect, test } from 'vitest';
import { contains } from './contains.ts';
import { DEFAULT_MATCH_CONTEXT as ctx } from './index.ts';

test.each([
  ['learn rust today', 'rust', true],
  ['learn Rust today', 'rust', false],
  [['a', 'rust b'], 'rust', true],
  [{ k: 'rust' }, 'rust', true],
  [42, '4', true],
  [undefined, 'x', false],
  ['', '', true]
])(
  'contains: %j contains %j -> %s (case-sensitive; lists pass by any item; other values by JSON text)',
  (actual, needle, pass) => {
    expect(contains.match(actual, needle, ctx).pass).toBe(pass);
  }
);

test('contains: a failure quotes the needle and previews the value', () => {
  expect(contains.match('abc', 'z', ctx).reason).toBe('expected text containing "z", got "abc"');
});

import { describe, expect, test } from 'vitest';
import { interpolateDeep, interpolateString, varReferences } from './interpolate.ts';

const scope = { vars: { city: 'Paris', max: 5, on: true }, env: { TOKEN: 'abc', EMPTY: '' } };

describe('interpolateString', () => {
  test.each([
    ['weather in ${vars.city}', 'weather in Paris', []],
    ['Bearer ${env.TOKEN}', 'Bearer abc', []],
    ['${vars.max}', 5, []],
    ['${vars.on}', true, []],
    ['n=${vars.max}', 'n=5', []],
    ['[${env.EMPTY}]', '[]', []],
    ['$${vars.city} is literal', '${vars.city} is literal', []],
    ['${vars.nope} and ${env.NOPE}', '${vars.nope} and ${env.NOPE}', ['vars.nope', 'env.NOPE']],
    ['${env.NOPE}', '${env.NOPE}', ['env.NOPE']],
    ['no placeholders', 'no placeholders', []]
  ])('%s -> %s', (input, value, missing) => {
    expect(interpolateString(input, scope)).toEqual({ value, missing });
  });
});

test('interpolateDeep substitutes inside nested args and keeps keys', () => {
  const r = interpolateDeep(
    { q: '${vars.city}', opts: { limit: '${vars.max}', tags: ['${env.TOKEN}', 1] }, '${vars.city}': 1 },
    scope
  );
  expect(r).toEqual({ value: { q: 'Paris', opts: { limit: 5, tags: ['abc', 1] }, '${vars.city}': 1 }, missing: [] });
});

test('varReferences lists the vars a value uses, not env or escaped ones', () => {
  expect(varReferences({ a: '${vars.x} ${env.Y} $${vars.z}', b: ['${vars.w}'] })).toEqual(['x', 'w']);
});

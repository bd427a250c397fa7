import { presetOptions } from '../presets.ts';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch007PropertyNameInvalid as rule } from './sch-007-property-name-invalid.ts';

const run = (inputSchema: unknown) =>
  rule.check({
    options: presetOptions(rule, 'reference'),
    name: 't',
    description: 'd',
    tool: { name: 't', inputSchema } as Tool
  });
const obj = (properties: Record<string, unknown>) => ({ type: 'object', properties });
const one = (name: string, pointer: string, shown = name) => [
  { messageId: 'invalid-name', data: { name: shown }, pointer }
];

describe('SCH-007 property-name-invalid', () => {
  it.each([
    ['a space', 'start time', '/inputSchema/properties/start time'],
    ['a dollar sign', '$filter', '/inputSchema/properties/$filter'],
    ['a slash (escaped in the pointer)', 'a/b', '/inputSchema/properties/a~1b'],
    ['a non-ASCII letter', 'größe', '/inputSchema/properties/größe'],
    ['the empty name', '', '/inputSchema/properties/'],
    ['65 characters', 'a'.repeat(65), `/inputSchema/properties/${'a'.repeat(65)}`]
  ])('fires on a name with %s', (_label, name, pointer) => {
    expect(run(obj({ [name]: { type: 'string' } }))).toEqual(one(name, pointer));
  });

  it('fires on nested property names and shortens very long names in the data', () => {
    const long = 'x'.repeat(200) + '!';
    expect(run(obj({ o: { type: 'object', properties: { [long]: { type: 'string' } } } }))).toEqual(
      one(long, `/inputSchema/properties/o/properties/${long}`, `${'x'.repeat(77)}...`)
    );
  });

  it.each([['query'], ['user.id'], ['page-size'], ['_private'], ['A1'], ['a'.repeat(64)]])(
    'does not fire on %s',
    (name) => {
      expect(run(obj({ [name]: { type: 'string' } }))).toEqual([]);
    }
  );

  it('does not check patternProperties keys (they are regexes, not names)', () => {
    expect(run({ type: 'object', patternProperties: { '^x-.*$': { type: 'string' } } })).toEqual([]);
  });
});

describe('SCH-007, recommended preset: only argument names, not nested operator keys', () => {
  const check = (inputSchema: unknown) =>
    rule.check({
      options: presetOptions(rule, 'recommended'),
      name: 't',
      description: 'd',
      tool: { name: 't', inputSchema } as Tool
    });
  // mongodb's aggregate: pipeline stages keyed $vectorSearch, $match, ...; clients check only the top-level names.
  it('does not fire on $-keys inside an argument', () => {
    expect(
      check({
        type: 'object',
        properties: {
          pipeline: {
            type: 'array',
            items: {
              anyOf: [{ type: 'object', properties: { $vectorSearch: { type: 'object' }, $in: { type: 'array' } } }]
            }
          }
        }
      })
    ).toEqual([]);
  });
  it('still fires on a top-level argument name', () => {
    expect(check({ type: 'object', properties: { 'start time': { type: 'string' } } }).map((f) => f.pointer)).toEqual([
      '/inputSchema/properties/start time'
    ]);
  });
});

import { presetOptions } from '../presets.ts';
import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch003InputSchemaNotObject as rule } from './sch-003-input-schema-not-object.ts';

const run = (tool: Partial<Tool>) =>
  rule.check({
    options: presetOptions(rule, 'reference'),
    name: 't',
    description: 'd',
    tool: { name: 't', ...tool } as Tool
  });

describe('SCH-003 input-schema-not-object', () => {
  it.each([
    ['no inputSchema', {}, [{ messageId: 'missing', pointer: '' }]],
    [
      'inputSchema null',
      { inputSchema: null },
      [{ messageId: 'not-object-value', data: { found: 'null' }, pointer: '/inputSchema' }]
    ],
    [
      'inputSchema a string',
      { inputSchema: 'object' },
      [{ messageId: 'not-object-value', data: { found: '"object"' }, pointer: '/inputSchema' }]
    ],
    [
      'inputSchema a list',
      { inputSchema: [] },
      [{ messageId: 'not-object-value', data: { found: '[]' }, pointer: '/inputSchema' }]
    ],
    [
      'an object schema without type',
      { inputSchema: { properties: {} } },
      [{ messageId: 'wrong-type', data: { found: 'nothing' }, pointer: '/inputSchema' }]
    ],
    [
      'type string',
      { inputSchema: { type: 'string' } },
      [{ messageId: 'wrong-type', data: { found: '"string"' }, pointer: '/inputSchema/type' }]
    ],
    [
      'type as a list including object',
      { inputSchema: { type: ['object', 'null'] } },
      [{ messageId: 'wrong-type', data: { found: '["object", "null"]' }, pointer: '/inputSchema/type' }]
    ]
  ])('fires on %s', (_label, tool, expected) => {
    expect(run(tool as Partial<Tool>)).toEqual(expected);
  });

  it.each([
    ['type object with properties', { inputSchema: { type: 'object', properties: { a: { type: 'string' } } } }],
    ['type object with no properties (a tool without arguments)', { inputSchema: { type: 'object' } }]
  ])('does not fire on %s', (_label, tool) => {
    expect(run(tool)).toEqual([]);
  });
});

describe('SCH-003, recommended preset: a schema with neither a type nor arguments says so', () => {
  const check = (tool: Partial<Tool>) =>
    rule.check({
      options: presetOptions(rule, 'recommended'),
      name: 't',
      description: 'd',
      tool: { name: 't', ...tool } as Tool
    });
  it('reports "no type and no arguments" instead of "type nothing"', () => {
    expect(check({ inputSchema: {} })).toEqual([{ messageId: 'no-type-no-arguments', pointer: '/inputSchema' }]);
    expect(
      rule.check({
        options: presetOptions(rule, 'reference'),
        name: 't',
        description: 'd',
        tool: { name: 't', inputSchema: {} } as Tool
      })[0].messageId
    ).toBe('wrong-type');
  });
  it('keeps wrong-type for a schema that declares properties but no type', () => {
    expect(check({ inputSchema: { properties: { a: { type: 'string' } } } })[0].messageId).toBe('wrong-type');
  });
});

import { describe, expect, it } from 'vitest';
import { desc008 as rule } from './desc-008-argument-outweighs-description.ts';
import { expected, runRule } from './desc-testing.ts';

const tool = (description: unknown, properties: unknown) => ({
  name: 'export_tickets',
  description,
  inputSchema: { type: 'object', properties }
});

describe('DESC-008 fires once per argument whose description is longer than the tool description', () => {
  it('fires for each longer argument, with both lengths', () => {
    const props = {
      a: { description: 'x'.repeat(21) },
      b: { description: 'x'.repeat(20) },
      c: { description: '  ' + 'y'.repeat(30) + '  ' }
    };
    expect(runRule(rule, tool('  ' + 'd'.repeat(20) + '  ', props))).toEqual([
      expected(rule, 'longerThanTool', '/inputSchema/properties/a', {
        argument: 'a',
        argumentLength: 21,
        descriptionLength: 20
      }),
      expected(rule, 'longerThanTool', '/inputSchema/properties/c', {
        argument: 'c',
        argumentLength: 30,
        descriptionLength: 20
      })
    ]);
  });

  it.each([
    ['equal lengths', tool('x'.repeat(10), { a: { description: 'y'.repeat(10) } })],
    ['no tool description', tool(undefined, { a: { description: 'A long argument description' } })],
    ['empty tool description', tool('   ', { a: { description: 'A long argument description' } })],
    ['tool description not a string', tool(5, { a: { description: 'A long argument description' } })],
    ['argument description not a string', tool('Short.', { a: { description: ['x'.repeat(100)] } })],
    ['properties is a string', tool('Short.', 'x'.repeat(100))]
  ])('does not fire: %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});

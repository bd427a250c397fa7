import { describe, expect, it } from 'vitest';
import { desc007 as rule, enumValues, mentionsAnyValue } from './desc-007-enum-values-not-mentioned.ts';
import { expected, runRule } from './testing/one-tool.ts';

const withProps = (properties: unknown) => ({
  name: 'set_priority',
  description: 'Set ticket priority. Returns the ticket.',
  inputSchema: { type: 'object', properties }
});

describe('DESC-007 fires once per described enum argument that names none of its values', () => {
  it('fires for each offending argument', () => {
    const props = {
      priority: { type: 'string', enum: ['p1', 'p2', 'p3'], description: 'How urgent it is' },
      status: { type: 'string', enum: ['open', 'closed'], description: 'New status: open or closed' },
      labels: { type: 'array', items: { type: 'string', enum: ['bug', 'billing'] }, description: 'Labels to add' },
      level: { type: 'integer', enum: [1, 2, 3, 4, 5, 6], description: 'Escalation tier' }
    };
    expect(runRule(rule, withProps(props), 'reference')).toEqual([
      expected(rule, 'valuesNotMentioned', '/inputSchema/properties/priority', {
        argument: 'priority',
        values: 'p1, p2, p3'
      }),
      expected(rule, 'valuesNotMentioned', '/inputSchema/properties/labels', {
        argument: 'labels',
        values: 'bug, billing'
      }),
      expected(rule, 'valuesNotMentioned', '/inputSchema/properties/level', {
        argument: 'level',
        values: '1, 2, 3, 4, 5, …'
      })
    ]);
  });

  it('does not count a value that only appears inside another word', () => {
    const props = { mode: { type: 'string', enum: ['on', 'off'], description: 'Toggle monitoring' } };
    expect(runRule(rule, withProps(props), 'reference')).toEqual([
      expected(rule, 'valuesNotMentioned', '/inputSchema/properties/mode', { argument: 'mode', values: 'on, off' })
    ]);
  });

  it.each([
    ['one value is named', { s: { enum: ['open', 'closed', 'pending'], description: 'Usually OPEN.' } }],
    [
      'underscore value written with a space',
      { s: { enum: ['in_progress', 'done'], description: 'Set to in progress while working' } }
    ],
    ['a number value', { n: { type: 'integer', enum: [10, 20], description: 'Page size, 10 or 20' } }],
    ['no description (DESC-006 covers it)', { s: { enum: ['a', 'b'] } }],
    ['empty enum', { s: { enum: [], description: 'Anything' } }],
    ['enum is not an array', { s: { enum: 'open', description: 'Status' } }],
    ['enum of objects only', { s: { enum: [{ a: 1 }, null], description: 'Status' } }],
    ['no enum', { s: { type: 'string', description: 'Status' } }],
    ['properties is an array', [{ enum: ['a'] }]]
  ])('does not fire: %s', (_label, props) => {
    expect(runRule(rule, withProps(props), 'reference')).toEqual([]);
  });

  it('reads values from the enum or the items enum, as strings', () => {
    expect(enumValues({ enum: ['a', 1, true, null, '', { x: 1 }] })).toEqual(['a', '1', 'true']);
    expect(enumValues({ type: 'array', items: { enum: ['x'] } })).toEqual(['x']);
    expect(enumValues({ enum: 'a' })).toEqual([]);
  });

  it.each([
    ['a value with regex characters', 'use c++ here', ['c++'], true],
    ['regex characters are not a pattern', 'use cxx here', ['c.+'], false],
    ['a hyphenated value written with a space', 'runs in the dry run mode', ['dry-run'], true],
    ['a value only inside another word', 'toggle monitoring', ['on', 'off'], false],
    ['a punctuation-only value', 'any of * or ?', ['*', '?'], false],
    ['case-insensitive', 'Usually OPEN', ['open'], true]
  ] as const)('mentionsAnyValue: %s', (_label, text, values, result) => {
    expect(mentionsAnyValue(text, [...values])).toBe(result);
  });
});

describe('DESC-007, recommended preset: values that explain themselves or that the tool text names', () => {
  it.each([
    ['yes/no', { type: 'string', enum: ['yes', 'no'], description: 'Whether to include archived items' }],
    ['ISO language codes', { type: 'string', enum: ['en', 'de', 'fr-FR'], description: 'Language of the answer' }]
  ])('does not fire on %s', (_label, prop) => {
    expect(runRule(rule, withProps({ mode: prop }))).toEqual([]);
  });

  it('does not fire when the tool description names the values', () => {
    const t = {
      name: 'set_priority',
      description: 'Set the priority: p1 for outages, p2 otherwise.',
      inputSchema: {
        type: 'object',
        properties: { priority: { type: 'string', enum: ['p1', 'p2'], description: 'How urgent it is' } }
      }
    };
    expect(runRule(rule, t)).toEqual([]);
    expect(runRule(rule, t, 'reference')).toHaveLength(1);
  });
});

describe('DESC-007 in the tuned presets: only values whose meaning is not obvious', () => {
  const arg = (values: unknown[]) => ({
    name: 't',
    description: 'Does a thing.',
    inputSchema: { type: 'object', properties: { v: { type: 'string', enum: values, description: 'Which one' } } }
  });
  it.each([[['open', 'closed', 'all']], [['TOP', 'MIDDLE', 'BOTTOM']], [['pod', 'deployment', 'job']]])(
    'words explain themselves: %j',
    (values) => {
      expect(runRule(rule, arg(values))).toEqual([]);
      expect(runRule(rule, arg(values), 'reference')).toHaveLength(1);
    }
  );
  it.each([[['gh', 'gl', 'bb']], [['p1', 'p2', 'p3']], [['0', '1', '2']]])('opaque codes need prose: %j', (values) => {
    expect(runRule(rule, arg(values))).toHaveLength(1);
  });
});

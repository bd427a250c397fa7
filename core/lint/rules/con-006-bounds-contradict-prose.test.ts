import { describe, expect, it } from 'vitest';
import { con006BoundsContradictProse as rule } from './con-006-bounds-contradict-prose.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (schema: Record<string, unknown>) => ({
  name: 'list_items',
  description: 'List items, one page at a time. Returns IDs and names.',
  inputSchema: { type: 'object', properties: { limit: schema } }
});
const int = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'integer', description, ...extra });
const SAFE = { minimum: -9007199254740991, maximum: 9007199254740991 };

describe('CON-006 bounds-contradict-prose', () => {
  it.each([
    [
      'safe-integer limits against "(1-500)" (cloudinary)',
      int('Maximum number of results to return (1-500).', SAFE),
      '(1-500)',
      'minimum -2^53-1, maximum 2^53-1'
    ],
    [
      'a different maximum (contentful)',
      int('Maximum number of items to return (max: 3)', { maximum: 20 }),
      'max: 3',
      'maximum 20'
    ],
    [
      '"between 1 and 100" against minimum 0',
      int('Page size, between 1 and 100', { minimum: 0, maximum: 100 }),
      'between 1 and 100',
      'minimum 0'
    ],
    ['Chinese 最大', int('返回数量，默认 20，最大 200。', { maximum: 100 }), '最大 200', 'maximum 100'],
    ['Japanese 範囲', int('取得件数（1〜50の範囲）', { minimum: 1, maximum: 100 }), '1〜50の範囲', 'maximum 100'],
    ['Korean 최대', int('반환할 항목 수 (최대 50)', { maximum: 500 }), '최대 50', 'maximum 500'],
    [
      'a nullable number',
      int('Temperature (0.0 to 2.0)', { type: ['number', 'null'], minimum: 0, maximum: 1 }),
      '(0.0 to 2.0)',
      'maximum 1'
    ]
  ])('fires on %s', (_label, schema, prose, bounds) => {
    expect(runRule(rule, tool(schema))).toEqual([
      expected(rule, 'boundsContradict', '/inputSchema/properties/limit', { argument: 'limit', prose, schema: bounds })
    ]);
  });

  it.each([
    ['bounds that agree', int('Number of results (1-100)', { minimum: 1, maximum: 100 })],
    [
      '"max N" that agrees, beside a default',
      int('Results per page (default 20, max 100)', { minimum: 1, maximum: 100 })
    ],
    ['an exclusive minimum one step out', int('Scale (0-1)', { type: 'number', exclusiveMinimum: 0, maximum: 1 })],
    ['a draft-4 exclusive minimum', int('Count (1-10)', { minimum: 0, exclusiveMinimum: true, maximum: 10 })],
    ['a bound stated only in prose', int('Results per page (max 100)')],
    ['a number glued to a unit', int('Timeout in ms (max 30 seconds)', { maximum: 30000 })],
    ['a string argument', { type: 'string', description: 'Flight numbers (max 15)', maxLength: 200 }],
    ['a range written backwards is no range', int('Priority (4-1)', { minimum: 1, maximum: 4 })]
  ])('does not fire on %s', (_label, schema) => {
    expect(runRule(rule, tool(schema))).toEqual([]);
  });
});

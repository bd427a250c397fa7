import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch008OutputSchemaNotObject as rule } from './sch-008-output-schema-not-object.ts';
import type { SpecVersion } from '../spec-versions.ts';

const run = (extra: Record<string, unknown>, spec: SpecVersion = '2025-11-25') =>
  rule.check({
    options: {},
    spec,
    name: 't',
    description: 'd',
    tool: { name: 't', inputSchema: { type: 'object' }, ...extra } as Tool
  });

describe('SCH-008 output-schema-not-object (under --spec 2025-11-25)', () => {
  it.each([
    [
      'an array schema',
      { outputSchema: { type: 'array', items: {} } },
      [{ messageId: 'wrong-type', data: { found: '"array"' }, pointer: '/outputSchema/type' }]
    ],
    [
      'a schema without type',
      { outputSchema: { properties: {} } },
      [{ messageId: 'wrong-type', data: { found: 'nothing' }, pointer: '/outputSchema' }]
    ],
    [
      'a string',
      { outputSchema: 'json' },
      [{ messageId: 'not-object-value', data: { found: '"json"' }, pointer: '/outputSchema' }]
    ],
    [
      'a number',
      { outputSchema: 3 },
      [{ messageId: 'not-object-value', data: { found: '3' }, pointer: '/outputSchema' }]
    ]
  ])('fires on %s', (_label, extra, expected) => {
    expect(run(extra)).toEqual(expected);
  });

  it.each([
    ['no outputSchema', {}],
    ['outputSchema null (treated as absent)', { outputSchema: null }],
    ['an object schema', { outputSchema: { type: 'object', properties: { n: { type: 'number' } } } }]
  ])('does not fire on %s', (_label, extra) => {
    expect(run(extra)).toEqual([]);
  });
});

describe('SCH-008 by specification version', () => {
  const arrayOutput = {
    outputSchema: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } }
  };
  it('2025-06-18 says structured content is a JSON object: an array output schema is critical there too', () => {
    expect(run(arrayOutput, '2025-06-18').map((f) => f.messageId)).toEqual(['wrong-type']);
  });
  it('2025-11-25 says structured content is a JSON object: an array output schema fires', () => {
    expect(run(arrayOutput, '2025-11-25').map((f) => f.messageId)).toEqual(['wrong-type']);
  });
  it('2026-07-28 lets structured content be any JSON value: the same schema does not fire', () => {
    expect(run(arrayOutput, '2026-07-28')).toEqual([]);
  });
  it('the default version (the latest) is 2026-07-28', () => {
    expect(
      rule.check({ options: {}, name: 't', description: 'd', tool: { name: 't', ...arrayOutput } as Tool })
    ).toEqual([]);
  });
});

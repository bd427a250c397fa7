import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { sch008OutputSchemaNotObject as rule } from './sch-008-output-schema-not-object.ts';

const run = (extra: Record<string, unknown>) => rule.check({ preset: 'recommended', name: 't', description: 'd', tool: { name: 't', inputSchema: { type: 'object' }, ...extra } as Tool });

describe('SCH-008 output-schema-not-object', () => {
  it.each([
    ['an array schema', { outputSchema: { type: 'array', items: {} } }, [{ messageId: 'wrong-type', data: { found: '"array"' }, pointer: '/outputSchema/type' }]],
    ['a schema without type', { outputSchema: { properties: {} } }, [{ messageId: 'wrong-type', data: { found: 'nothing' }, pointer: '/outputSchema' }]],
    ['a string', { outputSchema: 'json' }, [{ messageId: 'not-object-value', data: { found: '"json"' }, pointer: '/outputSchema' }]],
    ['a number', { outputSchema: 3 }, [{ messageId: 'not-object-value', data: { found: '3' }, pointer: '/outputSchema' }]]
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

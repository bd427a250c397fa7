import { describe, expect, it } from 'vitest';
import { desc011 as rule } from './desc-011-invalid-annotation-hint.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (annotations: unknown) => ({
  name: 'delete_ticket',
  description: 'Delete a ticket. Returns nothing.',
  annotations
});

describe('DESC-011 fires once per annotation hint that is not a boolean', () => {
  it('fires for each non-boolean hint, naming what it found', () => {
    const annotations = {
      readOnlyHint: 'false',
      destructiveHint: 1,
      idempotentHint: null,
      openWorldHint: { value: true },
      title: 5
    };
    expect(runRule(rule, tool(annotations))).toEqual([
      expected(rule, 'notBoolean', '/annotations/readOnlyHint', { hint: 'readOnlyHint', found: 'a string' }),
      expected(rule, 'notBoolean', '/annotations/destructiveHint', { hint: 'destructiveHint', found: 'a number' }),
      expected(rule, 'notBoolean', '/annotations/idempotentHint', { hint: 'idempotentHint', found: 'null' }),
      expected(rule, 'notBoolean', '/annotations/openWorldHint', { hint: 'openWorldHint', found: 'an object' })
    ]);
  });

  it.each([
    ['boolean hints', { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }],
    ['an empty object', {}],
    ['other fields with odd values', { title: 7, priority: 'high' }],
    ['annotations absent (DESC-012)', undefined],
    ['annotations a string (DESC-012)', 'readOnlyHint'],
    ['annotations an array (DESC-012)', [{ readOnlyHint: 'yes' }]]
  ])('does not fire: %s', (_label, annotations) => {
    expect(runRule(rule, tool(annotations))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { SPEC_VERSIONS } from '../spec-versions.ts';
import { mcp003AnnotationContradiction as rule } from './mcp-003-annotation-contradiction.ts';

const run = (annotations: unknown, spec: (typeof SPEC_VERSIONS)[number] = '2026-07-28') =>
  rule.check({ options: {}, spec, name: 't', description: 'd', tool: { name: 't', annotations } });

describe('MCP-003 annotation-contradiction', () => {
  it.each(SPEC_VERSIONS)(
    'fires on readOnlyHint: true with destructiveHint: true under %s (the schema sentence is in every version)',
    (spec) => {
      expect(run({ readOnlyHint: true, destructiveHint: true }, spec)).toEqual([
        { messageId: 'contradiction', pointer: '/annotations/destructiveHint' }
      ]);
    }
  );

  it.each([
    ['read-only, destructiveHint false (redundant, consistent)', { readOnlyHint: true, destructiveHint: false }],
    ['read-only with idempotentHint (meaningless, harmless)', { readOnlyHint: true, idempotentHint: true }],
    ['destructive and not read-only', { readOnlyHint: false, destructiveHint: true }],
    ['destructive with no readOnlyHint (default false)', { destructiveHint: true }],
    ['a string "true" (DESC-011\'s case)', { readOnlyHint: 'true', destructiveHint: true }],
    ['no annotations', undefined]
  ])('does not fire on %s', (_label, annotations) => {
    expect(run(annotations)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { desc012 as rule } from './desc-012-missing-annotations.ts';
import { expected, runRule } from './testing/one-tool.ts';

const base = { name: 'merge_tickets', description: 'Merge tickets. Returns the survivor.' };

describe('DESC-012 fires when a tool has no annotations object', () => {
  it.each([
    ['absent', base, expected(rule, 'missing', '')],
    ['null', { ...base, annotations: null }, expected(rule, 'notObject', '/annotations', { found: 'null' })],
    [
      'a string',
      { ...base, annotations: 'readOnly' },
      expected(rule, 'notObject', '/annotations', { found: 'a string' })
    ],
    [
      'an array',
      { ...base, annotations: [{ readOnlyHint: true }] },
      expected(rule, 'notObject', '/annotations', { found: 'an array' })
    ]
  ])('fires once: %s', (_label, t, finding) => {
    expect(runRule(rule, t)).toEqual([finding]);
  });

  it.each([
    ['an empty object', {}],
    ['hints', { readOnlyHint: true }],
    ['invalid hints (DESC-011)', { readOnlyHint: 'yes' }]
  ])('does not fire: %s', (_label, annotations) => {
    expect(runRule(rule, { ...base, annotations })).toEqual([]);
  });
});

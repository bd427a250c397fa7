import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { desc002 as rule } from './desc-002-long-description.ts';
import { expected, runRule } from './desc-testing.ts';

const tool = (description: unknown): Tool => ({ name: 'search_tickets', description });

describe('DESC-002 fires when the description is over 500 characters', () => {
  it.each([
    ['501 characters', tool('x'.repeat(501)), { length: 501, maximum: 500 }],
    ['a megabyte', tool('Search. '.repeat(131_072)), { length: 8 * 131_072 - 1, maximum: 500 }]
  ])('fires once: %s', (_label, t, data) => {
    expect(runRule(rule, t)).toEqual([expected(rule, 'tooLong', '/description', data)]);
  });

  it.each([
    ['exactly 500 characters', tool('x'.repeat(500))],
    ['500 characters plus surrounding whitespace', tool('  ' + 'x'.repeat(500) + '\n\n')],
    ['absent', { name: 'search_tickets' }],
    ['not a string', tool(['x'.repeat(900)])]
  ])('does not fire: %s', (_label, t) => {
    expect(runRule(rule, t)).toEqual([]);
  });
});

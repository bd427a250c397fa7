import { describe, expect, it } from 'vitest';
import type { Tool } from '../../catalog/types.ts';
import { desc001 as rule } from './desc-001-missing-description.ts';
import { expected, runRule } from './desc-testing.ts';

const tool = (description: unknown): Tool =>
  description === undefined ? { name: 'get_invoice' } : { name: 'get_invoice', description };

describe('DESC-001 fires when the description is missing, empty or under 20 characters', () => {
  it.each([
    ['absent', tool(undefined), expected(rule, 'missing', '')],
    ['null', tool(null), expected(rule, 'missing', '')],
    ['a number', tool(42), expected(rule, 'notString', '/description', { found: 'a number' })],
    ['an object', tool({ en: 'Get invoice' }), expected(rule, 'notString', '/description', { found: 'an object' })],
    ['empty', tool(''), expected(rule, 'empty', '/description')],
    ['only whitespace', tool(' \n\t '), expected(rule, 'empty', '/description')],
    ['13 characters', tool('Gets invoice.'), expected(rule, 'tooShort', '/description', { length: 13, minimum: 20 })],
    [
      '19 characters once trimmed',
      tool('   Get one invoice now   '),
      expected(rule, 'tooShort', '/description', { length: 19, minimum: 20 })
    ]
  ])('fires once: %s', (_label, t, finding) => {
    expect(runRule(rule, t, 'reference')).toEqual([finding]);
  });

  it.each([
    ['exactly 20 characters', tool('Get one invoice now.')],
    ['a full sentence', tool('Fetch one invoice by id. Returns its line items and totals.')],
    ['a huge description (DESC-002 covers length)', tool('Fetch invoices. '.repeat(100_000))]
  ])('does not fire: %s', (_label, t) => {
    expect(runRule(rule, t, 'reference')).toEqual([]);
  });
});

describe('DESC-001, recommended preset: under 12 characters (one or two words)', () => {
  it.each([
    ['"Invoices." (9)', tool('Invoices.'), expected(rule, 'tooShort', '/description', { length: 9, minimum: 12 })],
    ['absent', tool(undefined), expected(rule, 'missing', '')]
  ])('fires once: %s', (_label, t, finding) => {
    expect(runRule(rule, t)).toEqual([finding]);
  });

  // Real corpus texts the reference's 20-character cutoff flagged although name, arguments and annotations say the rest.
  it.each([
    ['Delete an R2 bucket'],
    ['Navigate to a URL'],
    ['Close the page'],
    ['List all routes'],
    ['Create a new queue']
  ])('does not fire on %s', (text) => {
    expect(runRule(rule, tool(text))).toEqual([]);
  });
});

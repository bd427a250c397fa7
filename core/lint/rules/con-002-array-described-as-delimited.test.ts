import { describe, expect, it } from 'vitest';
import { con002ArrayDescribedAsDelimited as rule } from './con-002-array-described-as-delimited.ts';
import { expected, runRule } from './testing/one-tool.ts';

const tool = (properties: Record<string, unknown>) => ({
  name: 'list_products',
  description: 'List products. Returns a page of products.',
  inputSchema: { type: 'object', properties }
});
const arr = (description: string, extra: Record<string, unknown> = {}) => ({
  type: 'array',
  items: { type: 'string' },
  description,
  ...extra
});

describe('CON-002 array-described-as-delimited', () => {
  it.each([
    // Paddle's list tools, as published (52 arguments on one server).
    [
      'a comma-separated list (paddle)',
      'Return only the IDs specified. Use a comma-separated list to get multiple entities.',
      'comma'
    ],
    ['comma delimited', 'Statuses to include, comma delimited.', 'comma'],
    ['separated by commas', 'Tags, separated by commas.', 'comma'],
    ['space-separated', 'Scopes, space-separated.', 'space'],
    ['a CSV string', 'Fields to return as a CSV string.', 'comma']
  ])('fires on %s', (_label, description, delimiter) => {
    expect(runRule(rule, tool({ ids: arr(description) }))).toEqual([
      expected(rule, 'delimitedArray', '/inputSchema/properties/ids', { argument: 'ids', delimiter })
    ]);
  });

  it('reads nested arguments and a nullable array', () => {
    const t = tool({
      filter: { type: 'object', properties: { status: arr('Comma-separated statuses', { type: ['array', 'null'] }) } }
    });
    expect(runRule(rule, t).map((f) => f.pointer)).toEqual([
      '/tools/0/inputSchema/properties/filter/properties/status'
    ]);
  });

  it.each([
    ['an array described as a list', arr('Return only the products with these IDs.')],
    ['a string that is comma-separated (the schema agrees)', { type: 'string', description: 'Comma-separated IDs' }],
    ['an array that also takes a string', arr('Comma-separated IDs', { type: ['array', 'string'] })],
    [
      'an array with a string branch',
      { anyOf: [{ type: 'string' }], type: 'array', items: { type: 'string' }, description: 'Comma-separated IDs' }
    ],
    ['the delimited form offered beside the array', arr('IDs as a comma-separated string or an array.')],
    [
      'splitting inside each item (mastra-docs)',
      arr(
        'Keywords to match. Each keyword should be a single word; any whitespace-separated keywords will be split automatically.'
      )
    ],
    ['an array with no description', { type: 'array', items: { type: 'string' } }]
  ])('does not fire on %s', (_label, schema) => {
    expect(runRule(rule, tool({ ids: schema }))).toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import type { Tool } from '../catalog/types.ts';
import { fillArguments, objectWords, quotedPhrases } from './fill-args.ts';

const tool = (
  properties: Record<string, unknown>,
  required: string[],
  description = 'Search the product catalog by keyword.'
): Tool => ({ name: 'search_products', description, inputSchema: { type: 'object', properties, required } });

describe('fillArguments: required arguments from the prompt and the schema', () => {
  test.each([
    [
      'a quoted phrase fills the string argument',
      'Find products that match the keyword "notebook".',
      tool({ query: { type: 'string' } }, ['query']),
      { query: 'notebook' }
    ],
    [
      'quoted phrases fill string arguments in order',
      'Move "a.txt" to "b.txt"',
      tool({ from: { type: 'string' }, to: { type: 'string' } }, ['from', 'to'], 'Move a file.'),
      { from: 'a.txt', to: 'b.txt' }
    ],
    [
      'without quotes, the words the tool does not use name the object',
      'search products about rust ownership',
      tool({ query: { type: 'string' } }, ['query']),
      { query: 'rust ownership' }
    ],
    [
      'an argument named in the prompt takes the word after its name',
      'Get the details of product_id p-17 please',
      tool({ product_id: { type: 'string' } }, ['product_id'], 'Get one product by id.'),
      { product_id: 'p-17' }
    ],
    [
      '`name: value` and `name=value` both count',
      'weather for city: Paris',
      tool({ city: { type: 'string' } }, ['city'], 'Weather.'),
      { city: 'Paris' }
    ],
    [
      'a number takes its default first',
      'top 3 "laptops"',
      tool({ query: { type: 'string' }, limit: { type: 'integer', default: 10 } }, ['query', 'limit']),
      { query: 'laptops', limit: 10 }
    ],
    [
      'then its first example',
      'add "p-1"',
      tool({ id: { type: 'string' }, quantity: { type: 'integer', examples: [2] } }, ['id', 'quantity']),
      { id: 'p-1', quantity: 2 }
    ],
    [
      'then the first number of the prompt',
      'add 4 of "p-1"',
      tool({ id: { type: 'string' }, quantity: { type: 'integer' } }, ['id', 'quantity']),
      { id: 'p-1', quantity: 4 }
    ],
    [
      'an enum takes the member the prompt mentions',
      'sort "x" desc',
      tool({ q: { type: 'string' }, order: { type: 'string', enum: ['asc', 'desc'] } }, ['q', 'order']),
      { q: 'x', order: 'desc' }
    ],
    [
      'else its first member',
      'sort "x"',
      tool({ q: { type: 'string' }, order: { type: 'string', enum: ['asc', 'desc'] } }, ['q', 'order']),
      { q: 'x', order: 'asc' }
    ],
    [
      'booleans, arrays and objects get empty values',
      '"x"',
      tool({ q: { type: 'string' }, b: { type: 'boolean' }, a: { type: 'array' }, o: { type: 'object' } }, [
        'q',
        'b',
        'a',
        'o'
      ]),
      { q: 'x', b: false, a: [], o: {} }
    ],
    [
      'optional arguments are left out',
      '"x"',
      tool({ q: { type: 'string' }, limit: { type: 'integer', default: 5 } }, ['q']),
      { q: 'x' }
    ],
    ['a tool without a schema gets no arguments', 'anything', { name: 'ping' }, {}]
  ])('%s', (_name, prompt, t, expected) => {
    expect(fillArguments(prompt, t)).toEqual(expected);
  });

  test('quoted phrases: double, curly and single quotes, but not apostrophes', () => {
    expect(quotedPhrases(`find "a b" and “c” and 'd' but don't split`)).toEqual(['a b', 'c', 'd']);
  });

  test("object words drop stop words and the tool's own terms, keep the prompt's spelling", () => {
    expect(objectWords('Search the products for Rust books', tool({}, []))).toEqual(['Rust', 'books']);
  });
});

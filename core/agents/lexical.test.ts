import { describe, expect, test } from 'vitest';
import type { Tool } from '../catalog/types.ts';
import { lexicalDriver, selectorDriver } from './lexical.ts';
import type { ToolReply } from './types.ts';

const tools: Tool[] = [
  {
    name: 'search_products',
    description: 'Search the product catalog by keyword.',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }
  },
  {
    name: 'get_product',
    description: "Get one product's details by its product id.",
    inputSchema: { type: 'object', properties: { product_id: { type: 'string' } }, required: ['product_id'] }
  }
];

async function drive(prompt: string, driver = lexicalDriver) {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const callTool = async (name: string, args: Record<string, unknown>): Promise<ToolReply> => {
    calls.push([name, args]);
    return { text: `reply of ${name}`, isError: false };
  };
  const out = await driver.run({ model: 'lexical', prompt, tools, callTool });
  return { calls, out };
}

describe('the lexical agent', () => {
  test('picks the tool the selector ranks first, fills its arguments, calls it once and answers with the reply', async () => {
    const { calls, out } = await drive('Find products that match the keyword "notebook".');
    expect(calls).toEqual([['search_products', { query: 'notebook' }]]);
    expect(out).toEqual({ answer: 'reply of search_products', tokens: { input: 0, output: 0, total: 0 }, cost: 0 });
  });

  test('another prompt, another tool', async () => {
    const { calls } = await drive('Get the details of product_id p-17');
    expect(calls).toEqual([['get_product', { product_id: 'p-17' }]]);
  });

  test('abstains when no tool shares a word with the prompt: no call', async () => {
    const { calls, out } = await drive('What is the weather in Oslo?');
    expect(calls).toEqual([]);
    expect(out.answer).toBe('No presented tool matches the request.');
  });

  test('is deterministic, and bm25 is a second built-in model', async () => {
    const a = await drive('Get the details of product_id p-17');
    const b = await drive('Get the details of product_id p-17');
    expect(a).toEqual(b);
    expect((await drive('Get the details of product_id p-17', selectorDriver('bm25'))).calls[0][0]).toBe('get_product');
  });
});

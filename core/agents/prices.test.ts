import { describe, expect, test } from 'vitest';
import { costOf, priceOf, readPriceTable } from './prices.ts';

describe('the price table', () => {
  test.each([
    ['an exact name', 'gpt-4.1-mini', { input: 0.4, output: 1.6 }],
    ['a dated snapshot reads its family (longest prefix)', 'claude-sonnet-4-5-20250929', { input: 3, output: 15 }],
    ['gpt-4.1-mini-2025 is mini, not gpt-4.1', 'gpt-4.1-mini-2025-04-14', { input: 0.4, output: 1.6 }],
    ['a provider prefix is ignored', 'anthropic:claude-haiku-4-5', { input: 1, output: 5 }],
    ['an unknown model has no price', 'llama3.1', undefined]
  ])('%s', (_name, model, price) => {
    expect(priceOf(model)).toEqual(price);
  });

  test('cost = input x price.input + output x price.output, per million', () => {
    expect(costOf('claude-sonnet-4-5', { input: 1_000_000, output: 100_000 })).toBeCloseTo(3 + 1.5, 12);
    expect(costOf('lexical', { input: 0, output: 0, total: 0 })).toBe(0);
    expect(costOf('llama3.1', { input: 10, output: 10 })).toBeUndefined();
    expect(costOf('gpt-5', undefined)).toBeUndefined();
  });

  test('a user table overrides entries and adds models', () => {
    const r = readPriceTable({ 'gpt-5': { input: 1, output: 2 }, 'llama3.1': { input: 0, output: 0 } });
    expect(r).toEqual({ ok: true, table: { 'gpt-5': { input: 1, output: 2 }, 'llama3.1': { input: 0, output: 0 } } });
    expect(costOf('llama3.1', { input: 5, output: 5 }, r.ok ? r.table : {})).toBe(0);
  });

  test('a bad entry names the model and its pointer', () => {
    expect(readPriceTable({ 'gpt/5': { input: -1, output: 2 } })).toEqual({
      ok: false,
      pointer: '/gpt~15/input',
      problem:
        'the price of "gpt/5" must be { "input": <number>, "output": <number> }, dollars per million tokens, 0 or more'
    });
    expect(readPriceTable([1])).toMatchObject({ ok: false, pointer: '' });
  });
});

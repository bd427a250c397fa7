import { describe, expect, it } from 'vitest';
import { countWhitespaceTokens, surfaceStrings, whitespaceToolTokens } from './surface.ts';
import { countToolTokens, loadEncoders, sumTokens } from './encoders.ts';

describe('surface strings', () => {
  it('use "" for a missing description and {} for a missing schema, compact JSON in key order', () => {
    expect(surfaceStrings({ name: 'x' })).toEqual(['x', '', '{}']);
    expect(
      surfaceStrings({ name: 'x', description: 'd', inputSchema: { type: 'object', properties: { b: {}, a: {} } } })
    ).toEqual(['x', 'd', '{"type":"object","properties":{"b":{},"a":{}}}']);
  });
});

describe('whitespace estimate', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    [' two  words\n', 2],
    ['tab\tand\u00a0nbsp', 3],
    // The Unicode White_Space set and U+FEFF split; a zero-width space (U+200B) does not.
    ['中文\u3000空格', 2],
    ['a\u2028b\u205fc\ufeffd\u1680e\u200af', 6],
    ['zero\u200bwidth', 1],
    ['😀 😀\r\n\v\f😀', 3]
  ])('%j has %i pieces', (text, n) => expect(countWhitespaceTokens(text)).toBe(n));

  it('sums name, description and schema JSON', () => {
    // "get_weather" (1) + "Get the weather." (3) + '{}' (1)
    expect(whitespaceToolTokens({ name: 'get_weather', description: 'Get the weather.' })).toBe(5);
  });
});

describe('BPE encoders', () => {
  // Reference counts from OpenAI's tiktoken cookbook, which prints the ids:
  // cl100k_base "tiktoken is great!" -> [83, 1609, 5963, 374, 2294, 0],
  // o200k_base  "tiktoken is great!" -> [83, 8251, 2488, 382, 2212, 0]; "hello world" -> [15339, 1917] in cl100k.
  it.each([
    ['tiktoken is great!', 6, 6],
    ['hello world', 2, 2],
    ['', 0, 0],
    ['{}', 1, 1],
    ['get_weather', 2, 2]
  ])('%j -> cl100k %i, o200k %i', async (text, cl, o) => {
    const enc = await loadEncoders();
    expect(enc.cl100k(text)).toBe(cl);
    expect(enc.o200k(text)).toBe(o);
  });

  it('counts a tool as the sum of its three strings', async () => {
    const enc = await loadEncoders();
    const tool = { name: 'get_weather', description: 'hello world' };
    expect(countToolTokens(tool, enc)).toEqual({ cl100k: 2 + 2 + 1, o200k: 2 + 2 + 1, whitespace: 4 });
    expect(sumTokens([countToolTokens(tool, enc), countToolTokens(tool, enc)]).cl100k).toBe(10);
  });
});

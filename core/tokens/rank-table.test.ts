import { describe, expect, it } from 'vitest';
import { GptEncoding } from 'gpt-tokenizer/GptEncoding';
import cl100kRanks from 'gpt-tokenizer/bpeRanks/cl100k_base';
import o200kRanks from 'gpt-tokenizer/bpeRanks/o200k_base';
import { countingApiFromTable, encodeRankTable, RankTable, type GptEncodingClass } from './rank-table.ts';
import { loadEncoders, ORDINARY_TEXT } from './encoders.ts';
import { stringifyJson } from '../source/json-stringify.ts';

const SAMPLES = [
  'get_forecast',
  'Get the weather for a city. Returns JSON.',
  '{"type":"object","properties":{"q":{"type":"string","description":"city name"}},"required":["q"]}',
  '東京の天気 👩‍👩‍👧 <|endoftext|> <|im_start|>',
  '\ud800 lone surrogate and \udfff',
  'Ünïcödé façade naïve — “quotes” … € ₿ \u0000 \u001f tab\there\r\nnew',
  ' \n\n   indented\n\t\t',
  'x'.repeat(5000),
  '0123456789 3.14159 1e10 -42',
  'a'.repeat(7) + '\u00e9'.repeat(9) + 'ñ'.repeat(33),
  'SELECT * FROM users WHERE id = $1; -- 𝔘𝔫𝔦𝔠𝔬𝔡𝔢'
];

const ENCODINGS = [
  { name: 'cl100k_base', ranks: cl100kRanks, key: 'cl100k' },
  { name: 'o200k_base', ranks: o200kRanks, key: 'o200k' }
] as const;

describe.each(ENCODINGS)('the $name rank table', ({ name, ranks, key }) => {
  const bytes = encodeRankTable(ranks);
  const table = new RankTable(bytes);

  it('finds every string rank at its own index and no other text', () => {
    let strings = 0;
    for (let r = 0; r < ranks.length; r++) {
      const v = ranks[r];
      if (typeof v !== 'string') continue;
      strings++;
      if (table.get(v) !== r) expect.fail(`rank ${r} (${JSON.stringify(v)}) read back as ${table.get(v)}`);
    }
    expect(strings).toBeGreaterThan(90_000);
    expect(table.get('definitely not one token, surely')).toBeUndefined();
    expect(table.get('')).toBeUndefined();
  });

  it('keeps the ranks that are not UTF-8, sorted by their bytes as the library sorts them', () => {
    const binary = ranks.flatMap((v, r) => (typeof v === 'string' ? [] : [r]));
    expect(table.binaryRanks.map(([, r]) => r).sort((a, b) => a - b)).toEqual(binary);
    for (let i = 1; i < table.binaryRanks.length; i++) {
      const [a, b] = [table.binaryRanks[i - 1][0], table.binaryRanks[i][0]];
      expect(Buffer.compare(Buffer.from(a), Buffer.from(b)), `entry ${i}`).toBeLessThan(0);
    }
  });

  it('counts exactly as gpt-tokenizer does, special-token text as ordinary text', async () => {
    const api = countingApiFromTable(GptEncoding as unknown as GptEncodingClass, name, new RankTable(bytes.slice()));
    const pkg = await loadEncoders();
    const schema =
      stringifyJson({
        type: 'object',
        properties: Object.fromEntries(SAMPLES.map((s, i) => [`p${i}`, { type: 'string', description: s }]))
      }) ?? '';
    for (const s of [...SAMPLES, schema]) expect(api.countTokens(s, ORDINARY_TEXT), s.slice(0, 40)).toBe(pkg[key](s));
  });

  it('reads a table whose bytes start at an unaligned offset (as a Buffer slice may)', () => {
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(new RankTable(shifted.subarray(1)).get(typeof ranks[1000] === 'string' ? ranks[1000] : 'the')).toBeDefined();
  });
});

describe('a rank table', () => {
  it('refuses bytes that are not one', () => {
    expect(() => new RankTable(new Uint8Array(64))).toThrow(/not a toolgauge rank table/);
  });
});

import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import o200k from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { listCorpus, SET_DIRS } from '../../tests/unit/helpers/corpus.ts';
import { installLinearMerge } from './bpe-merge.ts';
import { ORDINARY_TEXT } from './encoders.ts';
import { memoCountTokens, pieceMemoCounter, type PieceCountingCore } from './piece-memo.ts';
import { surfaceStrings } from './surface.ts';

const APIS = {
  cl100k: installLinearMerge(cl100k),
  o200k: installLinearMerge(o200k)
};
const library = (api: typeof cl100k, text: string) => (text === '' ? 0 : api.countTokens(text, ORDINARY_TEXT));

describe('piece-memo counting equals the library count', () => {
  const cases: Array<[string, string]> = [
    ['empty', ''],
    ['prose', 'Get the current weather for a city. Returns temperature in °C and a 3-day forecast.'],
    [
      'schema JSON',
      '{"type":"object","properties":{"path":{"type":"string","description":"Absolute path"}},"required":["path"]}'
    ],
    ['special-token text is ordinary text', 'a <|endoftext|> b <|im_start|>system<|im_end|> c <|fim_prefix|>'],
    ['contractions and case', "It's DON'T we'll I'M they've"],
    ['whitespace runs and newlines', 'a  \n\n   b\t\t c   \r\n  '],
    ['numbers', '1234567 3.14159 2026-11-26T00:00:00Z'],
    ['non-Latin scripts and emoji', 'Привет мир 你好世界 مرحبا 👩‍👩‍👧 🇯🇵 café'],
    ['lone surrogate', 'x\ud800y\udc00z'],
    ['long run of one letter (one long piece)', 'a'.repeat(5000)],
    ['long run of punctuation', '!?'.repeat(3000)],
    ['a piece repeated', 'alpha beta '.repeat(500)]
  ];
  for (const [encoding, api] of Object.entries(APIS)) {
    const count = memoCountTokens(api);
    it.each(cases)(`${encoding}: %s`, (_, text) => {
      const expected = library(api, text);
      expect(count(text)).toBe(expected);
      // Again, now from the memo.
      expect(count(text)).toBe(expected);
    });
  }

  it('stays exact when the memo fills and is emptied, and does not keep long pieces', () => {
    const core = (
      APIS.o200k as unknown as {
        bytePairEncodingCoreProcessor: PieceCountingCore;
      }
    ).bytePairEncodingCoreProcessor;
    const calls: string[] = [];
    const spy: PieceCountingCore = {
      tokenSplitRegex: core.tokenSplitRegex,
      getBpeRankFromString: (p) => {
        calls.push(p);
        return core.getBpeRankFromString(p);
      },
      bytePairEncode: (p) => core.bytePairEncode(p)
    };
    const count = pieceMemoCounter(spy, 8, 4, 0);
    const text = 'one two three four five six seven eight nine ten supercalifragilistic';
    const expected = library(APIS.o200k, text);
    expect(count(text)).toBe(expected);
    const first = calls.length;
    expect(count(text)).toBe(expected);
    // Four entries at most survive in each piece memo, the 20-character word is never kept, and
    // no text is kept (maxTextChars 0): most pieces are looked up again.
    expect(calls.length - first).toBeGreaterThan(first / 2);
    expect(calls.slice(first)).toContain(' supercalifragilistic');

    const memo = pieceMemoCounter(core);
    expect(memo('the the the the')).toBe(library(APIS.o200k, 'the the the the'));
  });

  it('remembers whole texts up to maxTextChars characters, then starts again', () => {
    const core = (
      APIS.cl100k as unknown as {
        bytePairEncodingCoreProcessor: PieceCountingCore;
      }
    ).bytePairEncodingCoreProcessor;
    let lookups = 0;
    const spy: PieceCountingCore = {
      ...core,
      getBpeRankFromString: (p) => (lookups++, core.getBpeRankFromString(p)),
      bytePairEncode: (p) => core.bytePairEncode(p),
      tokenSplitRegex: core.tokenSplitRegex
    };
    // One entry per piece memo: a text split again always reaches the rank table.
    const count = pieceMemoCounter(spy, 64, 1, 20);
    const a = 'alpha beta gamma';
    const b = 'delta epsilon';
    const long = 'one two three four five six seven';
    const costs = (text: string) => {
      const before = lookups;
      expect(count(text)).toBe(library(APIS.cl100k, text));
      return lookups - before;
    };
    expect(costs(a)).toBeGreaterThan(0);
    expect(costs(a)).toBe(0);
    // 16 + 13 characters pass 20: the text memo is emptied, then holds `b` alone.
    expect(costs(b)).toBeGreaterThan(0);
    expect(costs(b)).toBe(0);
    expect(costs(a)).toBeGreaterThan(0);
    // A text longer than the limit is never kept, and still counted exactly.
    expect(costs(long)).toBeGreaterThan(0);
    expect(costs(long)).toBeGreaterThan(0);
  });

  it('counts every match of a pattern that skips text, as the library does', () => {
    // A made-up pattern (not the encodings'): no piece starts at ", " or "!!", so the search finds
    // the next match, as the library's matchAll does. Every piece here is one token.
    const core: PieceCountingCore = {
      tokenSplitRegex: /[a-z]+/gu,
      getBpeRankFromString: () => 0,
      bytePairEncode: () => [0]
    };
    const count = pieceMemoCounter(core);
    expect(count('ab, cd!!ef')).toBe(3);
    expect(count(', ,')).toBe(0);
    expect(count('abcdefghij kl')).toBe(2);
  });

  for (const [encoding, api] of Object.entries(APIS)) {
    it(`${encoding}: equals the library on random text (ASCII-weighted, with some non-ASCII)`, () => {
      // Short pieces are keyed by their packed character codes and texts are remembered: a
      // collision or a wrong key would show as a wrong count on some string of this alphabet.
      const count = memoCountTokens(api);
      const char = fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
        },
        { weight: 3, arbitrary: fc.constantFrom(...'sSdDmMtTlLvVeErR') },
        { weight: 3, arbitrary: fc.constantFrom(...'0123456789') },
        {
          weight: 3,
          arbitrary: fc.constantFrom("'", "'", '/', '/', '"', '{', '}', ':', ',', '.', '-', '_', '!', '*')
        },
        {
          weight: 5,
          arbitrary: fc.constantFrom(' ', ' ', ' ', '\t', '\n', '\r', '\v', '\f', '\r\n')
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom('\x00', '\x1f', '\x7f', '\x08')
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'é',
            'Ж',
            '你',
            '\u00a0',
            '\u2028',
            '\u3000',
            '\u0301',
            '\u0661',
            '²',
            '’',
            '😀',
            '\ud800',
            'ǅ',
            'ʰ'
          )
        }
      );
      fc.assert(
        fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
          const text = chars.join('');
          expect(count(text)).toBe(library(api, text));
        }),
        { numRuns: 4000, seed: 33 }
      );
    });
  }

  it('throws when gpt-tokenizer moves the parts it reads', () => {
    expect(() => memoCountTokens({})).toThrow(/gpt-tokenizer changed/);
    expect(() =>
      memoCountTokens({
        bytePairEncodingCoreProcessor: { tokenSplitRegex: /x/g }
      })
    ).toThrow(/gpt-tokenizer changed/);
  });

  const files = [...listCorpus(SET_DIRS.tuning), ...listCorpus(SET_DIRS.checking)];
  it.skipIf(files.length === 0)('on every string of every real corpus catalog, both encodings', () => {
    const counters = {
      cl100k: memoCountTokens(APIS.cl100k),
      o200k: memoCountTokens(APIS.o200k)
    };
    let strings = 0;
    for (const file of files) {
      const { tools } = JSON.parse(readFileSync(file, 'utf8')) as {
        tools: Array<Record<string, unknown>>;
      };
      for (const tool of tools)
        for (const text of surfaceStrings(tool as never)) {
          strings++;
          expect(counters.cl100k(text), `${file} ${String(tool.name)}`).toBe(library(APIS.cl100k, text));
          expect(counters.o200k(text), `${file} ${String(tool.name)}`).toBe(library(APIS.o200k, text));
        }
    }
    expect(strings).toBeGreaterThan(3000);
  });
});

describe('long texts are split into pieces window by window (issue 43 item 13)', () => {
  const coreOf = (api: unknown) =>
    (api as { bytePairEncodingCoreProcessor: PieceCountingCore }).bytePairEncodingCoreProcessor;
  // Ordinary text: the corpus's surface strings, joined into texts of about 100,000 characters.
  const corpusText = [...listCorpus(SET_DIRS.tuning), ...listCorpus(SET_DIRS.checking)]
    .flatMap((file) => {
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as { tools?: Array<{ name: string }> };
      return (catalog.tools ?? []).flatMap((t) => surfaceStrings(t));
    })
    .join('\n')
    .slice(0, 100_000);

  it.each(
    [
      // The corpus row only where ../shared/corpus is (a clone elsewhere has no corpus to read).
      ['corpus descriptions and schemas', corpusText],
      ['prose', 'Get the current weather for a city. Returns temperature in °C. '.repeat(2000)],
      ['non-Latin scripts', 'Привет мир 你好世界，今天 مرحبا 👩‍👩‍👧 café\n'.repeat(2000)],
      ['numbers and JSON', '{"id":12345,"q":"x y","ok":true}, '.repeat(3000)]
    ].filter(([, text]) => text !== '')
  )('%s: counted in windows of 1,024 characters, the count is the whole-text count', (_label, text) => {
    for (const api of Object.values(APIS)) {
      const whole = pieceMemoCounter(coreOf(api), 64, 1 << 16, 0, Number.MAX_SAFE_INTEGER);
      const windowed = pieceMemoCounter(coreOf(api), 64, 1 << 16, 0, 1024, 128);
      expect(text.length).toBeGreaterThan(50_000);
      expect(windowed(text)).toBe(whole(text));
      expect(whole(text)).toBe(library(api, text));
    }
  });

  it('no piece longer than a window reaches the merge, and 4x a hostile run is 4x the pieces', () => {
    const core = coreOf(APIS.o200k);
    const runOf = (chars: number) => {
      let seed = chars;
      return Array.from({ length: chars }, () => {
        seed = (seed * 1103515245 + 12345) >>> 0;
        return String.fromCharCode(0x430 + ((seed >>> 16) % 32));
      }).join('');
    };
    const pieces = (text: string) => {
      const lengths: number[] = [];
      const spy: PieceCountingCore = {
        tokenSplitRegex: core.tokenSplitRegex,
        getBpeRankFromString: (p) => core.getBpeRankFromString(p),
        bytePairEncode: (p) => (lengths.push(p.length), [])
      };
      pieceMemoCounter(spy, 64, 1 << 16, 0, 4096, 256)(text);
      return lengths;
    };
    const small = pieces(runOf(100_000));
    const big = pieces(runOf(400_000));
    expect(Math.max(...small, ...big)).toBeLessThanOrEqual(4096);
    expect(small.length).toBe(Math.ceil(100_000 / 4096));
    expect(big.length).toBe(Math.ceil(400_000 / 4096));
  });

  it('a 10 MB run of one script counts without exhausting the regex stack', () => {
    const text = 'ж'.repeat(5_000_000);
    expect(memoCountTokens(APIS.o200k)(text)).toBeGreaterThan(0);
  });
});

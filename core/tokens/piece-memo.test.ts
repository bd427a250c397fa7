import { readFileSync } from 'node:fs';
import cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import o200k from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { listCorpus, SET_DIRS } from '../../tests/unit/helpers/corpus.ts';
import { installLinearMerge } from './bpe-merge.ts';
import { ORDINARY_TEXT } from './encoders.ts';
import { memoCountTokens, pieceMemoCounter, type PieceCountingCore } from './piece-memo.ts';
import { surfaceStrings } from './surface.ts';

const APIS = { cl100k: installLinearMerge(cl100k), o200k: installLinearMerge(o200k) };
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
    const core = (APIS.o200k as unknown as { bytePairEncodingCoreProcessor: PieceCountingCore })
      .bytePairEncodingCoreProcessor;
    const calls: string[] = [];
    const spy: PieceCountingCore = {
      tokenSplitRegex: core.tokenSplitRegex,
      getBpeRankFromString: (p) => {
        calls.push(p);
        return core.getBpeRankFromString(p);
      },
      bytePairEncode: (p) => core.bytePairEncode(p)
    };
    const count = pieceMemoCounter(spy, 8, 4);
    const text = 'one two three four five six seven eight nine ten supercalifragilistic';
    const expected = library(APIS.o200k, text);
    expect(count(text)).toBe(expected);
    const first = calls.length;
    expect(count(text)).toBe(expected);
    // Four entries at most survive, and the 20-character word is never kept: most pieces are looked up again.
    expect(calls.length - first).toBeGreaterThan(first / 2);
    expect(calls.slice(first)).toContain(' supercalifragilistic');

    const memo = pieceMemoCounter(core);
    expect(memo('the the the the')).toBe(library(APIS.o200k, 'the the the the'));
  });

  it('throws when gpt-tokenizer moves the parts it reads', () => {
    expect(() => memoCountTokens({})).toThrow(/gpt-tokenizer changed/);
    expect(() => memoCountTokens({ bytePairEncodingCoreProcessor: { tokenSplitRegex: /x/g } })).toThrow(
      /gpt-tokenizer changed/
    );
  });

  const files = [...listCorpus(SET_DIRS.tuning), ...listCorpus(SET_DIRS.checking)];
  it.skipIf(files.length === 0)('on every string of every real corpus catalog, both encodings', () => {
    const counters = { cl100k: memoCountTokens(APIS.cl100k), o200k: memoCountTokens(APIS.o200k) };
    let strings = 0;
    for (const file of files) {
      const { tools } = JSON.parse(readFileSync(file, 'utf8')) as { tools: Array<Record<string, unknown>> };
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

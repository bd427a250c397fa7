import { describe, expect, it } from 'vitest';
import { getEncoding } from 'js-tiktoken';
import cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import o200k from 'gpt-tokenizer/encoding/o200k_base';
import { BytePairEncodingCore } from 'gpt-tokenizer/esm/BytePairEncodingCore';
import { readFileSync } from 'node:fs';
import { listCorpus, SET_DIRS } from '../../tests/unit/helpers/corpus.ts';
import { bytePairMergeLinear, CHUNK_BYTES, chunkEnds, installLinearMerge, mergeInChunks } from './bpe-merge.ts';
import { ORDINARY_TEXT } from './encoders.ts';

// js-tiktoken is the reference (OpenAI's tiktoken ported); gpt-tokenizer with the linear merge must agree token for token.
const reference = { cl100k: getEncoding('cl100k_base'), o200k: getEncoding('o200k_base') };
const ours = { cl100k: installLinearMerge(cl100k), o200k: installLinearMerge(o200k) };

const runs: Array<[string, string]> = [
  ['letters', 'a'.repeat(2000)],
  ['capitals', 'Q'.repeat(1500)],
  ['mixed-case letters', 'aBcDeF'.repeat(300)],
  ['digits', '7'.repeat(2001)],
  ['CJK', '中'.repeat(700)],
  ['mixed CJK', '中文字符'.repeat(200)],
  ['spaces', ' '.repeat(1500) + 'x'],
  ['tabs and newlines', '\t\n'.repeat(700) + 'end'],
  ['punctuation', '='.repeat(1500)],
  ['mixed punctuation', '!?-_=+*'.repeat(200)],
  ['base64', 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkrLw=='.repeat(30)],
  ['emoji', '😀'.repeat(300)],
  ['accents', 'éàü'.repeat(300)],
  ['mixed classes', 'ab12 中,\n'.repeat(300)]
];

describe('bytePairMergeLinear', () => {
  it.each(runs)('counts a long run of %s exactly as js-tiktoken does', (_label, text) => {
    for (const name of ['cl100k', 'o200k'] as const) {
      const tokens = ours[name].encode(text, ORDINARY_TEXT);
      expect(tokens).toEqual(reference[name].encode(text, [], []));
      expect(ours[name].countTokens(text, ORDINARY_TEXT)).toBe(tokens.length);
    }
  });

  it('gives the same tokens as the library merge on short and medium pieces of mixed bytes', () => {
    // Private in the library's types; the same members installLinearMerge uses.
    type Core = { getBpeRankFromBytes(b: Uint8Array): number | undefined; bytePairMerge(b: Uint8Array): number[] };
    const core = (cl100k as unknown as { bytePairEncodingCoreProcessor: Core }).bytePairEncodingCoreProcessor;
    const rankOf = core.getBpeRankFromBytes.bind(core);
    const library = (BytePairEncodingCore.prototype as unknown as Core).bytePairMerge;
    const sample = [...'Search issues; returns JSON {"q":"x"} 12345 ünïcödé 中文 😀 ==== ####'];
    for (let i = 0; i < 300; i++) {
      const text = Array.from({ length: 1 + (i % 90) }, (_, k) => sample[(i * 7 + k * 13) % sample.length]).join('');
      const bytes = new TextEncoder().encode(text);
      expect(bytePairMergeLinear(bytes, rankOf)).toEqual(library.call(core, bytes));
    }
  });

  it('counts a 200,000-letter run as the reference counts it (the run is periodic in 8 letters)', () => {
    const count = ours.cl100k.countTokens('a'.repeat(200_000), ORDINARY_TEXT);
    // js-tiktoken's own merge is quadratic too: ask it for 2,000 letters, one hundredth of the run.
    expect(count).toBe(100 * reference.cl100k.encode('a'.repeat(2000), [], []).length);
  });
});

describe('long pieces are merged in chunks of at most CHUNK_BYTES (issue 43 item 13)', () => {
  type Core = { getBpeRankFromBytes(b: Uint8Array): number | undefined };
  const core = (o200k as unknown as { bytePairEncodingCoreProcessor: Core }).bytePairEncodingCoreProcessor;
  const rankOf = core.getBpeRankFromBytes.bind(core);
  const whole = (text: string) => bytePairMergeLinear(new TextEncoder().encode(text), rankOf).length;
  const chunked = (text: string, chunkBytes = CHUNK_BYTES) => {
    const bytes = new TextEncoder().encode(text);
    return mergeInChunks(bytes, chunkEnds(bytes, chunkBytes), (b) => bytePairMergeLinear(b, rankOf)).length;
  };

  // Ordinary text: every piece is far shorter than a chunk, so chunking changes no count. The long
  // runs above are merged whole and chunked; the corpus's longest texts are counted with the
  // chunked merge installed, against the reference.
  const corpusTexts = [...listCorpus(SET_DIRS.tuning), ...listCorpus(SET_DIRS.checking)]
    .flatMap((file) => {
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as { tools?: Array<Record<string, unknown>> };
      return (catalog.tools ?? []).map((t) => `${t.description ?? ''}\n${JSON.stringify(t.inputSchema ?? {})}`);
    })
    .sort((a, b) => b.length - a.length)
    .slice(0, 20);
  it.each(runs)('chunked equals whole on one piece of %s', (_label, text) => expect(chunked(text)).toBe(whole(text)));

  it('the corpus texts count as the reference counts them, with the chunked merge installed', () => {
    for (const text of corpusTexts)
      for (const name of ['cl100k', 'o200k'] as const)
        expect(ours[name].countTokens(text, ORDINARY_TEXT)).toBe(reference[name].encode(text, [], []).length);
  });

  it('a run of one letter or one multi-byte character cuts where its tokens end: the count stays exact', () => {
    for (const text of ['a'.repeat(50_000), '中'.repeat(20_000), '😀'.repeat(10_000), '='.repeat(40_000)])
      expect(chunked(text)).toBe(whole(text));
  });

  it('the merge never sees more than CHUNK_BYTES bytes, and the chunks grow with the piece, one per CHUNK_BYTES', () => {
    const seen: number[][] = [];
    for (const chars of [100_000, 400_000]) {
      // Random Cyrillic letters: one pre-token of 2 bytes a letter, as in the hostile reproduction.
      let seed = chars;
      const text = Array.from({ length: chars }, () => {
        seed = (seed * 1103515245 + 12345) >>> 0;
        return String.fromCharCode(0x430 + ((seed >>> 16) % 32));
      }).join('');
      const bytes = new TextEncoder().encode(text);
      const lengths: number[] = [];
      mergeInChunks(bytes, chunkEnds(bytes, CHUNK_BYTES), (b) => {
        lengths.push(b.length);
        return [];
      });
      expect(Math.max(...lengths)).toBeLessThanOrEqual(CHUNK_BYTES);
      expect(lengths.reduce((a, b) => a + b, 0)).toBe(bytes.length);
      seen.push(lengths);
    }
    // Four times the input is four times the chunks of the same bounded size: linear work.
    expect(seen[0].length).toBe(Math.ceil((2 * 100_000) / CHUNK_BYTES));
    expect(seen[1].length).toBe(Math.ceil((2 * 400_000) / CHUNK_BYTES));
  });

  it('never cuts inside a UTF-8 character', () => {
    const bytes = new TextEncoder().encode('é😀中a'.repeat(5000));
    for (const end of chunkEnds(bytes, 1000)) if (end < bytes.length) expect(bytes[end] & 0xc0).not.toBe(0x80);
  });
});

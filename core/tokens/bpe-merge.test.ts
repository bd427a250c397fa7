import { describe, expect, it } from 'vitest';
import { getEncoding } from 'js-tiktoken';
import cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import o200k from 'gpt-tokenizer/encoding/o200k_base';
import { BytePairEncodingCore } from 'gpt-tokenizer/esm/BytePairEncodingCore';
import { bytePairMergeLinear, installLinearMerge } from './bpe-merge.ts';
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

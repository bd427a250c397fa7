import fc from 'fast-check';
import cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import o200k from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { asciiSplitterFor } from './ascii-split.ts';

const REGEX = {
  cl100k: cl100k.bytePairEncodingCoreProcessor.tokenSplitRegex,
  o200k: o200k.bytePairEncodingCoreProcessor.tokenSplitRegex
};

/** The regex's pieces, as the library cuts them (every match over the whole text). */
const regexPieces = (regex: RegExp, text: string): string[] =>
  [...text.matchAll(new RegExp(regex.source, 'gu'))].map((m) => m[0]);

/** The splitter's pieces, with the regex for one piece wherever it answers -1 (as piece-memo does). */
function splitPieces(regex: RegExp, text: string): { pieces: string[]; fallbacks: number } {
  const end = asciiSplitterFor(regex)!;
  const split = new RegExp(regex.source, 'gu');
  const pieces: string[] = [];
  let fallbacks = 0;
  for (let at = 0; at < text.length; ) {
    const e = end(text, at);
    if (e > at) {
      pieces.push(text.slice(at, e));
      at = e;
    } else {
      expect(e).toBe(-1);
      fallbacks++;
      split.lastIndex = at;
      const m = split.exec(text)!;
      pieces.push(m[0]);
      at = split.lastIndex;
    }
  }
  return { pieces, fallbacks };
}

const CASES: Array<[string, string]> = [
  ['contractions', "It's DON'T we'll I'M they've you'Re 'sun 'LLama 'x ' 'v"],
  ['contraction after capitals and at the end', "HELLO'S abc'd x'l x'"],
  ['case splits', 'HTTPServer helloWorld ABCdef ABC aB Ab getHTTPResponseCode iOS'],
  ['prefix characters before letters', "\tword \vword \fword .word 'word _id -x \nword \rword 1word"],
  ['digits in threes', '1 12 123 1234 1234567 v2 2x 3.14159 0x1F'],
  ['punctuation runs and trailing newlines', '!?\n\n !!/\r\n // /** */ a/b/c "a":"b" .\n/\n'],
  ['space before punctuation, digits, newline', ' ! 1 \n  \n x'],
  ['whitespace runs', 'a  b   c\t\td \t e  \n  f\r\n\r\n  g    '],
  ['whitespace at the end', 'end \t ', ],
  ['only whitespace', ' \n \t\r\n  '],
  ['single characters', ' '],
  ['control characters', '\x00\x01a\x1f\x7fb\x0bc\x0cd'],
  ['JSON schema', '{"type":"object","properties":{"path":{"type":"string","description":"Absolute path"}}}'],
  ['non-ASCII around ASCII', 'café naïve Привет ok 你好 x\u00a0y a\u2028b 1\u0661 \u0301a ’s'],
  ['lone surrogates and emoji', 'x\ud800y\udc00z 👩‍👩‍👧 a🇯🇵b'],
  ['non-ASCII whitespace after a space run', 'a  \u3000b \u00a0\n c']
];

describe('asciiSplitterFor cuts text exactly as the split regex does', () => {
  for (const [name, regex] of Object.entries(REGEX)) {
    it.each(CASES)(`${name}: %s`, (_, text) => {
      expect(splitPieces(regex, text).pieces).toEqual(regexPieces(regex, text));
    });

    it(`${name}: answers every piece of pure ASCII text without the regex`, () => {
      const text = "The API's HTTPServer returns 12345 items;\n\n  see /docs/x.md\t(v2) DON'T  \r\n";
      expect(splitPieces(regex, text).fallbacks).toBe(0);
    });

    it(`${name}: random text over ASCII and a few non-ASCII characters`, () => {
      // Weighted to what makes pieces interesting: letters of both cases, digits, apostrophes and
      // contraction letters, punctuation, every ASCII whitespace, slashes, and some non-ASCII.
      const char = fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ') },
        { weight: 3, arbitrary: fc.constantFrom(...'sSdDmMtTlLvVeErR') },
        { weight: 3, arbitrary: fc.constantFrom(...'0123456789') },
        { weight: 3, arbitrary: fc.constantFrom("'", "'", '/', '/', '"', '{', '}', ':', ',', '.', '-', '_', '!', '*') },
        { weight: 5, arbitrary: fc.constantFrom(' ', ' ', ' ', '\t', '\n', '\r', '\v', '\f', '\r\n') },
        { weight: 1, arbitrary: fc.constantFrom('\x00', '\x1f', '\x7f', '\x08') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('é', 'Ж', '你', '\u00a0', '\u2028', '\u3000', '\u0301', '\u0661', '²', '’', '😀', '\ud800', 'ǅ', 'ʰ')
        }
      );
      const text = fc.array(char, { maxLength: 40 }).map((a) => a.join(''));
      fc.assert(
        fc.property(text, (t) => {
          expect(splitPieces(regex, t).pieces).toEqual(regexPieces(regex, t));
        }),
        { numRuns: 5000, seed: 33 }
      );
    });
  }

  it('answers only for the two patterns it knows, with their flags', () => {
    expect(asciiSplitterFor(/\s+|\S+/gu)).toBeUndefined();
    expect(asciiSplitterFor(new RegExp(REGEX.o200k.source, 'gim'))).toBeUndefined();
    expect(asciiSplitterFor(new RegExp(REGEX.o200k.source, 'giu'))).toBeUndefined();
    expect(asciiSplitterFor(new RegExp(REGEX.cl100k.source, 'u'))).toBeTypeOf('function');
  });
});

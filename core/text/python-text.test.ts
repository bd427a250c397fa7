import { describe, expect, it } from 'vitest';
import fixture from './fixtures/python-tokens.json' with { type: 'json' };
import { alnumRuns, casefold, isPythonAlnum } from './python-text.ts';
import { PYTHON_UNICODE_VERSION } from './python-text-data.ts';

describe("casefold is Python's str.casefold, not toLowerCase", () => {
  it.each([
    ['Straße', 'strasse'],
    ['ẞ', 'ss'],
    ['ΌΣΟΣ', 'όσοσ'], // no final-sigma context: every Σ folds to σ
    ['ς', 'σ'],
    ['İ', 'i\u0307'],
    ['ﬁ', 'fi'],
    ['ſ', 's'],
    ['ꭰ', 'Ꭰ'], // Cherokee folds to the capital
    ['K', 'k'], // Kelvin sign
    ['ǰ', 'j\u030c'],
    ['plain ascii', 'plain ascii'],
    ['𐐀', '𐐨'] // astral: Deseret
  ])('%s -> %s', (text, folded) => {
    expect(casefold(text)).toBe(folded);
  });
});

describe("isPythonAlnum is re's [^\\W_]", () => {
  it.each([
    ['a', true],
    ['Z', true],
    ['0', true],
    ['_', false],
    ['-', false],
    [' ', false],
    ['é', true],
    ['ǅ', true],
    ['ʰ', true],
    ['日', true],
    ['٣', true],
    ['Ⅻ', true],
    ['½', true],
    ['²', true],
    ['①', true],
    ['\u0301', false],
    ['·', false],
    ['€', false],
    ['𝐀', true]
  ])('%s -> %s', (ch, yes) => {
    expect(isPythonAlnum(ch.codePointAt(0)!)).toBe(yes);
  });
});

describe('alnumRuns counts code points, not UTF-16 units', () => {
  it.each([
    ['a b cd', 2, ['cd']],
    ['a_b x-yz', 2, ['yz']],
    ['𝐀 𝐀𝐁', 2, ['𝐀𝐁']],
    ['', 2, []],
    ['é\u0301x', 2, []] // a combining mark breaks the run
  ])('%j', (text, min, runs) => {
    expect(alnumRuns(text, min)).toEqual(runs);
  });
});

describe(`the tables agree with Python ${fixture.python} (Unicode ${fixture.unicode}) on ${fixture.cases.length} strings`, () => {
  it('records the Unicode version it was made with', () => {
    expect(PYTHON_UNICODE_VERSION).toBe(fixture.unicode);
  });
  it('casefold and the tokens of NFKC + casefold + [^\\W_]{2,} match, string by string', () => {
    const wrong = fixture.cases.filter(
      ([text, folded, tokens]) =>
        casefold(text as string) !== folded ||
        JSON.stringify(alnumRuns(casefold((text as string).normalize('NFKC')), 2)) !== JSON.stringify(tokens)
    );
    expect(wrong).toEqual([]);
  });
});

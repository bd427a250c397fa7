import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { substringSet } from './substring-set.ts';

const naive = (patterns: string[], text: string) =>
  patterns.flatMap((p, k) => (p.length > 0 && text.includes(p) ? [k] : []));

describe('substringSet', () => {
  it.each([
    ['one pattern in the middle', ['send_email'], 'then call send_email now', [0]],
    ['none present', ['send_email', 'getIssue'], 'nothing here', []],
    ['overlapping patterns, one a suffix of another', ['he', 'she', 'hers', 'his'], 'ushers', [0, 1, 2]],
    ['a pattern inside a longer one', ['send_email', 'email'], 'send_email', [0, 1]],
    ['case matters', ['getIssue'], 'GETISSUE getissue', []],
    ['duplicates all reported', ['a_b', 'x', 'a_b'], 'a_b', [0, 2]],
    ['the empty pattern is never found', ['', 'ab'], 'ab', [1]],
    ['repeated occurrences reported once', ['aa'], 'aaaaaa', [0]],
    ['non-ASCII text', ['naïve_tool'], 'use naïve_tool ☃', [0]]
  ])('%s', (_label, patterns, text, expected) => {
    expect(substringSet(patterns).find(text)).toEqual(expected);
  });

  it('finds exactly what includes() finds, on random patterns and texts over a small alphabet', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', '_', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 12 }),
        fc.array(fc.string({ unit: fc.constantFrom('a', 'b', '_', 'c', ' '), maxLength: 40 }), { maxLength: 4 }),
        (patterns, texts) => {
          const set = substringSet(patterns);
          for (const text of texts) expect(set.find(text)).toEqual(naive(patterns, text));
        }
      ),
      { numRuns: 300 }
    );
  });
});

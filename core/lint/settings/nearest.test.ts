import { describe, expect, it } from 'vitest';
import { editDistance, nearestId } from './nearest.ts';

describe('nearestId', () => {
  it.each([
    ['DESC-09', 'DESC-009'],
    ['desc-009', 'DESC-009'],
    ['SCH-0002', 'SCH-002'],
    ['no-console', undefined],
    ['', undefined]
  ])('%s suggests %s', (word, expected) => {
    expect(nearestId(word, ['DESC-009', 'DESC-012', 'SCH-002'])).toBe(expected);
  });

  it('measures Levenshtein distance', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

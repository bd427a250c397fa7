import { describe, expect, it } from 'vitest';
import { editDistance, nearest } from './nearest.ts';

describe('nearest suggests a candidate only when it is close enough to be a typo', () => {
  it.each([
    ['DESC-09', ['DESC-009', 'DESC-012', 'SCH-002'], 'DESC-009'],
    ['desc-009', ['DESC-009', 'DESC-012', 'SCH-002'], 'DESC-009'],
    ['SCH-0002', ['DESC-009', 'DESC-012', 'SCH-002'], 'SCH-002'],
    ['no-console', ['DESC-009', 'DESC-012', 'SCH-002'], undefined],
    ['', ['DESC-009'], undefined],
    ['truncat', ['blank', 'truncate'], 'truncate'],
    ['Blank', ['blank', 'truncate'], 'blank'],
    ['get_tim', ['get_weather', 'get_time'], 'get_time'],
    ['completely_different', ['blank', 'truncate'], undefined],
    ['x', [], undefined],
    ['formt', ['format', 'json', 'out'], 'format']
  ])('%s among %j -> %s', (word, candidates, expected) => {
    expect(nearest(word, candidates)).toBe(expected);
  });

  it('measures Levenshtein distance, stopping at a limit', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(2);
  });
});

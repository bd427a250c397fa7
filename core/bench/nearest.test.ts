import { describe, expect, it } from 'vitest';
import { nearestWord } from './nearest.ts';

describe('nearestWord suggests a candidate only when it is close enough to be a typo', () => {
  it.each([
    ['truncat', ['blank', 'truncate'], 'truncate'],
    ['Blank', ['blank', 'truncate'], 'blank'],
    ['get_tim', ['get_weather', 'get_time'], 'get_time'],
    ['completely_different', ['blank', 'truncate'], undefined],
    ['x', [], undefined]
  ])('%s among %j -> %s', (word, candidates, expected) => {
    expect(nearestWord(word, candidates)).toBe(expected);
  });
});

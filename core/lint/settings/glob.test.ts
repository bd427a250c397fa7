import { describe, expect, it } from 'vitest';
import { globMatch } from './glob.ts';

describe('globMatch', () => {
  it.each([
    ['legacy_*', 'legacy_search', true],
    ['legacy_*', 'legacy_', true],
    ['legacy_*', 'new_search', false],
    ['*', '', true],
    ['*', 'anything.at all', true],
    ['github.*', 'github.create_issue', true],
    ['*.delete_*', 'github.delete_repo', true],
    ['*.delete_*', 'delete_repo', false],
    ['get_?', 'get_x', true],
    ['get_?', 'get_', false],
    ['get_?', 'get_xy', false],
    ['exact', 'exact', true],
    ['exact', 'Exact', false],
    ['a*b*c', 'aXXbYYc', true],
    ['a*b*c', 'aXXbYY', false],
    ['', '', true],
    ['', 'x', false]
  ])('%s against %s is %s', (pattern, text, expected) => {
    expect(globMatch(pattern, text)).toBe(expected);
  });

  it('stays fast on patterns that make backtracking regexes explode', () => {
    expect(globMatch('*a*a*a*a*a*a*a*a*b', 'a'.repeat(20_000))).toBe(false);
  });
});

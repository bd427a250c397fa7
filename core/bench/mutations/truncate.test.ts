import { describe, expect, it } from 'vitest';
import { applyMutation } from './index.ts';
import { codePointLength } from './truncate.ts';

const cut = (description: string | undefined, chars: number) =>
  applyMutation(description === undefined ? { name: 't' } : { name: 't', description }, {
    tool: 't',
    kind: 'truncate',
    chars
  }).description;

describe('truncate keeps only the first `chars` characters', () => {
  it.each([
    ['Return the current weather forecast.', 10, 'Return the'],
    ['Return the current weather forecast.', 0, ''],
    ['short', 5, 'short'],
    ['short', 50, 'short']
  ])('%j at %d -> %j', (text, chars, expected) => {
    expect(cut(text, chars)).toBe(expected);
  });

  it('counts code points, so a cut never splits an emoji (surrogate pair)', () => {
    expect(cut('ab😀cd', 3)).toBe('ab😀');
    expect(codePointLength('ab😀cd')).toBe(5);
  });

  it('leaves an absent description absent', () => {
    expect(cut(undefined, 3)).toBeUndefined();
  });
});

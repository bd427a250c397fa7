import { describe, expect, it } from 'vitest';
import { parseHeaderLines } from './client.ts';
import { takeToken } from './token.ts';

describe('takeToken: the launch token leaves the fragment, the rest stays', () => {
  const T = 'MI-W6Dx5DuUvfXvlZeGcJqOHo-qGbWwRSjRBMeajirc';
  it.each([
    [`#token=${T}`, T, ''],
    [`#s=1.abc&token=${T}`, T, '#s=1.abc'],
    [`#token=${T}&s=1.abc`, T, '#s=1.abc'],
    ['#s=1.abc', undefined, '#s=1.abc'],
    ['', undefined, ''],
    // Not a token's shape: dropped from the URL, never stored.
    ['#token=<script>', undefined, ''],
    ['#token=short', undefined, '']
  ])('%s', (hash, token, rest) => {
    expect(takeToken(hash)).toEqual({ ...(token ? { token } : {}), rest });
  });
});

describe('parseHeaderLines', () => {
  it('reads Name: value lines, values may hold colons', () => {
    expect(parseHeaderLines('Authorization: Bearer a:b\n\n X-Env : prod ')).toEqual({
      Authorization: 'Bearer a:b',
      'X-Env': 'prod'
    });
  });
  it('names the line that is not a header', () => {
    expect(parseHeaderLines('A: 1\nnonsense')).toEqual({ error: 'header line 2 must look like "Name: value"' });
  });
});

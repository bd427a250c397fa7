import { describe, expect, it } from 'vitest';
import type { Encoders } from '../tokens/encoders.ts';
import { memoizeEncoders } from './memo-encoders.ts';

function counting(): { encoders: Encoders; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    encoders: { cl100k: (t) => (calls.push(`c:${t}`), t.length), o200k: (t) => (calls.push(`o:${t}`), t.length * 2) }
  };
}

describe('memoizeEncoders', () => {
  it('counts each distinct string once per encoding and returns the same numbers', () => {
    const { encoders, calls } = counting();
    const m = memoizeEncoders(encoders);
    expect([m.cl100k('abc'), m.cl100k('abc'), m.o200k('abc'), m.o200k('abc')]).toEqual([3, 3, 6, 6]);
    expect(calls).toEqual(['c:abc', 'o:abc']);
  });

  it('stays bounded: past the limit the cache starts over', () => {
    const { encoders, calls } = counting();
    const m = memoizeEncoders(encoders, 2);
    for (const t of ['a', 'b', 'c', 'a']) m.cl100k(t);
    expect(calls).toEqual(['c:a', 'c:b', 'c:c', 'c:a']);
  });
});

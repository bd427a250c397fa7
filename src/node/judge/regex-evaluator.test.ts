import { describe, expect, it } from 'vitest';
import { createNodeRegexEvaluator } from './regex-evaluator.ts';

describe('node regex evaluator', () => {
  // A generous bound for ordinary matches (the test machine is shared), a tight one for the runaway case.
  const regex = createNodeRegexEvaluator({ timeoutMs: 2000 });
  const tight = createNodeRegexEvaluator({ timeoutMs: 50 });

  it('matches and returns the matched text', () => {
    expect(regex.test('\\d+\\s*°F', 'i', 'It is 64 °F.')).toEqual({ ok: true, matched: true, match: '64 °F' });
    expect(regex.test('snow', 'i', 'Sunny')).toEqual({ ok: true, matched: false });
  });

  it('stops catastrophic backtracking at the time bound instead of hanging', () => {
    expect(tight.test('^(a+)+$', '', 'a'.repeat(40) + 'b')).toEqual({ ok: false, error: 'timed out after 50 ms' });
    // Refused at once from then on, even on a harmless text.
    expect(tight.test('^(a+)+$', '', 'aaa')).toEqual({
      ok: false,
      error: 'refused: this pattern already timed out after 50 ms'
    });
    // The stuck worker was replaced: other patterns still run.
    expect(tight.test('b$', '', 'aab')).toEqual({ ok: true, matched: true, match: 'b' });
    tight.close();
  });

  it('cuts texts to the configured length before matching', () => {
    const short = createNodeRegexEvaluator({ maxText: 10 });
    expect(short.test('z', '', 'aaaaaaaaaaz')).toEqual({ ok: true, matched: false });
    short.close();
  });

  it('refuses over-long patterns and reports invalid ones', () => {
    expect(regex.test('a'.repeat(1001), '', 'a')).toEqual({ ok: false, error: 'pattern longer than 1000 characters' });
    expect(regex.test('(', '', 'a').ok).toBe(false);
  });

  it('ignores global and sticky flags so repeated tests do not depend on lastIndex', () => {
    expect(regex.test('a', 'gy', 'ba')).toEqual({ ok: true, matched: true, match: 'a' });
  });
});

describe('node regex evaluator, many matches at once', () => {
  it('answers a batch exactly as one match at a time, in order', () => {
    const one = createNodeRegexEvaluator({ timeoutMs: 2000 });
    const many = createNodeRegexEvaluator({ timeoutMs: 2000 });
    const requests = [
      { pattern: '\\d+\\s*°F', flags: 'i', text: 'It is 64 °F.' },
      { pattern: 'snow', flags: 'i', text: 'Sunny' },
      { pattern: '(', flags: '', text: 'a' },
      { pattern: 'a'.repeat(1001), flags: '', text: 'a' },
      { pattern: 'a', flags: 'gy', text: 'ba' },
      { pattern: '\\ud800.', flags: '', text: 'x\ud800y lone surrogate' },
      ...Array.from({ length: 700 }, (_, i) => ({
        pattern: `\\b${i % 7}+\\b`,
        flags: '',
        text: `run ${i}: ${'1234567 '.repeat(i % 50)}`
      }))
    ];
    expect(many.testMany(requests)).toEqual(requests.map((r) => one.test(r.pattern, r.flags, r.text)));
    one.close();
    many.close();
  });

  it('times out only the runaway match of a batch, refuses its pattern after, and answers the rest', () => {
    const tight = createNodeRegexEvaluator({ timeoutMs: 50 });
    const out = tight.testMany([
      { pattern: 'b$', flags: '', text: 'aab' },
      { pattern: '^(a+)+$', flags: '', text: 'a'.repeat(40) + 'b' },
      { pattern: '^(a+)+$', flags: '', text: 'aaa' },
      { pattern: 'x', flags: '', text: 'yxz' }
    ]);
    expect(out).toEqual([
      { ok: true, matched: true, match: 'b' },
      { ok: false, error: 'timed out after 50 ms' },
      { ok: false, error: 'refused: this pattern already timed out after 50 ms' },
      { ok: true, matched: true, match: 'x' }
    ]);
    tight.close();
  });

  it('splits a batch whose texts exceed the shared buffer across round trips', () => {
    const small = createNodeRegexEvaluator({ maxText: 100, maxPattern: 10 });
    const requests = Array.from({ length: 30 }, (_, i) => ({
      pattern: 'z\\d',
      flags: '',
      text: 'y'.repeat(60) + `z${i % 10}`
    }));
    expect(small.testMany(requests)).toEqual(
      requests.map((_, i) => ({ ok: true, matched: true, match: `z${i % 10}` }))
    );
    small.close();
  });
});

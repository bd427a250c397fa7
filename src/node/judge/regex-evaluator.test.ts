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
    expect(tight.test('^(a+)+$', '', 'aaa')).toEqual({ ok: false, error: 'refused: this pattern already timed out after 50 ms' });
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

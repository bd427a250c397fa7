import { describe, expect, it } from 'vitest';
import { test } from '../../tests/fixtures/reports/build-report.ts';
import type { AssertionResult } from '../suite/report-types.ts';
import { describeExpected, failureLine, formatDelta, formatNumber, previewValue, testFailures } from './describe.ts';

const failed = (
  target: string,
  expected: unknown,
  actual: unknown,
  extra: Partial<AssertionResult> = {}
): AssertionResult => ({
  kind: 'assertion',
  target,
  origin: 'test',
  expected,
  ...(actual === undefined ? {} : { actual }),
  pass: false,
  weight: 1,
  reason: `${target} failed`,
  pointer: '/tools/0',
  ...extra
});

describe('numbers', () => {
  it.each([
    [90, '90'],
    [0.75, '0.75'],
    [2 / 3, '0.667'],
    [0.1 + 0.2, '0.3'],
    [-0.0001, '0'],
    [1e21, '1e+21']
  ])('formatNumber(%s) is %s', (n, text) => expect(formatNumber(n)).toBe(text));

  it.each([
    [0.25, '+0.25'],
    [-30, '-30'],
    [0, '±0'],
    [0.0001, '±0']
  ])('formatDelta(%s) is %s', (n, text) => expect(formatDelta(n)).toBe(text));
});

describe('expected and actual values', () => {
  it.each([
    [{ '>=': 80 }, '>= 80'],
    [{ contains: 'rust' }, 'contains "rust"'],
    [{ not: { regex: '^x' } }, 'not regex "^x"'],
    [{ schema: { minimum: 80 } }, 'schema {"minimum":80}'],
    [{ a: 1, b: 2 }, '{"a":1,"b":2}'],
    [5, '5']
  ])('describeExpected(%j) reads %s', (expected, text) => expect(describeExpected(expected)).toBe(text));

  it('cuts long actual values with an ellipsis at 80 characters', () => {
    const text = previewValue('x'.repeat(200));
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });

  it('previews an absent value as nothing', () => expect(previewValue(undefined)).toBe('nothing'));
});

describe('testFailures', () => {
  it('lists a failed assertion with expected vs actual, and the reason when the target resolved to nothing', () => {
    const t = test('t', {
      verdict: 'fail',
      assertions: [
        failed('result.a', { exact: 1 }, 2),
        failed('result.b', { exact: 1 }, undefined, { reason: 'result.b: no segment "b"' })
      ]
    });
    expect(testFailures(t).map(failureLine)).toEqual([
      'result.a: expected exact 1, got 2',
      'result.b: expected exact 1, got nothing (result.b: no segment "b")'
    ]);
  });

  it('puts what decided the verdict first: score, gating derived metric, floor', () => {
    const t = test('t', {
      verdict: 'fail',
      score: 0.4,
      threshold: 0.5,
      assertions: [failed('result.a', { exact: 1 }, 2, { name: 'a_ok' })],
      derived_metrics: [
        { name: 'q', value: 0.6, threshold: 0.7, passed: false },
        { name: 'r', value: 0, unknown_refs: ['typo'] }
      ],
      floors: [{ block: 'tool_selection', pass: false, line: 'summary', details: ['FLOOR x: rate', 'run 2: missed'] }]
    });
    const f = testFailures(t);
    expect(f.map((x) => [x.label, x.gating ?? false])).toEqual([
      ['score', true],
      ['derived metric q', true],
      ['floor tool_selection', true],
      ['a_ok (result.a)', false],
      ['derived metric r', false]
    ]);
    expect(f[2]).toMatchObject({ reason: 'FLOOR x: rate', details: ['run 2: missed'] });
    expect(f[4].reason).toBe('unknown references scored 0: typo');
  });

  it('treats failed assertions as gating only when the test has no threshold', () => {
    expect(testFailures(test('t', { verdict: 'fail', assertions: [failed('x', { exact: 1 }, 2)] }))[0].gating).toBe(
      true
    );
    expect(
      testFailures(
        test('t', { verdict: 'pass', score: 0.75, threshold: 0.7, assertions: [failed('x', { exact: 1 }, 2)] })
      )[0].gating
    ).toBeUndefined();
  });

  it('lists a failed assert-set with its failed members one level down', () => {
    const set = {
      kind: 'set' as const,
      name: 'kw',
      origin: 'test',
      threshold: 0.6,
      weight: 1,
      score: 1 / 3,
      pass: false,
      pointer: '/tools/0/expect/0',
      assertions: [failed('t', { icontains: 'x' }, 'y'), { ...failed('t', { icontains: 'y' }, 'y'), pass: true }]
    };
    const f = testFailures(test('t', { verdict: 'fail', assertions: [set] }));
    expect(f.map((x) => [failureLine(x), x.depth])).toEqual([
      ['assert-set kw: expected pass-fraction >= 0.6, got 0.333', 0],
      ['t: expected icontains "x", got "y"', 1]
    ]);
  });

  it('gives the reason of a skipped or errored test', () => {
    expect(testFailures(test('t', { verdict: 'skip', reason: 'needs a live server' })).map(failureLine)).toEqual([
      'skipped: needs a live server'
    ]);
    expect(testFailures(test('t', { verdict: 'error', reason: 'bad trace' })).map(failureLine)).toEqual([
      'error: bad trace'
    ]);
  });

  it('never leaves a failing test without a why', () => {
    expect(testFailures(test('t', { verdict: 'fail', reason: 'beforeEach hook exited 1' })).map(failureLine)).toEqual([
      'failed: beforeEach hook exited 1'
    ]);
  });
});

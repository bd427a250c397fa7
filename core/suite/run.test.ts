import { expect, test } from 'vitest';
import { nameFilter, reportExitCode } from './run.ts';
import { rollups } from './rollups.ts';
import type { SuiteReport, TestResult } from './report-types.ts';

test.each([
  ['', 'anything', true],
  ['weather', 'Weather selection', true],
  ['sel*tion', 'weather selection', true],
  ['x.y', 'xzy', false],
  ['(', 'a ( b', true]
])(
  '--filter %j on %j -> %s (case-insensitive substring, * wildcard, other characters literal)',
  (pattern, name, keep) => {
    expect(nameFilter(pattern)(name)).toBe(keep);
  }
);

const t = (verdict: TestResult['verdict'], metrics: Array<[string, number]> = []): TestResult => ({
  name: 'x',
  kind: 'tool',
  verdict,
  pointer: '',
  assertions: [],
  ...(metrics.length ? { derived_metrics: metrics.map(([name, value]) => ({ name, value })) } : {})
});

test('rollups: mean over the tests that reported each metric, and their count', () => {
  expect(
    rollups([
      t('pass', [
        ['q', 1],
        ['r', 0.5]
      ]),
      t('pass'),
      t('fail', [['q', 0.5]])
    ])
  ).toEqual({ q: { mean: 0.75, count: 2 }, r: { mean: 0.5, count: 1 } });
});

test.each([
  [{ fail: 0, error: 0, floors_breached: 0, skip: 3 }, 0],
  [{ fail: 1, error: 0, floors_breached: 0, skip: 0 }, 1],
  [{ fail: 0, error: 1, floors_breached: 0, skip: 0 }, 1],
  [{ fail: 0, error: 0, floors_breached: 1, skip: 0 }, 1]
])('exit code for %j is %i (skips do not fail a run)', (s, code) => {
  const report = {
    version: '1.0.0',
    suite: {},
    summary: { total: 3, pass: 0, ...s },
    tests: [],
    rollups: {}
  } as SuiteReport;
  expect(reportExitCode(report)).toBe(code);
});

import { expect, test } from 'vitest';
import { floorLines, formatSuiteText } from './format-text.ts';
import type { SuiteReport } from './report-types.ts';

const report: SuiteReport = {
  version: '1.0.0',
  suite: { name: 'demo', file: 's.yml' },
  summary: { total: 4, pass: 1, fail: 1, skip: 1, error: 1, floors_breached: 1 },
  tests: [
    { name: 'ok', kind: 'tool', verdict: 'pass', pointer: '/tools/0', assertions: [], score: 0.75, threshold: 0.7 },
    {
      name: 'floor',
      kind: 'agent',
      verdict: 'fail',
      reason: 'FLOOR w: rate low',
      pointer: '/agents/0',
      assertions: [
        {
          kind: 'set',
          name: 'kw',
          origin: 'test',
          threshold: 1,
          weight: 1,
          score: 0.5,
          pass: false,
          pointer: '',
          assertions: [
            {
              kind: 'assertion',
              target: 'result',
              origin: 'test',
              expected: { exact: 1 },
              actual: 2,
              pass: false,
              weight: 1,
              reason: 'expected 1, got 2',
              pointer: ''
            }
          ]
        }
      ],
      derived_metrics: [{ name: 'q', value: 2 / 3, threshold: 0.7, passed: false, unknown_refs: ['typo'] }],
      floors: [
        {
          block: 'tool_selection',
          pass: false,
          line: 'tool-selection floor [FAIL] floor: ...',
          details: ['FLOOR floor: rate low', 'run 2: did not select']
        }
      ]
    },
    {
      name: 'live',
      kind: 'agent',
      verdict: 'skip',
      reason: 'needs a live agent',
      pointer: '/agents/1',
      assertions: []
    },
    {
      name: 'broken',
      kind: 'agent',
      verdict: 'error',
      reason: 'cannot read trace t.json',
      pointer: '/agents/2',
      assertions: []
    }
  ],
  rollups: { q: { mean: 2 / 3, count: 1 } }
};

test('text report: a row per test with verdict and score, failures with expected vs actual, rollups, summary', () => {
  expect(formatSuiteText(report)).toBe(
    [
      'demo (s.yml)',
      '  PASS  ok      score 0.75 (threshold 0.7)',
      '  FAIL  floor',
      '        → FLOOR w: rate low',
      '        ✗ assert-set kw: 0.5 < 1',
      '          ✗ result {"exact":1}: expected 1, got 2',
      '        metric q = 0.667 (threshold 0.7: NOT met); unknown names scored 0: typo',
      '        ✗ tool_selection floor breached (see FLOOR lines)',
      '  SKIP  live',
      '        needs a live agent',
      '  ERROR broken',
      '        cannot read trace t.json',
      '',
      'Metric rollups',
      '  metric    mean  count',
      '  q        0.667  1',
      '',
      '4 tests: 1 passed, 1 failed, 1 skipped, 1 errored, 1 floor breached',
      ''
    ].join('\n')
  );
});

test('floor lines: the summary line then the FLOOR and run lines, for stderr', () => {
  expect(floorLines(report)).toEqual([
    'tool-selection floor [FAIL] floor: ...',
    'FLOOR floor: rate low',
    'run 2: did not select'
  ]);
});

test('names from the suite print on one line with control characters escaped', () => {
  const text = formatSuiteText({
    ...report,
    suite: { name: 'evil\nsuite\u001b[2J', file: 's.yml' },
    tests: [{ ...report.tests[0], name: 'line one\nline two' }]
  });
  expect(text).toContain('evil suite\\u001b[2J');
  expect(text).toContain('line one line two');
  expect(text).not.toContain('\u001b');
});

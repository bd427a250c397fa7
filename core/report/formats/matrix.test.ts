import { describe, expect, it } from 'vitest';
import { report, test, toolSelection } from '../../../tests/fixtures/reports/build-report.ts';
import { exampleSuites, reportOf, suiteSlug } from '../../../tests/fixtures/reports/example-reports.ts';
import { md } from './markdown-parts.ts';
import { formatSuiteMatrix } from './matrix.ts';

const cells = (row: string) =>
  row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.trim());
const rowOf = (md: string, start: string) => md.split('\n').find((l) => l.startsWith(start))!;

describe('comparison matrix', () => {
  it.each(exampleSuites())('matches the snapshot for %s', async (suite) => {
    await expect(formatSuiteMatrix(await reportOf(suite))).toMatchFileSnapshot(
      `./__snapshots__/${suiteSlug(suite)}.matrix.md`
    );
  });

  it('puts models in columns when tests are named `base [model]`, with each cell verdict, score and runs', async () => {
    const md = formatSuiteMatrix(await reportOf('tests/fixtures/reports/suites/model-matrix.yml'));
    expect(cells(rowOf(md, '| test |'))).toEqual(['test', 'gpt-5', 'claude-sonnet-4-5']);
    expect(cells(rowOf(md, '| weather selection |'))).toEqual([
      'weather selection',
      '❌ fail 0.333 · runs 2/3 ✅✅❌',
      '❌ fail 1 · runs 2/3 ✅❌✅'
    ]);
  });

  it('gives each model its own rollup beside the suite mean and count', async () => {
    const md = formatSuiteMatrix(await reportOf('tests/fixtures/reports/suites/model-matrix.yml'));
    expect(md.indexOf('### Metric rollups')).toBeGreaterThan(md.indexOf('| weather selection |'));
    expect(cells(rowOf(md, '| selection\\_quality |'))).toEqual(['selection\\_quality', '0 (1)', '1 (1)', '0.5', '2']);
  });

  it('puts runs in columns for one model with several runs, plus the test verdict over all runs', async () => {
    const md = formatSuiteMatrix(await reportOf('examples/suites/floor-breach.yml'));
    expect(cells(rowOf(md, '| test |'))).toEqual([
      'test',
      ...Array.from({ length: 10 }, (_, i) => `#${i + 1}`),
      'all runs'
    ]);
    const row = cells(rowOf(md, '| weather selection |'));
    expect(row.slice(1, 11).filter((c) => c === '❌')).toHaveLength(5);
    expect(row[11]).toBe('❌ fail');
  });

  it('lays out an engine that writes one row per run (`base [model] #k`) the same way', () => {
    const rows = [test('w [a] #1'), test('w [a] #2', { verdict: 'fail' }), test('w [b] #1'), test('w [b] #2')];
    const md = formatSuiteMatrix(report(rows));
    expect(cells(rowOf(md, '| w |'))).toEqual(['w', '❌ fail · runs 1/2 ✅❌', '✅ pass · runs 2/2 ✅✅']);
  });

  it.each([
    ['a lone bracketed name is not a model', ['parse [json]', 'other'], ['parse [json]', 'other']],
    ['a lone #k is not a run', ['issue #3', 'other'], ['issue #3', 'other']],
    ['#k with #1 and another run is a run', ['w #1', 'w #2'], ['w']],
    ['two models of one base fan out', ['w [a]', 'w [b]', 'x [a]'], ['w', 'x']]
  ])('reads name suffixes as fan-out only when the suite fans out: %s', (_label, names, rows) => {
    const out = formatSuiteMatrix(report(names.map((n) => test(n))));
    const body = out
      .split('\n')
      .filter(
        (l) => l.startsWith('| ') && !l.startsWith('| test |') && !l.startsWith('| ---') && !l.startsWith('| metric')
      );
    expect(body.map((l) => cells(l)[0])).toEqual(rows.map((r) => md(r)));
  });

  it('says when a suite does not fan out, and still lines tests up with scores', () => {
    const md = formatSuiteMatrix(report([test('a', { score: 0.75, threshold: 0.5 }), test('b', { verdict: 'skip' })]));
    expect(md).toContain('does not fan out');
    expect(cells(rowOf(md, '| a |'))).toEqual(['a', '✅ pass 0.75']);
    expect(cells(rowOf(md, '| b |'))).toEqual(['b', '⏭️ skip']);
  });

  it('marks a model with no row for a test with a dash', () => {
    const md = formatSuiteMatrix(
      report([
        test('w [a]'),
        test('w [b]'),
        test('only [a]', { kind: 'agent', metrics: { tool_selection: toolSelection('yy', true) } })
      ])
    );
    expect(cells(rowOf(md, '| only |'))).toEqual(['only', '✅ pass · runs 2/2 ✅✅', '–']);
  });
});

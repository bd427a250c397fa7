import { describe, expect, it } from 'vitest';
import { report, test, toolSelection } from '../../tests/fixtures/reports/build-report.ts';
import { savedReport } from '../../tests/fixtures/reports/example-reports.ts';
import { compareReports } from './compare.ts';

const baseline = savedReport('baseline.json');

describe('compareReports on saved report pairs', () => {
  it('a regression: a test that passed in the baseline fails now, with why', () => {
    const c = compareReports(baseline, savedReport('regression.json'));
    expect(c.regressions).toEqual(['search mentions rust']);
    const t = c.tests.find((x) => x.name === 'search mentions rust')!;
    expect(t).toMatchObject({ change: 'regression', verdict: { baseline: 'pass', current: 'fail' } });
    expect(t.failures).toEqual(['result.content[0].text: expected contains "rust", got "go is fast and simple"']);
    expect(c.counts).toMatchObject({ regression: 1, unchanged: 3 });
  });

  it('an improvement: failed before, passes now; score and derived metric deltas', () => {
    const c = compareReports(baseline, savedReport('improvement.json'));
    expect(c.regressions).toEqual([]);
    expect(c.improvements).toEqual(['profile is complete']);
    const t = c.tests.find((x) => x.name === 'profile is complete')!;
    expect(t.score).toEqual({ path: 'score', baseline: 0.5, current: 1, delta: 0.5 });
    expect(t.figures).toEqual([{ path: 'derived.completeness', baseline: 0.5, current: 1, delta: 0.5 }]);
    expect(c.rollups).toEqual([
      { name: 'completeness', baseline: { mean: 0.5, count: 1 }, current: { mean: 1, count: 1 }, delta: 0.5 }
    ]);
  });

  it('a floor flip: called out, with the metric figures that moved', () => {
    const c = compareReports(baseline, savedReport('floor-flip.json'));
    expect(c.floor_flips).toEqual([
      { test: 'weather selection', block: 'tool_selection', baseline: true, current: false }
    ]);
    expect(c.regressions).toEqual(['weather selection']);
    const t = c.tests.find((x) => x.name === 'weather selection')!;
    expect(t.figures).toContainEqual({ path: 'tool_selection.pass_k', baseline: 100, current: 60, delta: -40 });
    expect(t.figures).toContainEqual({ path: 'tool_selection.selected', baseline: 5, current: 3, delta: -2 });
    // Figures that did not move are left out.
    expect(t.figures.some((f) => f.path === 'tool_selection.runs')).toBe(false);
  });

  it('added and removed tests: listed, neither is a regression', () => {
    const c = compareReports(baseline, savedReport('added-removed.json'));
    expect(c.added).toEqual(['health check']);
    expect(c.removed).toEqual(['legacy smoke']);
    expect(c.regressions).toEqual([]);
    expect(c.tests.map((t) => [t.name, t.change])).toEqual([
      ['search mentions rust', 'unchanged'],
      ['profile is complete', 'unchanged'],
      ['health check', 'added'],
      ['weather selection', 'unchanged'],
      ['legacy smoke', 'removed']
    ]);
  });

  it('a report against itself: nothing changed', () => {
    const c = compareReports(baseline, baseline);
    expect(c.counts).toEqual({ regression: 0, improvement: 0, changed: 0, unchanged: 4, added: 0, removed: 0 });
    expect(c.floor_flips).toEqual([]);
  });
});

describe('compareReports rules', () => {
  it.each([
    ['pass', 'fail', 'regression'],
    ['pass', 'error', 'regression'],
    ['pass', 'skip', 'changed'],
    ['fail', 'pass', 'improvement'],
    ['error', 'pass', 'improvement'],
    ['skip', 'pass', 'changed'],
    ['fail', 'error', 'changed'],
    ['fail', 'fail', 'unchanged']
  ] as const)('%s -> %s is %s', (before, after, change) => {
    const c = compareReports(report([test('t', { verdict: before })]), report([test('t', { verdict: after })]));
    expect(c.tests[0].change).toBe(change);
    expect(c.regressions).toEqual(change === 'regression' ? ['t'] : []);
  });

  it('an added failing test is added, not a regression (it never passed)', () => {
    const c = compareReports(report([]), report([test('new', { verdict: 'fail' })]));
    expect(c.tests[0]).toMatchObject({ change: 'added', verdict: { current: 'fail' } });
    expect(c.regressions).toEqual([]);
  });

  it('a moved score or figure with the same verdict is a change', () => {
    const c = compareReports(
      report([test('t', { score: 0.8, threshold: 0.5 }), test('u', { metrics: { m: { x: 1 } } })]),
      report([test('t', { score: 0.6, threshold: 0.5 }), test('u', { metrics: { m: { x: 2 } } })])
    );
    expect(c.tests.map((t) => t.change)).toEqual(['changed', 'changed']);
    expect(c.tests[0].score!.delta).toBeCloseTo(-0.2);
  });

  it('ignores float noise below 1e-9', () => {
    const c = compareReports(
      report([test('t', { metrics: { m: { x: 0.3 } } })]),
      report([test('t', { metrics: { m: { x: 0.1 + 0.2 } } })])
    );
    expect(c.tests[0].change).toBe('unchanged');
  });

  it('lists a figure that appeared or disappeared with only its side', () => {
    const c = compareReports(
      report([test('t', { metrics: { m: { old: 1 } } })]),
      report([test('t', { metrics: { m: { new: 2 } } })])
    );
    expect(c.tests[0].figures).toEqual([
      { path: 'm.new', current: 2 },
      { path: 'm.old', baseline: 1 }
    ]);
  });

  it('flips a floor FAIL -> PASS as well, matching floors by block', () => {
    const floor = (pass: boolean) => [{ block: 'tool_selection', pass, line: '', details: [] }];
    const c = compareReports(
      report([
        test('w', { verdict: 'fail', floors: floor(false), metrics: { tool_selection: toolSelection('ynn', false) } })
      ]),
      report([test('w', { floors: floor(true), metrics: { tool_selection: toolSelection('yyy', true) } })])
    );
    expect(c.floor_flips).toEqual([{ test: 'w', block: 'tool_selection', baseline: false, current: true }]);
    expect(c.improvements).toEqual(['w']);
  });

  it('keeps a repeated test name apart as `name (2)` instead of dropping it', () => {
    const c = compareReports(report([test('t'), test('t')]), report([test('t'), test('t', { verdict: 'fail' })]));
    expect(c.regressions).toEqual(['t (2)']);
  });
});

import { describe, expect, it } from 'vitest';
import { report, test } from '../../tests/fixtures/reports/build-report.ts';
import { savedReport } from '../../tests/fixtures/reports/example-reports.ts';
import { compareReports } from './compare.ts';
import { COMPARE_FORMATS, formatComparisonMarkdown, formatComparisonText } from './compare-formats.ts';

const PAIRS = ['regression', 'improvement', 'floor-flip', 'added-removed'];
const compare = (name: string) =>
  compareReports(savedReport('baseline.json'), savedReport(`${name}.json`), {
    baseline: 'baseline.json',
    current: `${name}.json`
  });

describe('comparison formats', () => {
  it.each(PAIRS)('text and markdown match the snapshots for the %s pair', async (name) => {
    await expect(formatComparisonText(compare(name))).toMatchFileSnapshot(`./__snapshots__/compare-${name}.txt`);
    await expect(formatComparisonMarkdown(compare(name))).toMatchFileSnapshot(`./__snapshots__/compare-${name}.md`);
  });

  it('leads the text with the counts and puts regressions first, with why they fail now', () => {
    const text = formatComparisonText(compare('floor-flip'));
    expect(text.split('\n')[1]).toBe(
      '1 regression · 1 floor flip · 0 improvements · 0 changed · 0 added · 0 removed · 3 unchanged'
    );
    expect(text).toMatch(/^REGRESSION {2}weather selection {2}pass -> fail$/m);
    expect(text).toContain('FLOOR FLIP tool_selection: PASS -> FAIL');
    expect(text).toContain('tool_selection.pass_k 100 -> 60 (-40)');
  });

  it('json round-trips the comparison', () => {
    const c = compare('regression');
    expect(JSON.parse(COMPARE_FORMATS.json(c))).toEqual(c);
  });

  it('escapes test names and failure text in the PR comment', () => {
    const evil = 'x|<b>`y`@team';
    const c = compareReports(report([test(evil)]), report([test(evil, { verdict: 'fail', reason: evil })]), {
      baseline: evil,
      current: evil
    });
    const md = formatComparisonMarkdown(c);
    expect(md).not.toMatch(/<b>|(?<!\\)`|@team/);
    const row = md.split('\n').find((l) => l.includes('regression |'))!;
    expect(row.split(/(?<!\\)\|/).length - 2).toBe(5);
  });

  it('notes when the two reports are of different suites', () => {
    const c = compareReports(report([test('a')], { name: 'one' }), report([test('a')], { name: 'two' }));
    expect(c.same_suite).toBe(false);
    expect(formatComparisonText(c)).toContain('note: the reports are of different suites (one and two)');
    expect(formatComparisonMarkdown(c)).toContain('> Note: the reports are of different suites (one and two).');
    expect(compare('regression').same_suite).toBe(true);
  });

  it('says when nothing changed', () => {
    const same = compareReports(report([test('a')]), report([test('a')]));
    expect(formatComparisonText(same)).toContain('No test changed.');
    expect(formatComparisonMarkdown(same)).toContain('_No test changed._');
  });
});

import { describe, expect, it } from 'vitest';
import { report, test } from '../../../tests/fixtures/reports/build-report.ts';
import { exampleSuites, reportOf, suiteSlug } from '../../../tests/fixtures/reports/example-reports.ts';
import { formatSuiteText } from '../../suite/format-text.ts';
import { REPORT_FORMATS } from './index.ts';

describe('report format registry', () => {
  it('offers text, markdown, junit, matrix, json and html', () => {
    expect(Object.keys(REPORT_FORMATS)).toEqual(['text', 'markdown', 'junit', 'matrix', 'json', 'html']);
  });

  it.each(exampleSuites())(
    'text is the suite engine text report for %s, so `toolgauge report` prints what `toolgauge run` printed',
    async (suite) => {
      const r = await reportOf(suite);
      expect(REPORT_FORMATS.text(r)).toBe(formatSuiteText(r));
    }
  );

  it("text prints the suite's name as written, lower case kept (issue 42)", () => {
    const text = REPORT_FORMATS.text(report([test('a')], { name: 'weather checks', file: 'suite.yml' }));
    expect(text.split('\n')[0]).toBe('weather checks (suite.yml)');
  });

  it('text shows control and bidi characters from a saved report escaped, never raw', () => {
    const text = REPORT_FORMATS.text(
      report([test('red \u001b[31m x\u202e y\u0007', { verdict: 'skip', reason: 'a\u0000b' })])
    );
    expect(text).toContain('red \\u001b[31m x\\u202e y\\u0007');
    expect(text).toContain('a\\u0000b');
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202e]/);
  });

  it.each(exampleSuites())(
    'text matches the snapshot for %s, ending with the rollups table when there are derived metrics',
    async (suite) => {
      const r = await reportOf(suite);
      const text = REPORT_FORMATS.text(r);
      await expect(text).toMatchFileSnapshot(`./__snapshots__/${suiteSlug(suite)}.txt`);
      if (Object.keys(r.rollups).length > 0) expect(text).toMatch(/\nMetric rollups\n {2}metric +mean {2}count\n/);
    }
  );

  it.each(exampleSuites())('json renders %s back to the same report', async (suite) => {
    const r = await reportOf(suite);
    expect(JSON.parse(REPORT_FORMATS.json(r))).toEqual(r);
  });
});

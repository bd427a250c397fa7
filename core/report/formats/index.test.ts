import { describe, expect, it } from 'vitest';
import { exampleSuites, reportOf, suiteSlug } from '../../../tests/fixtures/reports/example-reports.ts';
import { formatSuiteText } from '../../suite/format-text.ts';
import { REPORT_FORMATS } from './index.ts';

describe('report format registry', () => {
  it('offers text, markdown, junit, matrix and json', () => {
    expect(Object.keys(REPORT_FORMATS)).toEqual(['text', 'markdown', 'junit', 'matrix', 'json']);
  });

  it('reuses the suite engine text report, so `toolgauge report` prints what `toolgauge run` printed', () => {
    expect(REPORT_FORMATS.text).toBe(formatSuiteText);
  });

  it.each(exampleSuites())('text matches the snapshot for %s, ending with the rollups table when there are derived metrics', async (suite) => {
    const r = await reportOf(suite);
    const text = REPORT_FORMATS.text(r);
    await expect(text).toMatchFileSnapshot(`./__snapshots__/${suiteSlug(suite)}.txt`);
    if (Object.keys(r.rollups).length > 0) expect(text).toMatch(/\nMetric rollups\n {2}metric +mean {2}count\n/);
  });

  it.each(exampleSuites())('json renders %s back to the same report', async (suite) => {
    const r = await reportOf(suite);
    expect(JSON.parse(REPORT_FORMATS.json(r))).toEqual(r);
  });
});

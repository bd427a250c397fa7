import { describe, expect, it } from 'vitest';
import { report, test, toolSelection } from '../../../tests/fixtures/reports/build-report.ts';
import { exampleSuites, reportOf, suiteSlug } from '../../../tests/fixtures/reports/example-reports.ts';
import { formatSuiteMarkdown } from './markdown.ts';

/** Cells of a Markdown table row, splitting on pipes no backslash escapes. */
const cells = (row: string) => row.split(/(?<!\\)\|/).slice(1, -1);

describe('Markdown suite report', () => {
  it.each(exampleSuites())('matches the snapshot for %s', async (suite) => {
    await expect(formatSuiteMarkdown(await reportOf(suite))).toMatchFileSnapshot(
      `./__snapshots__/${suiteSlug(suite)}.md`
    );
  });

  it('leads with the summary line, then the results table, then the Metric rollups table', async () => {
    const md = formatSuiteMarkdown(await reportOf('examples/suites/suite-composition.yml'));
    const summary = md.indexOf('**3 passed** · **1 failed** · 0 skipped · 0 errors (4 tests)');
    const table = md.indexOf('| test | verdict | score | failing assertions |');
    const rollups = md.indexOf('### Metric rollups');
    expect(summary).toBeGreaterThan(0);
    expect(table).toBeGreaterThan(summary);
    expect(rollups).toBeGreaterThan(table);
    // The reference's example: quality 0.667 over one test.
    expect(md.slice(rollups)).toContain('| quality | 0.667 | 1 |');
  });

  it('shows what failed with expected vs actual, the deciding failure first', async () => {
    const md = formatSuiteMarkdown(await reportOf('examples/suites/suite-composition.yml'));
    const row = md.split('\n').find((l) => l.startsWith('| blended quality score |'))!;
    expect(cells(row)).toHaveLength(4);
    expect(cells(row)[1].trim()).toBe('❌ fail');
    expect(cells(row)[2].trim()).toBe('0.5 (≥ 0.5)');
    expect(cells(row)[3]).toMatch(
      /^ \*\*derived metric quality\*\*: expected &gt;= 0\.7, got 0\.667<br>\*\*well\\_formed/
    );
  });

  it('lists pass^k floors with their FLOOR and run lines, and per-run detail under the figures', async () => {
    const md = formatSuiteMarkdown(await reportOf('examples/suites/floor-breach.yml'));
    expect(md).toContain('### Floors');
    expect(md).toContain('- ❌ tool-selection floor \\[FAIL\\] weather selection: selection 6/10 \\(60%\\)');
    expect(md).toContain('  - run 7: did not select \\`get\\_weather\\`, called search');
    expect(md).toMatch(/\| 7 \| ❌ \| did not select get\\_weather, called search; \d+ tokens \|/);
  });

  it('says so when a suite has no derived metrics', () => {
    expect(formatSuiteMarkdown(report([test('a')]))).toContain(
      '### Metric rollups\n\n_No derived metrics in this suite._'
    );
  });

  it('escapes user text so a report cannot inject markup into a PR comment', () => {
    const evil = 'x|y `code` <img src=x onerror=alert(1)> &amp; [l](http://e.test)\n| forged | row |';
    const t = test(evil, {
      verdict: 'fail',
      assertions: [
        {
          kind: 'assertion',
          target: evil,
          origin: 'test',
          expected: { contains: evil },
          actual: evil,
          pass: false,
          weight: 1,
          reason: evil,
          pointer: '/tools/0'
        }
      ],
      derived_metrics: [{ name: evil, value: 0.5 }],
      metrics: { tool_selection: toolSelection('yn', false) },
      floors: [{ block: 'tool_selection', pass: false, line: evil, details: [evil] }]
    });
    const md = formatSuiteMarkdown(report([t], { name: evil, file: evil }));
    expect(md).not.toMatch(/<img/);
    expect(md).not.toMatch(/(?<!\\)`/);
    expect(md).toContain('&amp;amp;');
    expect(md).toContain('\\[l\\]\\(http://e.test\\)');
    // No forged row: in every table, each row keeps the header's cell count.
    const tables = md
      .split(/\n(?!\|)/)
      .map((block) => block.split('\n').filter((l) => l.startsWith('|')))
      .filter((t) => t.length > 0);
    expect(tables.length).toBeGreaterThanOrEqual(4);
    for (const table of tables) for (const row of table) expect(cells(row).length, row).toBe(cells(table[0]).length);
    expect(md.split('\n').some((l) => l.startsWith('| forged'))).toBe(false);
  });
});

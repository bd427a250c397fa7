/**
 * The suite report as Markdown for a pull-request comment: a summary line, a results table (test,
 * verdict, score, what failed with expected vs actual), the pass^k floors, the metric blocks'
 * figures (folded in a <details> so the comment stays short), and the "Metric rollups" table.
 */
import type { SuiteReport, TestResult } from '../../suite/report-types.ts';
import { formatNumber, testFailures } from '../describe.ts';
import { testFigures } from '../figures.ts';
import { testRuns } from '../runs.ts';
import { failuresCell, md, rollupsTable, scoreCell, suiteTitle, summaryLine, VERDICT_MARK } from './markdown-parts.ts';
import type { ReportFormatOptions } from './types.ts';

/** Figures listed per test before the rest is left to the JSON report (a 700-tool catalog has 700 scores). */
const MAX_FIGURES = 40;

function runsNote(t: TestResult): string {
  const runs = testRuns(t);
  if (!runs) return '';
  const passed = runs.filter((r) => r.pass).length;
  return ` · runs ${passed}/${runs.length}`;
}

function figureLines(t: TestResult): string[] {
  const figures = testFigures(t);
  const derived = t.derived_metrics ?? [];
  if (figures.length === 0 && derived.length === 0) return [];
  const out = ['', `#### ${md(t.name)}`, '', '| figure | value |', '| --- | ---: |'];
  for (const f of figures.slice(0, MAX_FIGURES))
    out.push(`| ${md(f.path)} | ${md(typeof f.value === 'number' ? formatNumber(f.value) : String(f.value))} |`);
  if (figures.length > MAX_FIGURES) out.push(`| and ${figures.length - MAX_FIGURES} more | (see the JSON report) |`);
  for (const m of derived) {
    const gate =
      m.threshold !== undefined ? ` (threshold ${formatNumber(m.threshold)}: ${m.passed ? 'met' : 'not met'})` : '';
    out.push(`| derived: ${md(m.name)} | ${formatNumber(m.value)}${gate} |`);
  }
  const runs = testRuns(t);
  if (runs) {
    out.push('', '| run | result | detail |', '| ---: | --- | --- |');
    for (const r of runs)
      out.push(
        `| ${r.run} | ${r.pass ? '✅' : '❌'}${r.score !== undefined ? ` ${formatNumber(r.score)}` : ''} | ${md([...r.misses, ...r.notes].join('; '))} |`
      );
  }
  return out;
}

export function formatSuiteMarkdown(report: SuiteReport, options: ReportFormatOptions = {}): string {
  const out: string[] = [];
  out.push(`## ${md(options.heading ?? `toolgauge suite: ${suiteTitle(report)}`)}`, '');
  const file = report.suite.file !== undefined && report.suite.name !== undefined ? ` · ${md(report.suite.file)}` : '';
  out.push(summaryLine(report.summary) + file, '');

  if (report.tests.length === 0) out.push('_No tests ran._');
  else {
    out.push('| test | verdict | score | failing assertions |', '| --- | --- | ---: | --- |');
    for (const t of report.tests)
      out.push(
        `| ${md(t.name)} | ${VERDICT_MARK[t.verdict]}${runsNote(t)} | ${scoreCell(t)} | ${failuresCell(testFailures(t))} |`
      );
  }

  const floors = report.tests.flatMap((t) => t.floors ?? []);
  if (floors.length > 0) {
    out.push('', '### Floors', '');
    for (const f of floors) {
      out.push(`- ${f.pass ? '✅' : '❌'} ${md(f.line)}`);
      for (const d of f.details) out.push(`  - ${md(d)}`);
    }
  }

  const figures = report.tests.flatMap(figureLines);
  if (figures.length > 0) out.push('', '<details><summary>Metric figures</summary>', ...figures, '', '</details>');

  out.push('', ...rollupsTable(report.rollups));
  return out.join('\n') + '\n';
}

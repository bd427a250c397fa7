/**
 * Markdown building blocks shared by the suite report, the comparison matrix and the compare
 * output. Every string that came from a suite, a trace or a tool result goes through `md()`, so a
 * report cannot inject markup, HTML, links or @-mentions into a pull-request comment.
 */
import { escapeMarkdown } from '../../render/markdown.ts';
import type { Verdict } from '../../suite/model.ts';
import type { Rollup, SuiteReport, TestResult } from '../../suite/report-types.ts';
import { formatNumber, type FailureItem } from '../describe.ts';

/** User text made inert in a table cell or a line of prose. */
export const md = escapeMarkdown;

export const VERDICT_MARK: Record<Verdict, string> = {
  pass: '✅ pass',
  fail: '❌ fail',
  skip: '⏭️ skip',
  error: '⚠️ error'
};

/** How many failures a cell lists before it points at the JSON report. */
export const MAX_FAILURES_IN_CELL = 10;

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** `**3 passed** · 1 failed · 0 skipped · 0 errors (4 tests) · 1 floor breached`. */
export function summaryLine(s: SuiteReport['summary']): string {
  const floors = s.floors_breached > 0 ? ` · **${plural(s.floors_breached, 'floor')} breached**` : '';
  const bold = (n: number, text: string) => (n > 0 ? `**${n} ${text}**` : `${n} ${text}`);
  return `${bold(s.pass, 'passed')} · ${bold(s.fail, 'failed')} · ${s.skip} skipped · ${bold(s.error, s.error === 1 ? 'error' : 'errors')} (${plural(s.total, 'test')})${floors}`;
}

/** `0.75 (≥ 0.7)`, or `–` for a test without a threshold (the legacy all-must-pass rule). */
export function scoreCell(t: Pick<TestResult, 'score' | 'threshold'>): string {
  if (t.score === undefined) return '–';
  return t.threshold !== undefined
    ? `${formatNumber(t.score)} (≥ ${formatNumber(t.threshold)})`
    : formatNumber(t.score);
}

/** One failure as Markdown: the label in bold, expected vs actual, the engine's reason when there is no actual. */
export function failureMarkdown(f: FailureItem): string {
  const label = `${f.depth > 0 ? '↳ ' : ''}**${md(f.label)}**`;
  if (f.expected !== undefined) {
    const got = f.actual !== undefined ? md(f.actual) : `nothing${f.reason ? ` (${md(f.reason)})` : ''}`;
    return `${label}: expected ${md(f.expected)}, got ${got}`;
  }
  const details = (f.details ?? []).map((d) => `<br>${md(d)}`).join('');
  return f.reason !== undefined ? `${label}: ${md(f.reason)}${details}` : `${label}${details}`;
}

/** A table cell listing failures, cut at MAX_FAILURES_IN_CELL. */
export function failuresCell(failures: FailureItem[]): string {
  if (failures.length === 0) return '';
  const shown = failures.slice(0, MAX_FAILURES_IN_CELL).map(failureMarkdown);
  if (failures.length > MAX_FAILURES_IN_CELL)
    shown.push(`and ${failures.length - MAX_FAILURES_IN_CELL} more (see the JSON report)`);
  return shown.join('<br>');
}

/** The "Metric rollups" table: mean and count per derived metric, over the tests that reported it. */
export function rollupsTable(
  rollups: Record<string, Rollup>,
  columns?: Array<{ title: string; rollups: Record<string, Rollup> }>
): string[] {
  const names = Object.keys(rollups);
  const out = ['### Metric rollups', ''];
  if (names.length === 0) return [...out, '_No derived metrics in this suite._'];
  if (!columns || columns.length === 0) {
    out.push('| metric | mean | count |', '| --- | ---: | ---: |');
    for (const n of names) out.push(`| ${md(n)} | ${formatNumber(rollups[n].mean)} | ${rollups[n].count} |`);
    return out;
  }
  // Per column (model or run) as well as overall, so two models compare on one line.
  out.push(`| metric | ${columns.map((c) => md(c.title)).join(' | ')} | all: mean | all: count |`);
  out.push(`| --- | ${columns.map(() => '---:').join(' | ')} | ---: | ---: |`);
  for (const n of names) {
    const cells = columns.map((c) =>
      c.rollups[n] ? `${formatNumber(c.rollups[n].mean)} (${c.rollups[n].count})` : '–'
    );
    out.push(`| ${md(n)} | ${cells.join(' | ')} | ${formatNumber(rollups[n].mean)} | ${rollups[n].count} |`);
  }
  return out;
}

/** The suite's title line: its name, else its file, else "suite". */
export function suiteTitle(report: Pick<SuiteReport, 'suite'>): string {
  return report.suite.name ?? report.suite.file ?? 'suite';
}

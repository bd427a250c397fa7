/**
 * The comparison of two suite reports as text (terminal), Markdown (a pull-request comment) and
 * JSON. Regressions come first, then floor flips, improvements, other changes, added and removed
 * tests; unchanged tests are only counted.
 */
import { sanitize } from '../text/sanitize.ts';
import type { Verdict } from '../suite/model.ts';
import type { FigureDelta, ReportComparison, RollupDelta, TestChange, TestDelta } from './compare.ts';
import { formatDelta, formatNumber } from './describe.ts';
import { md, plural, VERDICT_MARK } from './formats/markdown-parts.ts';

export type ComparisonFormatter = (c: ReportComparison) => string;

/** Figures listed per test before the rest is left to --format json. */
const MAX_FIGURES = 12;
/** Current failures listed per test. */
const MAX_FAILURES = 5;

const ORDER: TestChange[] = ['regression', 'improvement', 'changed', 'added', 'removed'];

function ordered(c: ReportComparison): TestDelta[] {
  return ORDER.flatMap((change) => c.tests.filter((t) => t.change === change));
}

const suiteName = (side: ReportComparison['baseline']) => side.suite.name ?? side.suite.file ?? side.label;

const num = (n: number | undefined) => (n === undefined ? '–' : formatNumber(n));

/** `90 -> 60 (-30)`, `– -> 0.5` for a figure that appeared. */
function fromTo(d: FigureDelta, arrow: string): string {
  return `${num(d.baseline)} ${arrow} ${num(d.current)}${d.delta !== undefined ? ` (${formatDelta(d.delta)})` : ''}`;
}

function verdictFromTo(t: TestDelta, show: (v: Verdict) => string, arrow: string): string {
  const { baseline, current } = t.verdict;
  if (baseline === undefined) return `${show(current!)} (new)`;
  if (current === undefined) return `${show(baseline)} (removed)`;
  return baseline === current ? show(current) : `${show(baseline)} ${arrow} ${show(current)}`;
}

/** `1 regression · 1 floor flip · 1 improvement · 2 changed · 1 added · 1 removed · 3 unchanged`. */
function countsLine(c: ReportComparison, bold: (s: string) => string): string {
  const n = c.counts;
  const parts = [
    n.regression > 0 ? bold(plural(n.regression, 'regression')) : '0 regressions',
    ...(c.floor_flips.length > 0 ? [bold(plural(c.floor_flips.length, 'floor flip'))] : []),
    plural(n.improvement, 'improvement'),
    `${n.changed} changed`,
    `${n.added} added`,
    `${n.removed} removed`,
    `${n.unchanged} unchanged`
  ];
  return parts.join(' · ');
}

const TEXT_LABEL: Record<TestChange, string> = {
  regression: 'REGRESSION',
  improvement: 'IMPROVED',
  changed: 'CHANGED',
  unchanged: 'SAME',
  added: 'ADDED',
  removed: 'REMOVED'
};

function rollupText(r: RollupDelta): string {
  const side = (x: RollupDelta['baseline']) => (x ? `${formatNumber(x.mean)} (${x.count})` : '–');
  return `${side(r.baseline)} -> ${side(r.current)}${r.delta !== undefined ? ` (${formatDelta(r.delta)})` : ''}`;
}

export function formatComparisonText(c: ReportComparison): string {
  const lines = [
    `toolgauge compare: ${sanitize(c.current.label)} against baseline ${sanitize(c.baseline.label)}`,
    countsLine(c, (s) => s),
    ''
  ];
  if (!c.same_suite)
    lines.splice(
      2,
      0,
      `note: the reports are of different suites (${sanitize(suiteName(c.baseline))} and ${sanitize(suiteName(c.current))})`
    );
  const tests = ordered(c);
  const width = Math.min(48, Math.max(0, ...tests.map((t) => t.name.length)));
  for (const t of tests) {
    const score = t.score ? `  score ${fromTo(t.score, '->')}` : '';
    lines.push(
      `${TEXT_LABEL[t.change].padEnd(10)}  ${sanitize(t.name).padEnd(width)}  ${verdictFromTo(t, (v) => v, '->')}${score}`
    );
    for (const f of (t.failures ?? []).slice(0, MAX_FAILURES)) lines.push(`${''.padEnd(12)}now: ${sanitize(f)}`);
    for (const f of t.floor_flips)
      lines.push(
        `${''.padEnd(12)}FLOOR FLIP ${f.block}: ${f.baseline ? 'PASS' : 'FAIL'} -> ${f.current ? 'PASS' : 'FAIL'}`
      );
    for (const f of t.figures.slice(0, MAX_FIGURES))
      lines.push(`${''.padEnd(12)}${sanitize(f.path)} ${fromTo(f, '->')}`);
    if (t.figures.length > MAX_FIGURES)
      lines.push(`${''.padEnd(12)}and ${t.figures.length - MAX_FIGURES} more figures (--format json lists them all)`);
  }
  if (tests.length === 0) lines.push('No test changed.');
  if (c.rollups.length > 0) {
    lines.push('', 'Metric rollups (mean (count), baseline -> current)');
    const w = Math.max(6, ...c.rollups.map((r) => r.name.length));
    for (const r of c.rollups) lines.push(`  ${sanitize(r.name).padEnd(w)}  ${rollupText(r)}`);
  }
  const s = (x: ReportComparison['baseline']['summary']) =>
    `${x.pass} passed, ${x.fail} failed, ${x.skip} skipped, ${x.error} errored`;
  lines.push('', `baseline: ${s(c.baseline.summary)}`, `current:  ${s(c.current.summary)}`);
  return lines.join('\n') + '\n';
}

const MD_LABEL: Record<TestChange, string> = {
  regression: '🔴 regression',
  improvement: '🟢 improvement',
  changed: '🟡 changed',
  unchanged: 'unchanged',
  added: '🆕 added',
  removed: '🗑️ removed'
};

function figuresCell(t: TestDelta): string {
  const parts = [
    ...(t.failures ?? []).slice(0, MAX_FAILURES).map((f) => `now: ${md(f)}`),
    ...t.floor_flips.map(
      (f) => `**floor ${md(f.block)}: ${f.baseline ? 'PASS' : 'FAIL'} → ${f.current ? 'PASS' : 'FAIL'}**`
    ),
    ...t.figures.slice(0, MAX_FIGURES).map((f) => `${md(f.path)} ${md(fromTo(f, '→'))}`)
  ];
  if (t.figures.length > MAX_FIGURES) parts.push(`and ${t.figures.length - MAX_FIGURES} more`);
  return parts.join('<br>');
}

export function formatComparisonMarkdown(c: ReportComparison): string {
  const title = c.current.suite.name ?? c.current.suite.file ?? c.current.label;
  const out = [
    `## toolgauge compare: ${md(title)}`,
    '',
    `${countsLine(c, (s) => `**${s}**`)}`,
    '',
    `Current ${md(c.current.label)} against baseline ${md(c.baseline.label)}.`,
    ''
  ];
  if (!c.same_suite)
    out.push(
      `> Note: the reports are of different suites (${md(suiteName(c.baseline))} and ${md(suiteName(c.current))}).`,
      ''
    );
  const tests = ordered(c);
  if (tests.length === 0) out.push('_No test changed._');
  else {
    out.push('| test | change | verdict | score | what changed |', '| --- | --- | --- | ---: | --- |');
    for (const t of tests) {
      const score = t.score ? md(fromTo(t.score, '→')) : '–';
      out.push(
        `| ${md(t.name)} | ${MD_LABEL[t.change]} | ${verdictFromTo(t, (v) => VERDICT_MARK[v], '→')} | ${score} | ${figuresCell(t)} |`
      );
    }
  }
  if (c.floor_flips.length > 0) {
    out.push('', '### Floor flips', '');
    for (const f of c.floor_flips)
      out.push(
        `- ${f.current ? '✅' : '❌'} **${md(f.test)}**: ${md(f.block)} floor ${f.baseline ? 'PASS' : 'FAIL'} → ${f.current ? 'PASS' : 'FAIL'}`
      );
  }
  if (c.rollups.length > 0) {
    out.push(
      '',
      '### Metric rollups',
      '',
      '| metric | baseline mean | current mean | delta | count |',
      '| --- | ---: | ---: | ---: | ---: |'
    );
    for (const r of c.rollups) {
      const count = `${r.baseline?.count ?? '–'} → ${r.current?.count ?? '–'}`;
      out.push(
        `| ${md(r.name)} | ${num(r.baseline?.mean)} | ${num(r.current?.mean)} | ${r.delta !== undefined ? formatDelta(r.delta) : '–'} | ${count} |`
      );
    }
  }
  return out.join('\n') + '\n';
}

export function formatComparisonJson(c: ReportComparison): string {
  return JSON.stringify(c, null, 2) + '\n';
}

export const COMPARE_FORMATS = {
  text: formatComparisonText,
  markdown: formatComparisonMarkdown,
  json: formatComparisonJson
} satisfies Record<string, ComparisonFormatter>;

export type CompareFormatName = keyof typeof COMPARE_FORMATS;

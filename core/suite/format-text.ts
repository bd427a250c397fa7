/**
 * The text report: a row per test (verdict, score, failed assertions), the metric rollups, a
 * summary line. Floor lines (pass^k) are separate (`floorLines`) because the CLI prints them on
 * stderr, keeping stdout a clean report.
 */
import { round } from './compose.ts';
import { hookLines } from './hooks/format.ts';
import type { AssertionResult, ItemResult, SuiteReport, TestResult } from './report-types.ts';
import { sanitize } from '../text/sanitize.ts';

const LABEL = { pass: 'PASS ', fail: 'FAIL ', skip: 'SKIP ', error: 'ERROR' } as const;

function preview(v: unknown, max = 60): string {
  const s = v === undefined ? 'nothing' : (JSON.stringify(v) ?? String(v));
  return s.length > max ? s.slice(0, max - 1) + '…' : s;
}

function failedLines(items: ItemResult[]): string[] {
  const out: string[] = [];
  const one = (a: AssertionResult, indent: string) =>
    out.push(`${indent}✗ ${a.target} ${preview(a.expected)}: ${a.reason}`);
  for (const it of items) {
    if (it.kind === 'assertion') {
      if (!it.pass) one(it, '        ');
    } else if (!it.pass) {
      out.push(`        ✗ assert-set ${it.name ?? '(unnamed)'}: ${round(it.score)} < ${it.threshold}`);
      for (const a of it.assertions) if (!a.pass) one(a, '          ');
    }
  }
  return out;
}

function row(t: TestResult, width: number): string[] {
  const where = t.line !== undefined ? ` (line ${t.line})` : '';
  const score =
    t.score !== undefined
      ? `  score ${round(t.score)}${t.threshold !== undefined ? ` (threshold ${t.threshold})` : ''}`
      : '';
  // Names come from the suite: newlines and escape sequences are shown escaped, on one line.
  const lines = [`  ${LABEL[t.verdict]} ${sanitize(t.name).padEnd(width)}${score}${where}`.trimEnd()];
  if (t.verdict === 'skip' || t.verdict === 'error') {
    if (t.reason) lines.push(`        ${t.reason}`);
    return [...lines, ...hookLines(t.hooks, '        ')];
  }
  // With a threshold, a failed assertion is not by itself why the test failed: say why first.
  const gated =
    t.threshold !== undefined ||
    (t.derived_metrics ?? []).some((m) => m.passed === false) ||
    (t.floors ?? []).some((f) => !f.pass);
  // A test a hook kept from running has no assertions to show: its reason is the whole story.
  if (t.verdict === 'fail' && (gated || t.assertions.length === 0) && t.reason) lines.push(`        → ${t.reason}`);
  if (t.verdict === 'fail') lines.push(...failedLines(t.assertions));
  for (const m of t.derived_metrics ?? []) {
    const gate = m.threshold !== undefined ? ` (threshold ${m.threshold}: ${m.passed ? 'met' : 'NOT met'})` : '';
    const unknown = m.unknown_refs?.length ? `; unknown names scored 0: ${m.unknown_refs.join(', ')}` : '';
    lines.push(`        metric ${m.name} = ${round(m.value)}${gate}${unknown}`);
  }
  const te = t.metrics?.token_efficiency as { grade?: string; f1?: number } | undefined;
  if (te?.grade) lines.push(`        token efficiency grade ${te.grade} (f1 ${te.f1})`);
  for (const f of t.floors ?? []) if (!f.pass) lines.push(`        ✗ tool_selection floor breached (see FLOOR lines)`);
  return [...lines, ...hookLines(t.hooks, '        ')];
}

export function formatSuiteText(report: SuiteReport): string {
  const title = sanitize(report.suite.name ?? 'suite');
  const lines = [`${title}${report.suite.file ? ` (${report.suite.file})` : ''}`];
  const width = Math.min(48, Math.max(0, ...report.tests.map((t) => sanitize(t.name).length)));
  const runHooks = report.hooks ?? [];
  lines.push(
    ...hookLines(
      runHooks.filter((h) => h.phase === 'beforeAll'),
      '  '
    )
  );
  for (const t of report.tests) lines.push(...row(t, width));
  lines.push(
    ...hookLines(
      runHooks.filter((h) => h.phase === 'afterAll'),
      '  '
    )
  );
  const names = Object.keys(report.rollups);
  if (names.length > 0) {
    const w = Math.max(6, ...names.map((n) => n.length));
    lines.push('', 'Metric rollups', `  ${'metric'.padEnd(w)}  ${'mean'.padStart(6)}  count`);
    for (const n of names)
      lines.push(`  ${n.padEnd(w)}  ${String(round(report.rollups[n].mean)).padStart(6)}  ${report.rollups[n].count}`);
  }
  const s = report.summary;
  const floors =
    s.floors_breached > 0 ? `, ${s.floors_breached} floor${s.floors_breached === 1 ? '' : 's'} breached` : '';
  lines.push(
    '',
    `${s.total} test${s.total === 1 ? '' : 's'}: ${s.pass} passed, ${s.fail} failed, ${s.skip} skipped, ${s.error} errored${floors}`
  );
  return lines.join('\n') + '\n';
}

/** The pass^k floor lines: the summary line per floor, then FLOOR and per-run lines when breached. */
export function floorLines(report: SuiteReport): string[] {
  return report.tests.flatMap((t) => (t.floors ?? []).flatMap((f) => [f.line, ...f.details]));
}

export function formatSuiteJson(report: SuiteReport): string {
  return JSON.stringify(report, null, 2) + '\n';
}

export const SUITE_FORMATS = { text: formatSuiteText, json: formatSuiteJson } as const;
export type SuiteFormatName = keyof typeof SUITE_FORMATS;

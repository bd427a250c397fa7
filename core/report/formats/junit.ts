/**
 * JUnit XML for CI test tabs (GitHub test-report actions, GitLab, Jenkins): a <testsuite> per
 * suite file, a <testcase> per test, or per run (`name #1` … `name #N`) when the report holds
 * per-run detail. Failures carry expected vs actual; skips and errors get their own elements.
 *
 * A multi-run test's runs follow its verdict, so CI is red exactly when `toolgauge run` failed:
 * - pass: every run passes; a run the floor tolerated (say 9 of 10 selected) notes its miss in
 *   <system-out>.
 * - fail: the runs that missed on their own fail, each with the test's failures as well; when no
 *   run missed on its own (an aggregate assertion failed), every run fails with them.
 * - skip / error: every run is skipped / errored with the test's reason.
 *
 * Every string is XML-escaped and characters XML 1.0 forbids (most C0 controls, lone surrogates,
 * U+FFFE/U+FFFF) are dropped, so hostile tool output cannot break the document.
 */
import type { SuiteReport, TestResult } from '../../suite/report-types.ts';
import { failureLine, formatNumber, testFailures, type FailureItem } from '../describe.ts';
import { testRuns, type RunOutcome } from '../runs.ts';
import { hookLines } from '../../suite/hooks/format.ts';

/** Output lines per stream a hook shows in <system-out> (the JSON report keeps the first 4,000 characters). */
const HOOK_OUTPUT_LINES = 200;
const hookOut = (t: TestResult) => hookLines(t.hooks, '', HOOK_OUTPUT_LINES);

const ILLEGAL_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text content: drops illegal characters, escapes markup. */
export function xmlText(text: string): string {
  return text.replace(ILLEGAL_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An attribute value: as text, plus quotes, and line breaks and tabs as character references so parsers keep them. */
export function xmlAttr(text: string): string {
  return xmlText(text)
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;')
    .replace(/\t/g, '&#9;');
}

interface Case {
  name: string;
  line?: number;
  outcome:
    | { kind: 'pass' }
    | { kind: 'fail'; message: string; body: string[] }
    | { kind: 'skip'; message: string }
    | { kind: 'error'; message: string };
  out: string[];
}

function failureBody(failures: FailureItem[]): string[] {
  return failures.flatMap((f) => [
    `${'  '.repeat(f.depth)}${failureLine(f)}`,
    ...(f.details ?? []).map((d) => `${'  '.repeat(f.depth + 1)}${d}`)
  ]);
}

function failMessage(failures: FailureItem[], fallback: string): string {
  if (failures.length === 0) return fallback;
  const first = failureLine(failures[0]);
  return failures.length === 1 ? first : `${first} (and ${failures.length - 1} more)`;
}

/** Lines every testcase of a test carries in <system-out>: score, derived metrics, floor summaries. */
function testNotes(t: TestResult): string[] {
  const out: string[] = [];
  if (t.score !== undefined)
    out.push(
      `score ${formatNumber(t.score)}${t.threshold !== undefined ? ` (threshold ${formatNumber(t.threshold)})` : ''}`
    );
  for (const m of t.derived_metrics ?? [])
    out.push(
      `metric ${m.name} = ${formatNumber(m.value)}${m.threshold !== undefined ? ` (threshold ${formatNumber(m.threshold)}: ${m.passed ? 'met' : 'not met'})` : ''}`
    );
  for (const f of t.floors ?? []) out.push(f.line);
  out.push(...hookOut(t));
  return out;
}

function singleCase(t: TestResult): Case {
  const failures = testFailures(t);
  const base = { name: t.name, ...(t.line !== undefined ? { line: t.line } : {}) };
  if (t.verdict === 'skip')
    return { ...base, outcome: { kind: 'skip', message: t.reason ?? 'skipped' }, out: hookOut(t) };
  if (t.verdict === 'error')
    return { ...base, outcome: { kind: 'error', message: t.reason ?? 'error' }, out: hookOut(t) };
  const notes = testNotes(t);
  if (t.verdict === 'pass') {
    // A passing test may tolerate failed assertions under its threshold: say so, without failing.
    const tolerated = failureBody(failures).map((l) => `tolerated: ${l}`);
    return { ...base, outcome: { kind: 'pass' }, out: [...notes, ...tolerated] };
  }
  return {
    ...base,
    outcome: { kind: 'fail', message: failMessage(failures, t.reason ?? 'failed'), body: failureBody(failures) },
    out: notes
  };
}

function runCase(t: TestResult, r: RunOutcome, failures: FailureItem[], anyRunMissed: boolean): Case {
  const base = { name: `${t.name} #${r.run}`, ...(t.line !== undefined ? { line: t.line } : {}) };
  const notes = [
    ...(r.score !== undefined ? [`run score ${formatNumber(r.score)}`] : []),
    ...[...r.misses, ...r.notes].map((n) => `run ${r.run}: ${n}`)
  ];
  if (t.verdict === 'skip')
    return { ...base, outcome: { kind: 'skip', message: t.reason ?? 'skipped' }, out: hookOut(t) };
  if (t.verdict === 'error')
    return { ...base, outcome: { kind: 'error', message: t.reason ?? 'error' }, out: hookOut(t) };
  if (t.verdict === 'pass' || (anyRunMissed && r.pass)) {
    const tolerated = !r.pass ? ['tolerated by the floor: the test passed across its runs'] : [];
    return { ...base, outcome: { kind: 'pass' }, out: [...notes, ...tolerated, ...testNotes(t)] };
  }
  const own = r.pass ? [] : [`run ${r.run}: ${r.misses.join('; ') || 'missed'}`];
  // A floor lists every run that missed; each run's testcase keeps the FLOOR lines and its own.
  const forRun = failures.map((f) =>
    f.details ? { ...f, details: f.details.filter((d) => !/^run \d+:/.test(d)) } : f
  );
  const body = [...own, ...failureBody(forRun)];
  const message = own[0] ?? failMessage(failures, t.reason ?? 'failed');
  return { ...base, outcome: { kind: 'fail', message, body }, out: [...notes, ...testNotes(t)] };
}

function casesOf(t: TestResult): Case[] {
  const runs = testRuns(t);
  if (!runs) return [singleCase(t)];
  const failures = testFailures(t);
  const anyRunMissed = runs.some((r) => !r.pass);
  return runs.map((r) => runCase(t, r, failures, anyRunMissed));
}

function caseXml(c: Case, classname: string, file: string | undefined): string[] {
  const attrs = [
    `name="${xmlAttr(c.name)}"`,
    `classname="${xmlAttr(classname)}"`,
    ...(file !== undefined ? [`file="${xmlAttr(file)}"`] : []),
    ...(c.line !== undefined ? [`line="${c.line}"`] : []),
    'time="0"'
  ];
  const inner: string[] = [];
  const o = c.outcome;
  if (o.kind === 'fail')
    inner.push(
      `      <failure message="${xmlAttr(o.message)}" type="AssertionError">${xmlText(o.body.join('\n'))}</failure>`
    );
  if (o.kind === 'skip') inner.push(`      <skipped message="${xmlAttr(o.message)}"/>`);
  if (o.kind === 'error')
    inner.push(`      <error message="${xmlAttr(o.message)}" type="Error">${xmlText(o.message)}</error>`);
  if (c.out.length > 0) inner.push(`      <system-out>${xmlText(c.out.join('\n'))}</system-out>`);
  if (inner.length === 0) return [`    <testcase ${attrs.join(' ')}/>`];
  return [`    <testcase ${attrs.join(' ')}>`, ...inner, '    </testcase>'];
}

interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

function countCases(cases: Case[]): Counts {
  const n = (k: Case['outcome']['kind']) => cases.filter((c) => c.outcome.kind === k).length;
  return { tests: cases.length, failures: n('fail'), errors: n('error'), skipped: n('skip') };
}

const countAttrs = (c: Counts) =>
  `tests="${c.tests}" failures="${c.failures}" errors="${c.errors}" skipped="${c.skipped}" time="0"`;

/** One <testsuite> per report (one suite file each), under a single <testsuites> root. */
export function formatJUnitReports(reports: SuiteReport[]): string {
  const total: Counts = { tests: 0, failures: 0, errors: 0, skipped: 0 };
  const suites: string[] = [];
  for (const report of reports) {
    const name = report.suite.name ?? report.suite.file ?? 'suite';
    const cases = report.tests.flatMap(casesOf);
    const counts = countCases(cases);
    for (const k of Object.keys(total) as Array<keyof Counts>) total[k] += counts[k];
    const file = report.suite.file;
    suites.push(
      `  <testsuite name="${xmlAttr(name)}"${file !== undefined ? ` file="${xmlAttr(file)}"` : ''} ${countAttrs(counts)}>`
    );
    for (const c of cases) suites.push(...caseXml(c, name, file));
    // beforeAll and afterAll belong to no single test: the suite's own <system-out>.
    const runHooks = hookLines(report.hooks, '', HOOK_OUTPUT_LINES);
    if (runHooks.length > 0) suites.push(`    <system-out>${xmlText(runHooks.join('\n'))}</system-out>`);
    suites.push('  </testsuite>');
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="toolgauge" ${countAttrs(total)}>`,
    ...suites,
    '</testsuites>',
    ''
  ].join('\n');
}

export function formatSuiteJUnit(report: SuiteReport): string {
  return formatJUnitReports([report]);
}

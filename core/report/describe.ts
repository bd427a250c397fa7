/**
 * How a saved report's values read in every format: numbers, expected matchers, actual values and
 * the list of what failed in a test. Formats escape the strings these return for their own medium
 * (Markdown, XML, terminal); nothing here escapes.
 */
import type { AssertionResult, ItemResult, TestResult } from '../suite/report-types.ts';
import { isPlainObject } from '../source/values.ts';

/** Longest preview of an actual value before it is cut with an ellipsis. */
export const PREVIEW_CHARS = 80;

/** Integers as written; other numbers to at most 3 decimals (0.6666… reads 0.667, 0.75 stays 0.75). */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return String(n);
  const fixed = n.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
  return fixed === '-0' ? '0' : fixed;
}

/** A signed difference: +0.25, -30, ±0. */
export function formatDelta(d: number): string {
  const body = formatNumber(Math.abs(d));
  if (body === '0') return '±0';
  return (d > 0 ? '+' : '-') + body;
}

function cut(text: string, max = PREVIEW_CHARS): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Any JSON value, compact and cut to PREVIEW_CHARS: strings quoted, numbers rounded. */
export function previewValue(value: unknown, max = PREVIEW_CHARS): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number') return formatNumber(value);
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return cut(text, max);
}

const COMPARISONS = new Set(['>=', '>', '<=', '<', '==', '!=']);

/**
 * The expected side as a person writes it: `>= 80`, `contains "rust"`, `not regex "^x"`,
 * `schema {"minimum":80}`. Anything that is not a one-key matcher is shown as JSON.
 */
export function describeExpected(expected: unknown): string {
  if (isPlainObject(expected)) {
    const keys = Object.keys(expected);
    if (keys.length === 1) {
      const key = keys[0];
      const arg = (expected as Record<string, unknown>)[key];
      if (COMPARISONS.has(key)) return `${key} ${previewValue(arg)}`;
      if (key === 'not') return `not ${describeExpected(arg)}`;
      return `${key} ${previewValue(arg)}`;
    }
  }
  return previewValue(expected);
}

/** One thing that went wrong in a test, in parts each format lays out its own way. */
export interface FailureItem {
  /** What failed: a target, `assert-set NAME`, `derived metric NAME`, `floor BLOCK`, `score`. */
  label: string;
  expected?: string;
  actual?: string;
  /** The engine's explanation (matcher reason, floor line, missing segment). */
  reason?: string;
  /** Extra lines (a floor's FLOOR and per-run lines). */
  details?: string[];
  /** Nested under an assert-set: formats may indent it. */
  depth: number;
  /**
   * This failure alone decides the verdict: a score under the threshold, a gating derived metric,
   * a floor, or any failed assertion in a test without a threshold (where every one must pass).
   * Under a threshold a failed assertion only lowers the score, so it is listed, not gating.
   */
  gating?: boolean;
}

function assertionLabel(a: AssertionResult): string {
  return a.name !== undefined ? `${a.name} (${a.target})` : a.target;
}

function assertionFailure(a: AssertionResult, depth: number): FailureItem {
  return {
    label: assertionLabel(a),
    expected: describeExpected(a.expected),
    ...('actual' in a && a.actual !== undefined ? { actual: previewValue(a.actual) } : {}),
    reason: a.reason,
    depth
  };
}

function itemFailures(items: ItemResult[]): FailureItem[] {
  const out: FailureItem[] = [];
  for (const item of items) {
    if (item.kind === 'assertion') {
      if (!item.pass) out.push(assertionFailure(item, 0));
      continue;
    }
    if (item.pass) continue;
    out.push({
      label: `assert-set ${item.name ?? '(unnamed)'}`,
      expected: `pass-fraction >= ${formatNumber(item.threshold)}`,
      actual: formatNumber(item.score),
      depth: 0
    });
    for (const a of item.assertions) if (!a.pass) out.push(assertionFailure(a, 1));
  }
  return out;
}

/**
 * Everything that failed in a test. First what decided the verdict (a score below the threshold,
 * gating derived metrics that missed, breached floors), then in report order the failed
 * assertions (including ones a passing test tolerated under its threshold), failed assert-sets
 * with their failed members, and references that matched nothing. A skipped or errored test
 * yields its reason.
 */
export function testFailures(t: TestResult): FailureItem[] {
  if (t.verdict === 'skip' || t.verdict === 'error')
    return t.reason !== undefined
      ? [{ label: t.verdict === 'skip' ? 'skipped' : 'error', reason: t.reason, depth: 0 }]
      : [];
  const out = itemFailures(t.assertions).map((f) =>
    t.threshold === undefined && f.depth === 0 ? { ...f, gating: true } : f
  );
  const gates: FailureItem[] = [];
  if (t.score !== undefined && t.threshold !== undefined && t.score < t.threshold) {
    gates.push({
      label: 'score',
      expected: `>= ${formatNumber(t.threshold)}`,
      actual: formatNumber(t.score),
      depth: 0,
      gating: true
    });
  }
  for (const m of t.derived_metrics ?? []) {
    if (m.passed === false)
      gates.push({
        label: `derived metric ${m.name}`,
        expected: `>= ${formatNumber(m.threshold ?? 0)}`,
        actual: formatNumber(m.value),
        depth: 0,
        gating: true
      });
    if (m.unknown_refs?.length)
      out.push({
        label: `derived metric ${m.name}`,
        reason: `unknown references scored 0: ${m.unknown_refs.join(', ')}`,
        depth: 0
      });
  }
  for (const f of t.floors ?? []) {
    // The FLOOR lines say which condition failed; the summary line is kept for a floor with none.
    if (!f.pass)
      gates.push({
        label: `floor ${f.block}`,
        reason: f.details[0] ?? f.line,
        details: f.details.slice(1),
        depth: 0,
        gating: true
      });
  }
  // What decided the verdict first, then what merely lowered the score.
  out.unshift(...gates);
  // A failing test always says why, even when the engine's reason is the only clue.
  if (t.verdict === 'fail' && out.length === 0 && t.reason !== undefined)
    out.push({ label: 'failed', reason: t.reason, depth: 0, gating: true });
  return out;
}

/** `label: expected X, got Y` (or `label: reason`), the one-line form text and JUnit messages use. */
export function failureLine(f: FailureItem): string {
  if (f.expected !== undefined)
    return `${f.label}: expected ${f.expected}, got ${f.actual ?? 'nothing'}${f.actual === undefined && f.reason ? ` (${f.reason})` : ''}`;
  return f.reason !== undefined ? `${f.label}: ${f.reason}` : f.label;
}

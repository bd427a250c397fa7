/**
 * Composition: per-assertion weights, assert-sets as single units, the test threshold (inclusive,
 * score reported only when set), derived metrics and the test verdict. A test without a threshold
 * keeps the legacy rule: every assertion and assert-set must pass.
 */
import { describeMatcher, runMatcher } from './matchers/index.ts';
import type { MatchContext } from './matchers/types.ts';
import type { Inner } from './matchers/not.ts';
import type { Assertion, DerivedMetric, Item, Verdict } from './model.ts';
import type {
  AssertionResult,
  AssertSetResult,
  DerivedMetricResult,
  FloorResult,
  ItemResult,
  TestResult
} from './report-types.ts';
import { parseTarget, type Resolved } from './target.ts';

/** Tolerance for the inclusive comparisons: 0.1 + 0.2 must still clear 0.3. */
const EPS = 1e-9;

export type TargetResolver = (segments: Array<string | number>, target: string) => Resolved;

export function evaluateAssertion(a: Assertion, resolve: TargetResolver, ctx: MatchContext): AssertionResult {
  // Keys in report order: what was checked, what was found, the verdict, where it is in the suite.
  const out = (actual: { value: unknown } | undefined, pass: boolean, reason: string): AssertionResult => ({
    kind: 'assertion',
    target: a.target,
    ...(a.name !== undefined ? { name: a.name } : {}),
    origin: a.origin,
    expected: a.expected,
    ...(actual ? { actual: actual.value } : {}),
    pass,
    weight: a.weight,
    reason,
    pointer: a.pointer
  });
  const parsed = parseTarget(a.target);
  if (!parsed.ok) return out(undefined, false, `bad target: ${parsed.error}`);
  const r = resolve(parsed.segments, a.target);
  if (!r.ok) return out(undefined, false, r.error);
  const m = runMatcher(a.matcher as Inner, r.value, ctx);
  return out({ value: r.value }, m.pass, m.reason);
}

/** sum(weight of passing) / sum(weights); an all-zero weight list falls back to the plain fraction. */
export function weightedFraction(parts: Array<{ weight: number; pass: boolean }>): number {
  if (parts.length === 0) return 1;
  const total = parts.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) return parts.filter((p) => p.pass).length / parts.length;
  return parts.reduce((s, p) => s + (p.pass ? p.weight : 0), 0) / total;
}

export function atLeast(value: number, threshold: number): boolean {
  return value >= threshold - EPS;
}

export function evaluateItems(items: Item[], resolve: TargetResolver, ctx: MatchContext): ItemResult[] {
  return items.map((it): ItemResult => {
    if (it.kind === 'assertion') return evaluateAssertion(it, resolve, ctx);
    const assertions = it.assertions.map((a) => evaluateAssertion(a, resolve, ctx));
    const score = weightedFraction(assertions);
    const set: AssertSetResult = {
      kind: 'set',
      origin: it.origin,
      threshold: it.threshold,
      weight: it.weight,
      score,
      pass: atLeast(score, it.threshold),
      assertions,
      pointer: it.pointer
    };
    if (it.name !== undefined) set.name = it.name;
    return set;
  });
}

/** Named scores: an assertion is 1 or 0, an assert-set its pass-fraction. */
function namedScores(results: ItemResult[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of results) {
    if (r.kind === 'set') {
      if (r.name !== undefined) out.set(r.name, r.score);
      for (const a of r.assertions) if (a.name !== undefined) out.set(a.name, a.pass ? 1 : 0);
    } else if (r.name !== undefined) out.set(r.name, r.pass ? 1 : 0);
  }
  return out;
}

export function evaluateDerived(metrics: DerivedMetric[], results: ItemResult[]): DerivedMetricResult[] {
  const scores = namedScores(results);
  const out: DerivedMetricResult[] = [];
  for (const m of metrics) {
    const unknown: string[] = [];
    let sum = 0;
    let weights = 0;
    for (const t of m.terms) {
      const s = scores.get(t.ref);
      if (s === undefined) unknown.push(t.ref);
      sum += (s ?? 0) * t.weight;
      weights += t.weight;
    }
    const value = m.mode === 'weighted_sum' ? sum : weights > 0 ? sum / weights : 0;
    const r: DerivedMetricResult = { name: m.name, value };
    if (m.threshold !== undefined) {
      r.threshold = m.threshold;
      r.passed = atLeast(value, m.threshold);
    }
    if (unknown.length > 0) r.unknown_refs = unknown;
    out.push(r);
    // Later metrics may chain on this one; a name already taken by an assertion stays the assertion's.
    if (!scores.has(m.name)) scores.set(m.name, value);
  }
  return out;
}

export interface Composed {
  verdict: Extract<Verdict, 'pass' | 'fail'>;
  reason?: string;
  score?: number;
  assertions: ItemResult[];
  derived_metrics?: DerivedMetricResult[];
}

function describeFailure(r: ItemResult): string {
  if (r.kind === 'set') return `assert-set ${r.name ?? '(unnamed)'} scored ${round(r.score)} < ${r.threshold}`;
  return `${r.target}: ${r.reason}`;
}

export function round(n: number, places = 3): number {
  const f = 10 ** places;
  return Math.round(n * f) / f;
}

/** The verdict of one test from its item results, derived metrics and floors. */
export function compose(
  items: Item[],
  derived: DerivedMetric[],
  threshold: number | undefined,
  resolve: TargetResolver,
  ctx: MatchContext,
  floors: FloorResult[] = []
): Composed {
  const assertions = evaluateItems(items, resolve, ctx);
  const metrics = evaluateDerived(derived, assertions);
  const score = weightedFraction(assertions);
  const failed = assertions.filter((r) => !r.pass);
  const reasons: string[] = [];
  if (threshold !== undefined) {
    if (!atLeast(score, threshold)) reasons.push(`score ${round(score)} is below the threshold ${threshold}`);
  } else if (failed.length > 0) {
    reasons.push(failed.map(describeFailure).join('; '));
  }
  for (const m of metrics)
    if (m.passed === false)
      reasons.push(`derived metric ${m.name} = ${round(m.value)} is below its threshold ${m.threshold}`);
  for (const f of floors) if (!f.pass) reasons.push(f.details[0] ?? f.line);
  const out: Composed = { verdict: reasons.length === 0 ? 'pass' : 'fail', assertions };
  if (reasons.length > 0) out.reason = reasons.join('; ');
  if (threshold !== undefined) out.score = score;
  if (derived.length > 0) out.derived_metrics = metrics;
  return out;
}

/**
 * A test result from its composition: verdict and assertions, plus the reason, the score and
 * threshold (only for tests that declare a threshold: legacy tests stay byte-for-byte the same)
 * and the derived metrics.
 */
export function composedResult(
  base: Omit<TestResult, 'verdict' | 'assertions'>,
  c: Composed,
  threshold: number | undefined
): TestResult {
  const out: TestResult = { ...base, verdict: c.verdict, assertions: c.assertions };
  if (c.reason !== undefined) out.reason = c.reason;
  if (threshold !== undefined) {
    out.score = c.score;
    out.threshold = threshold;
  }
  if (c.derived_metrics) out.derived_metrics = c.derived_metrics;
  return out;
}

export { describeMatcher };

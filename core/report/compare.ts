/**
 * Baseline vs current: a per-test delta of two saved suite reports (verdict, score, every numeric
 * metric figure, derived metrics), the floors that flipped, the tests added and removed, and the
 * regressions a CI gate fails on.
 *
 * - Tests match by name (the loader refuses duplicate names; should a report hold one anyway, the
 *   second is matched as `name (2)`).
 * - A regression is a test that passed in the baseline and now fails or errors. A test that now
 *   skips, or was removed, is reported but is not a regression; an added failing test is listed as
 *   added (it never passed, so nothing regressed).
 * - An improvement is a test that failed or errored in the baseline and passes now.
 * - A floor flips when the same block's floor passed on one side and not the other.
 */
import type { Verdict } from '../suite/model.ts';
import type { Rollup, SuiteReport, TestResult } from '../suite/report-types.ts';
import { failureLine, testFailures } from './describe.ts';
import { testFigures } from './figures.ts';

/** Two figures closer than this are the same figure (float noise in re-computed means). */
const SAME = 1e-9;

export type TestChange = 'regression' | 'improvement' | 'changed' | 'unchanged' | 'added' | 'removed';

export interface FigureDelta {
  /** `tool_selection.pass_k`, `derived.quality`, ... */
  path: string;
  baseline?: number;
  current?: number;
  /** current - baseline, when both exist. */
  delta?: number;
}

export interface FloorFlip {
  test: string;
  block: string;
  baseline: boolean;
  current: boolean;
}

export interface TestDelta {
  name: string;
  change: TestChange;
  verdict: { baseline?: Verdict; current?: Verdict };
  /** Present when either side has a score. */
  score?: FigureDelta;
  /** Figures that differ (or exist on one side only); unchanged figures are left out. */
  figures: FigureDelta[];
  floor_flips: FloorFlip[];
  /** Why the test fails now (current report), when it does and is not unchanged: `target: expected X, got Y`. */
  failures?: string[];
}

export interface RollupDelta {
  name: string;
  baseline?: Rollup;
  current?: Rollup;
  delta?: number;
}

export interface ReportSide {
  label: string;
  suite: SuiteReport['suite'];
  summary: SuiteReport['summary'];
}

export interface ReportComparison {
  baseline: ReportSide;
  current: ReportSide;
  /** Current report order, then removed tests in baseline order. */
  tests: TestDelta[];
  regressions: string[];
  improvements: string[];
  added: string[];
  removed: string[];
  floor_flips: FloorFlip[];
  /** False when the two reports name different suites: the comparison is likely a mistake, and the formats say so. */
  same_suite: boolean;
  /** Counts by change, for summary lines. */
  counts: Record<TestChange, number>;
  rollups: RollupDelta[];
}

const failing = (v: Verdict | undefined) => v === 'fail' || v === 'error';

/** Name -> test, with `name (2)` for a repeated name so nothing is silently dropped. */
function byName(tests: TestResult[]): Map<string, TestResult> {
  const out = new Map<string, TestResult>();
  for (const t of tests) {
    let key = t.name;
    for (let n = 2; out.has(key); n++) key = `${t.name} (${n})`;
    out.set(key, t);
  }
  return out;
}

function figureDelta(path: string, baseline: number | undefined, current: number | undefined): FigureDelta {
  return {
    path,
    ...(baseline !== undefined ? { baseline } : {}),
    ...(current !== undefined ? { current } : {}),
    ...(baseline !== undefined && current !== undefined ? { delta: current - baseline } : {})
  };
}

function numericFigures(t: TestResult | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (!t) return out;
  for (const f of testFigures(t, { numericOnly: true })) out.set(f.path, f.value as number);
  for (const m of t.derived_metrics ?? []) out.set(`derived.${m.name}`, m.value);
  return out;
}

function changedFigures(b: TestResult | undefined, c: TestResult | undefined): FigureDelta[] {
  const before = numericFigures(b);
  const after = numericFigures(c);
  const out: FigureDelta[] = [];
  for (const path of new Set([...after.keys(), ...before.keys()])) {
    const x = before.get(path);
    const y = after.get(path);
    if (x !== undefined && y !== undefined && Math.abs(y - x) < SAME) continue;
    out.push(figureDelta(path, x, y));
  }
  return out;
}

function floorFlips(name: string, b: TestResult | undefined, c: TestResult | undefined): FloorFlip[] {
  if (!b?.floors || !c?.floors) return [];
  const out: FloorFlip[] = [];
  const seen = new Map<string, number>();
  for (const f of c.floors) {
    // The nth floor of a block matches the nth floor of that block on the other side.
    const nth = seen.get(f.block) ?? 0;
    seen.set(f.block, nth + 1);
    const other = b.floors.filter((x) => x.block === f.block)[nth];
    if (other && other.pass !== f.pass) out.push({ test: name, block: f.block, baseline: other.pass, current: f.pass });
  }
  return out;
}

function classify(
  b: TestResult | undefined,
  c: TestResult | undefined,
  score: FigureDelta | undefined,
  figures: FigureDelta[],
  flips: FloorFlip[]
): TestChange {
  if (!b) return 'added';
  if (!c) return 'removed';
  if (b.verdict === 'pass' && failing(c.verdict)) return 'regression';
  if (failing(b.verdict) && c.verdict === 'pass') return 'improvement';
  const scoreMoved = score !== undefined && (score.delta === undefined || Math.abs(score.delta) >= SAME);
  return b.verdict !== c.verdict || scoreMoved || figures.length > 0 || flips.length > 0 ? 'changed' : 'unchanged';
}

function compareTest(name: string, b: TestResult | undefined, c: TestResult | undefined): TestDelta {
  const score = b?.score !== undefined || c?.score !== undefined ? figureDelta('score', b?.score, c?.score) : undefined;
  const figures = b && c ? changedFigures(b, c) : [];
  const flips = floorFlips(name, b, c);
  const change = classify(b, c, score, figures, flips);
  const failures = c && failing(c.verdict) && change !== 'unchanged' ? testFailures(c).map(failureLine) : [];
  return {
    name,
    change,
    verdict: { ...(b ? { baseline: b.verdict } : {}), ...(c ? { current: c.verdict } : {}) },
    ...(score ? { score } : {}),
    figures,
    floor_flips: flips,
    ...(failures.length > 0 ? { failures } : {})
  };
}

function compareRollups(b: Record<string, Rollup>, c: Record<string, Rollup>): RollupDelta[] {
  const names = [...new Set([...Object.keys(c), ...Object.keys(b)])];
  return names.map((name) => {
    const x = Object.hasOwn(b, name) ? b[name] : undefined;
    const y = Object.hasOwn(c, name) ? c[name] : undefined;
    return {
      name,
      ...(x ? { baseline: x } : {}),
      ...(y ? { current: y } : {}),
      ...(x && y ? { delta: y.mean - x.mean } : {})
    };
  });
}

export function compareReports(
  baseline: SuiteReport,
  current: SuiteReport,
  labels: { baseline?: string; current?: string } = {}
): ReportComparison {
  const before = byName(baseline.tests);
  const after = byName(current.tests);
  const tests: TestDelta[] = [];
  for (const [name, c] of after) tests.push(compareTest(name, before.get(name), c));
  for (const [name, b] of before) if (!after.has(name)) tests.push(compareTest(name, b, undefined));
  const named = (change: TestChange) => tests.filter((t) => t.change === change).map((t) => t.name);
  const counts = { regression: 0, improvement: 0, changed: 0, unchanged: 0, added: 0, removed: 0 };
  for (const t of tests) counts[t.change] += 1;
  return {
    baseline: {
      label: labels.baseline ?? baseline.suite.file ?? 'baseline',
      suite: baseline.suite,
      summary: baseline.summary
    },
    current: {
      label: labels.current ?? current.suite.file ?? 'current',
      suite: current.suite,
      summary: current.summary
    },
    tests,
    regressions: named('regression'),
    improvements: named('improvement'),
    added: named('added'),
    removed: named('removed'),
    floor_flips: tests.flatMap((t) => t.floor_flips),
    same_suite: (baseline.suite.name ?? baseline.suite.file) === (current.suite.name ?? current.suite.file),
    counts,
    rollups: compareRollups(baseline.rollups, current.rollups)
  };
}

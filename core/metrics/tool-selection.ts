/**
 * Pass^k tool selection (the `tool_selection:` floor): across N runs of one prompt, how often the
 * model called the expected tool, and whether it did so within a per-run token budget.
 *
 * - A run selects the tool when any of its calls matches `expected_tool` (class-match rule: a bare
 *   name on any server, `server.tool` exactly).
 * - A run's token count is `tokens.total`, else `tokens.input + tokens.output` when either is
 *   recorded, else unknown.
 * - selection_rate = selected / runs; pass_k = runs that selected AND stayed within the budget / runs.
 *   With no budget, pass_k equals the selection rate.
 * - tokens { median, max } over the runs whose count is known; both absent when none is.
 * - The floor passes when selected / runs >= min_selection_rate AND, when a budget is set, every run
 *   stayed within it (all or nothing). A run with no token count cannot be shown to be within a
 *   budget, so under a budget it fails the budget check (and is listed); with no budget it is fine.
 * - runs: a declared `runs: 0` is clamped up to 1; a trace with no recorded runs is scored as one
 *   run that selected nothing.
 */
import { median } from '../stats/median.ts';
import { percent } from '../stats/percent.ts';
import type { TraceRun } from '../trace/types.ts';
import { qualifiedId } from '../trace/types.ts';
import { IdMatcher } from './class-match.ts';
import { maxOf } from '../stats/extremes.ts';

export interface ToolSelectionSpec {
  expected_tool: string;
  /** Minimum fraction of runs (0..1) that must select the tool. */
  min_selection_rate: number;
  /** Per-run cap on total tokens; omit for no budget. */
  max_total_tokens?: number;
}

export interface ToolSelectionRun {
  /** 1-based, as printed. */
  run: number;
  selected: boolean;
  /** For a run that did not select: the distinct qualified ids it called, in first-call order (empty for a selecting run). */
  called: string[];
  tokens?: number;
  /** True when a budget is set and the run exceeded it, or has no token count to check. */
  over_budget: boolean;
  /** Selected and within budget: counts toward pass^k. */
  passed: boolean;
}

export interface ToolSelectionResult {
  expected_tool: string;
  runs: number;
  selected: number;
  /** Integer percents 0..100. */
  selection_rate: number;
  pass_k: number;
  tokens: { median?: number; max?: number };
  min_selection_rate: number;
  max_total_tokens?: number;
  /** Runs over the budget (by count), and runs with no count while a budget is set. */
  over_budget: number;
  no_token_count: number;
  rate_met: boolean;
  budget_met: boolean;
  pass: boolean;
  detail: ToolSelectionRun[];
}

/** `runs: 0` (or a negative or fractional value) becomes at least 1. */
export function clampRuns(runs: number | undefined): number {
  if (runs === undefined || !Number.isFinite(runs)) return 1;
  return Math.max(1, Math.floor(runs));
}

/** The total tokens of a run, or undefined when it recorded none. */
export function runTokens(run: Pick<TraceRun, 'tokens'>): number | undefined {
  const t = run.tokens;
  if (!t) return undefined;
  if (typeof t.total === 'number') return t.total;
  if (typeof t.input === 'number' || typeof t.output === 'number') return (t.input ?? 0) + (t.output ?? 0);
  return undefined;
}

export function scoreToolSelection(spec: ToolSelectionSpec, runs: readonly TraceRun[]): ToolSelectionResult {
  const expected = new IdMatcher([spec.expected_tool]);
  const budget = spec.max_total_tokens;
  const detail: ToolSelectionRun[] = runs.map((run, i) => {
    let selected = false;
    for (const call of run.calls) {
      if (expected.matches(call)) {
        selected = true;
        break;
      }
    }
    // The tools called are only printed for runs that missed, so only those pay for the list.
    const called = selected ? [] : [...new Set(run.calls.map(qualifiedId))];
    const tokens = runTokens(run);
    const over = budget !== undefined && (tokens === undefined || tokens > budget);
    return {
      run: i + 1,
      selected,
      called,
      ...(tokens !== undefined ? { tokens } : {}),
      over_budget: over,
      passed: selected && !over
    };
  });
  const n = clampRuns(detail.length);
  const selected = detail.filter((d) => d.selected).length;
  const passed = detail.filter((d) => d.passed).length;
  const known = detail.flatMap((d) => (d.tokens === undefined ? [] : [d.tokens]));
  const overBudget =
    budget === undefined ? 0 : detail.filter((d) => d.tokens !== undefined && d.tokens > budget).length;
  const noCount = budget === undefined ? 0 : detail.filter((d) => d.tokens === undefined).length;
  // Compare the exact ratio; the epsilon only absorbs binary noise in the declared fraction.
  const rateMet = selected / n >= spec.min_selection_rate - 1e-12;
  const budgetMet = overBudget === 0 && noCount === 0;
  const med = median(known);
  return {
    expected_tool: spec.expected_tool,
    runs: n,
    selected,
    selection_rate: percent(selected, n),
    pass_k: percent(passed, n),
    tokens: known.length === 0 ? {} : { median: med, max: maxOf(known) },
    min_selection_rate: spec.min_selection_rate,
    ...(budget !== undefined ? { max_total_tokens: budget } : {}),
    over_budget: overBudget,
    no_token_count: noCount,
    rate_met: rateMet,
    budget_met: budgetMet,
    pass: rateMet && budgetMet,
    detail
  };
}

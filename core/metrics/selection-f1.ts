/**
 * Selection F1 over equal-function classes (the `equal_function_sets:` gate, after MSC-Bench).
 *
 * Counting rule, per run, walking the calls in order; each class is consumed at most once:
 *   - a call that lands in a class not yet consumed consumes it: one true positive. When a call's
 *     tool belongs to several classes it consumes the first unconsumed one in declaration order
 *     (one call is one selection);
 *   - a call whose classes are all consumed already is a repeat and counts nothing, so calling
 *     two members of one class, or one member twice, neither inflates nor penalizes;
 *   - a call in no class is one false positive (two calls to `shell.exec` are two);
 *   - each class left unconsumed at the end is one false negative.
 * Across runs the counts are summed before the percents are taken (micro-average), so the result
 * does not depend on run order. Percents come from the raw counts: F1 = 2TP / (2TP + FP + FN).
 * No classes and no calls at all is vacuously perfect (100/100/100); any other zero denominator is 0.
 */
import { percent } from '../stats/percent.ts';
import type { TraceCall, TraceRun } from '../trace/types.ts';
import { qualifiedId } from '../trace/types.ts';
import { ClassIndex, type EqualFunctionClass } from './class-match.ts';

export interface SelectionCounts {
  tp: number;
  fp: number;
  fn: number;
}

export interface RunSelection extends SelectionCounts {
  /** Classes reached, in declaration order. */
  matched_classes: string[];
  /** Classes never reached (false negatives), in declaration order. */
  missed_classes: string[];
  /** Qualified ids of the calls that counted as false positives, once each, in call order. */
  unexpected_tools: string[];
}

export interface SelectionF1 extends SelectionCounts {
  /** Integer percents 0..100. */
  precision: number;
  recall: number;
  f1: number;
  /** True when there were no classes and no calls: the 100s are by convention, not earned. */
  vacuous: boolean;
  /** Classes missed in at least one run, in declaration order. */
  missed_classes: string[];
  /** Tools that were a false positive in at least one run, in first-seen order. */
  unexpected_tools: string[];
  runs: RunSelection[];
}

/** Score one run's calls. Pass a prepared ClassIndex when scoring many runs against the same classes. */
export function scoreRunSelection(
  classes: ClassIndex | readonly EqualFunctionClass[],
  calls: readonly TraceCall[]
): RunSelection {
  const index = classes instanceof ClassIndex ? classes : new ClassIndex(classes);
  const consumed = new Uint8Array(index.classes.length);
  let tp = 0;
  let fp = 0;
  const unexpected = new Set<string>();
  for (const call of calls) {
    const hits = index.classesOf(call);
    if (hits.length === 0) {
      fp++;
      unexpected.add(qualifiedId(call));
      continue;
    }
    for (const h of hits) {
      if (consumed[h] === 0) {
        consumed[h] = 1;
        tp++;
        break;
      }
    }
  }
  const matched: string[] = [];
  const missed: string[] = [];
  index.classes.forEach((cls, i) => (consumed[i] ? matched : missed).push(cls.name));
  return {
    tp,
    fp,
    fn: missed.length,
    matched_classes: matched,
    missed_classes: missed,
    unexpected_tools: [...unexpected]
  };
}

/** Precision, recall and F1 percents from summed counts, with the vacuous case. */
export function selectionPercents(
  counts: SelectionCounts,
  vacuous: boolean
): { precision: number; recall: number; f1: number } {
  if (vacuous) return { precision: 100, recall: 100, f1: 100 };
  const { tp, fp, fn } = counts;
  return { precision: percent(tp, tp + fp), recall: percent(tp, tp + fn), f1: percent(2 * tp, 2 * tp + fp + fn) };
}

/** Micro-averaged selection F1 over every run. */
export function selectionF1(
  classes: readonly EqualFunctionClass[],
  runs: readonly Pick<TraceRun, 'calls'>[]
): SelectionF1 {
  const index = new ClassIndex(classes);
  const perRun = runs.map((run) => scoreRunSelection(index, run.calls));
  const totals: SelectionCounts = { tp: 0, fp: 0, fn: 0 };
  let calls = 0;
  const missed = new Set<string>();
  const unexpected = new Set<string>();
  perRun.forEach((r, i) => {
    totals.tp += r.tp;
    totals.fp += r.fp;
    totals.fn += r.fn;
    calls += runs[i].calls.length;
    for (const m of r.missed_classes) missed.add(m);
    for (const u of r.unexpected_tools) unexpected.add(u);
  });
  const vacuous = classes.length === 0 && calls === 0;
  return {
    ...totals,
    ...selectionPercents(totals, vacuous),
    vacuous,
    missed_classes: classes.map((c) => c.name).filter((name) => missed.has(name)),
    unexpected_tools: [...unexpected],
    runs: perRun
  };
}

/**
 * Name-free discovery and the five orchestration diagnostics, each an integer percent from the
 * recorded trace (plus the declared classes), with no model in the loop. Pooled over runs.
 *
 * - discovery: the equal-function-set recall (selection-f1.ts): of the declared classes, the
 *   percent reached. Reaching one of two classes is 50. No classes and no calls is vacuously 100.
 * - parameterization: of all calls, the percent whose `arguments` is a non-empty JSON object
 *   (argument presence, not schema validity: schemas are not available offline). No calls: 100.
 * - syntax: of all calls, the percent that are well formed: a non-blank tool-name string and
 *   arguments that are a JSON object. Absent arguments read as `{}` (MCP makes them optional), so
 *   they are well formed but not parameterized. No calls: 100.
 * - error_recovery: of the calls that returned an error (`isError: true`, or a non-empty `error`),
 *   the percent followed later in the same run by a successful call to the same tool (same
 *   qualified id) or to a tool sharing a class with it. No errors: 100.
 * - efficiency: per run, the optimal path length (number of declared classes) over the observed
 *   call count, capped at 100%; averaged over runs, so a run that called nothing pulls it down.
 *   A run with classes but no calls is 0; no classes is 0. Two classes over three calls is 67.
 */
import { percent } from '../stats/percent.ts';
import type { TraceCall, TraceRun } from '../trace/types.ts';
import { ClassIndex, type EqualFunctionClass } from './class-match.ts';
import { selectionF1 } from './selection-f1.ts';
import { isPlainObject } from '../source/values.ts';

export interface OrchestrationResult {
  discovery: number;
  parameterization: number;
  syntax: number;
  error_recovery: number;
  efficiency: number;
  /** The raw counts behind the percents, for reports. */
  counts: {
    calls: number;
    parameterized: number;
    well_formed: number;
    errors: number;
    recovered: number;
    classes: number;
    classes_reached: number;
    classes_expected: number;
  };
  /** Classes missed in at least one run. */
  missed_classes: string[];
}

/** A call that failed: MCP `isError: true`, or a recorded error message. */
export function isErrorCall(call: Pick<TraceCall, 'isError' | 'error'>): boolean {
  return call.isError === true || (typeof call.error === 'string' && call.error !== '');
}

export function isParameterized(call: Pick<TraceCall, 'arguments'>): boolean {
  return isPlainObject(call.arguments) && Object.keys(call.arguments).length > 0;
}

export function isWellFormed(call: Pick<TraceCall, 'tool' | 'arguments'>): boolean {
  return (
    typeof call.tool === 'string' &&
    call.tool.trim() !== '' &&
    (call.arguments === undefined || isPlainObject(call.arguments))
  );
}

/** Errors in one run, and how many were followed by a success on the same tool or an equivalent. */
export function errorRecovery(index: ClassIndex, calls: readonly TraceCall[]): { errors: number; recovered: number } {
  let errors = 0;
  let recovered = 0;
  for (let i = 0; i < calls.length; i++) {
    if (!isErrorCall(calls[i])) continue;
    errors++;
    const failed = calls[i];
    const server = failed.server ?? '';
    const classes = index.classesOf(failed);
    for (let j = i + 1; j < calls.length; j++) {
      const later = calls[j];
      if (isErrorCall(later)) continue;
      if (
        (later.tool === failed.tool && (later.server ?? '') === server) ||
        (classes.length > 0 && index.classesOf(later).some((c) => classes.includes(c)))
      ) {
        recovered++;
        break;
      }
    }
  }
  return { errors, recovered };
}

export function scoreOrchestration(
  classes: readonly EqualFunctionClass[],
  runs: readonly Pick<TraceRun, 'calls'>[]
): OrchestrationResult {
  const index = new ClassIndex(classes);
  const selection = selectionF1(classes, runs);
  let calls = 0;
  let parameterized = 0;
  let wellFormed = 0;
  let errors = 0;
  let recovered = 0;
  let efficiencySum = 0;
  for (const run of runs) {
    for (const call of run.calls) {
      calls++;
      if (isParameterized(call)) parameterized++;
      if (isWellFormed(call)) wellFormed++;
    }
    const rec = errorRecovery(index, run.calls);
    errors += rec.errors;
    recovered += rec.recovered;
    const n = run.calls.length;
    if (classes.length > 0 && n > 0) efficiencySum += Math.min(classes.length, n) / n;
  }
  return {
    discovery: selection.recall,
    parameterization: calls === 0 ? 100 : percent(parameterized, calls),
    syntax: calls === 0 ? 100 : percent(wellFormed, calls),
    error_recovery: errors === 0 ? 100 : percent(recovered, errors),
    efficiency: classes.length === 0 ? 0 : percent(efficiencySum, runs.length),
    counts: {
      calls,
      parameterized,
      well_formed: wellFormed,
      errors,
      recovered,
      classes: classes.length,
      classes_reached: selection.tp,
      classes_expected: selection.tp + selection.fn
    },
    missed_classes: selection.missed_classes
  };
}

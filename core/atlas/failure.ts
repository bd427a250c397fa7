/**
 * The method's four failure classes, decided in its order for a run that failed:
 *   1. tool_usage: a target tool was never called, or a call had a parameter error;
 *   2. task_understanding: the agent stopped early, or attempted fewer claims than the task has;
 *   3. response_quality: every call succeeded, yet the task failed (the synthesis was wrong);
 *   4. logical_error: anything else.
 * Parameter error: arguments that are not an object (an importer keeps unparseable JSON as a
 * string), a required argument missing from the tool's inputSchema when the run carries its
 * surface, or an error whose text says the arguments were invalid (JSON-RPC -32602 and the like).
 * A claim counts as attempted when it scored above 0, or stayed unscored (unknown is not blamed);
 * a run may state `claims_attempted` itself, which then wins.
 */
import type { TraceCall, TraceRun } from '../trace/types.ts';
import type { ClaimResult, Discovery, FailureClass } from './types.ts';
import { FAILURE_CLASSES } from './types.ts';

const PARAM_ERROR =
  /-32602|invalid (params|parameters?|arguments?|input)|missing required|required (parameter|argument|property)|is required|unexpected (parameter|argument|property|keyword)|validation (error|failed)/i;

function requiredOf(run: TraceRun, call: TraceCall): string[] {
  const tool = run.surface?.find((t) => typeof t !== 'string' && t.name === call.tool);
  const schema =
    tool && typeof tool !== 'string' ? (tool.inputSchema as { required?: unknown } | undefined) : undefined;
  return Array.isArray(schema?.required) ? schema.required.filter((r): r is string => typeof r === 'string') : [];
}

export function hasParamError(run: TraceRun, call: TraceCall): boolean {
  const args = call.arguments;
  if (args !== undefined && (args === null || typeof args !== 'object' || Array.isArray(args))) return true;
  if (call.isError && PARAM_ERROR.test(call.error ?? '')) return true;
  const required = requiredOf(run, call);
  return required.length > 0 && required.some((r) => !Object.hasOwn(args ?? {}, r));
}

export function classifyFailure(run: TraceRun, claims: readonly ClaimResult[], discovery: Discovery): FailureClass {
  if (discovery.missed_targets.length > 0 || run.calls.some((c) => hasParamError(run, c))) return 'tool_usage';
  const attempted =
    typeof run.claims_attempted === 'number'
      ? run.claims_attempted
      : claims.filter((c) => c.score === null || c.score > 0).length;
  if (run.stopped_early === true || attempted < claims.length) return 'task_understanding';
  if (run.calls.every((c) => !c.isError)) return 'response_quality';
  return 'logical_error';
}

export interface FailureShare {
  category: FailureClass;
  count: number;
  /** Percent of failed runs, one decimal. */
  percent: number;
}

/** Counts and percents in the method's order; an empty list when nothing failed (no 0/0). */
export function failureDistribution(classes: readonly FailureClass[]): FailureShare[] {
  if (classes.length === 0) return [];
  return FAILURE_CLASSES.map((category) => {
    const count = classes.filter((c) => c === category).length;
    return { category, count, percent: Math.round((1000 * count) / classes.length) / 10 };
  });
}

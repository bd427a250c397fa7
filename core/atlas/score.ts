/**
 * Scores runs against tasks and stratifies the results. A run is tied to its task by a `task_id`
 * field on the run; with a single task every run belongs to it. A run that records a harness error
 * (`harness_error` / `harness_errors`, set by the MCP importer when a server never answered) is
 * excluded: the method flags such runs instead of penalising the agent.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import type { Trace, TraceRun } from '../trace/types.ts';
import { scoreClaims, type ClaimScoringOptions } from './claims.ts';
import { discoveryOf } from './discovery.ts';
import { classifyFailure, failureDistribution, type FailureShare } from './failure.ts';
import type { AtlasRunResult, AtlasTask } from './types.ts';

export interface AtlasScoringOptions extends ClaimScoringOptions {
  /** Extra harness-error detection, beside the run's own `harness_error(s)` fields. */
  harnessError?: (run: TraceRun) => string | undefined;
}

export function harnessErrorOf(run: TraceRun, options: AtlasScoringOptions = {}): string | undefined {
  if (typeof run.harness_error === 'string' && run.harness_error !== '') return run.harness_error;
  if (Array.isArray(run.harness_errors) && run.harness_errors.length > 0)
    return run.harness_errors.map(String).join('; ');
  return options.harnessError?.(run);
}

export async function scoreAtlasRun(
  task: AtlasTask,
  run: TraceRun,
  index: number,
  options: AtlasScoringOptions = {}
): Promise<AtlasRunResult> {
  const discovery = discoveryOf(task, run);
  const base = {
    task_id: task.task_id,
    run: index,
    threshold: task.pass_threshold,
    discovery,
    ...(task.domain ? { domain: task.domain } : {}),
    ...(task.tags ? { tags: task.tags } : {})
  };
  const harness = harnessErrorOf(run, options);
  if (harness !== undefined) {
    return {
      ...base,
      status: 'excluded',
      harness_error: harness,
      coverage: 0,
      coverage_max: 0,
      claims: [],
      fulfilled: 0,
      partial: 0,
      missed: 0,
      unscored: 0
    };
  }
  const scored = await scoreClaims(task, run, options);
  const result: AtlasRunResult = { ...base, ...scored };
  if (scored.status === 'failed') result.failure_class = classifyFailure(run, scored.claims, discovery);
  return result;
}

export interface StratumSummary {
  /** The domain or tag name; `all` for the whole set. */
  name: string;
  runs: number;
  /** Runs scored (not excluded). */
  scored: number;
  excluded: number;
  passed: number;
  failed: number;
  undecided: number;
  /** passed / scored, 0..1; undecided runs count as not passed, so this is a lower bound. null when nothing was scored. */
  pass_rate: number | null;
  /** Mean lower-bound coverage over scored runs; null when nothing was scored. */
  mean_coverage: number | null;
  /** Mean discovery precision and recall over scored runs; null when nothing was scored. */
  discovery_precision: number | null;
  discovery_recall: number | null;
}

export interface AtlasReport {
  results: AtlasRunResult[];
  overall: StratumSummary;
  /** One stratum per domain and per tag, sorted by name; runs with neither are only in `overall`. */
  strata: StratumSummary[];
  failures: FailureShare[];
  /** Runs that could not be tied to a task. */
  diagnostics: Diagnostic[];
}

const mean = (xs: number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

export function summarise(name: string, results: readonly AtlasRunResult[]): StratumSummary {
  const scored = results.filter((r) => r.status !== 'excluded');
  const passed = scored.filter((r) => r.status === 'passed').length;
  return {
    name,
    runs: results.length,
    scored: scored.length,
    excluded: results.length - scored.length,
    passed,
    failed: scored.filter((r) => r.status === 'failed').length,
    undecided: scored.filter((r) => r.status === 'undecided').length,
    pass_rate: scored.length === 0 ? null : passed / scored.length,
    mean_coverage: mean(scored.map((r) => r.coverage)),
    discovery_precision: mean(scored.map((r) => r.discovery.precision)),
    discovery_recall: mean(scored.map((r) => r.discovery.recall))
  };
}

export function report(results: AtlasRunResult[], diagnostics: Diagnostic[] = []): AtlasReport {
  const groups = new Map<string, AtlasRunResult[]>();
  for (const r of results) {
    for (const name of new Set([...(r.domain ? [r.domain] : []), ...(r.tags ?? [])])) {
      const list = groups.get(name);
      if (list) list.push(r);
      else groups.set(name, [r]);
    }
  }
  const strata = [...groups.keys()].sort().map((name) => summarise(name, groups.get(name)!));
  const failures = failureDistribution(results.flatMap((r) => (r.failure_class ? [r.failure_class] : [])));
  return { results, overall: summarise('all', results), strata, failures, diagnostics };
}

export async function scoreAtlas(
  tasks: readonly AtlasTask[],
  trace: Trace,
  options: AtlasScoringOptions = {}
): Promise<AtlasReport> {
  const byId = new Map(tasks.map((t) => [t.task_id, t]));
  const results: AtlasRunResult[] = [];
  const diagnostics: Diagnostic[] = [];
  for (let i = 0; i < trace.runs.length; i++) {
    const run = trace.runs[i];
    const id = run.task_id;
    const task = typeof id === 'string' ? byId.get(id) : tasks.length === 1 ? tasks[0] : undefined;
    if (!task) {
      diagnostics.push({
        message:
          typeof id === 'string'
            ? `run ${i} names task '${id}', which is not among the tasks`
            : `run ${i} names no task_id, and there are ${tasks.length} tasks`,
        expected: `a task_id of one of: ${tasks.map((t) => t.task_id).join(', ')}`,
        pointer: `/runs/${i}${typeof id === 'string' ? '/task_id' : ''}`
      });
      continue;
    }
    results.push(await scoreAtlasRun(task, run, i, options));
  }
  return report(results, diagnostics);
}

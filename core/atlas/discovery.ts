/**
 * Discovery precision and recall against a task's target tools (the method's "which tools were
 * attempted" telemetry). Distinct tools count once however often they were called: precision is
 * the share of distinct tools called that are targets, recall the share of targets called at all.
 * Failed calls count as attempts, because discovery is about finding the tool, not using it well.
 * core/metrics' selection F1 counts calls against equal-function classes, a different question.
 */
import type { TraceRun } from '../trace/types.ts';
import { canonicalToolId, toolIdMatches } from './tool-match.ts';
import type { AtlasTask, Discovery } from './types.ts';

export function discoveryOf(
  task: Pick<AtlasTask, 'target_tools' | 'tool_surface'>,
  run: Pick<TraceRun, 'calls'>
): Discovery {
  const called: string[] = [];
  const seen = new Set<string>();
  for (const call of run.calls) {
    const id = canonicalToolId(call, task.tool_surface);
    if (!seen.has(id)) {
      seen.add(id);
      called.push(id);
    }
  }
  const hit = task.target_tools.filter((t) => run.calls.some((c) => toolIdMatches(t, c)));
  const targets = new Set(task.target_tools);
  const extra = called.filter((id) => !targets.has(id));
  const precision =
    called.length === 0 ? (task.target_tools.length === 0 ? 1 : 0) : (called.length - extra.length) / called.length;
  const recall = task.target_tools.length === 0 ? 1 : hit.length / task.target_tools.length;
  return {
    precision,
    recall,
    called,
    missed_targets: task.target_tools.filter((t) => !hit.includes(t)),
    extra_tools: extra
  };
}

/**
 * The method designs each surface with 10-25 tools: 3-7 targets plus 5-10 distractors. A task
 * outside those ranges still scores; this optional check says where it departs from the design,
 * since a surface with few distractors measures invocation more than discovery.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import type { AtlasTask } from './types.ts';

export const SURFACE_SHAPE = { tools: [10, 25], targets: [3, 7], distractors: [5, 10] } as const;

export function surfaceShapeWarnings(task: AtlasTask, pointer = ''): Diagnostic[] {
  const targets = new Set(task.target_tools);
  const distractors = task.tool_surface.filter((t) => !targets.has(t)).length;
  const out: Diagnostic[] = [];
  const check = (what: string, n: number, [lo, hi]: readonly [number, number], at: string) => {
    if (n < lo || n > hi)
      out.push({
        message: `task '${task.task_id}' has ${n} ${what}; the method uses ${lo}-${hi}`,
        expected: `${lo}-${hi} ${what}`,
        pointer: pointer + at
      });
  };
  check('tools on its surface', task.tool_surface.length, SURFACE_SHAPE.tools, '/tool_surface');
  check('target tools', targets.size, SURFACE_SHAPE.targets, '/target_tools');
  check('distractors', distractors, SURFACE_SHAPE.distractors, '/tool_surface');
  return out;
}

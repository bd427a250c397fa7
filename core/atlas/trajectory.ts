/**
 * The reference trajectory: steps with `depends_on` edges. It is diagnostic only (the method scores
 * any valid path), but a dependency on a step that does not exist or a cycle means the task itself
 * is wrong, so both are errors.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import { joinPointer } from '../source/pointer.ts';
import type { TrajectoryStep } from './types.ts';
import { isPlainObject } from '../source/values.ts';

type Obj = Record<string, unknown>;

export function readTrajectory(
  v: unknown,
  pointer: string,
  surface: Set<string>,
  errors: Diagnostic[]
): TrajectoryStep[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) {
    errors.push({
      message: 'reference_trajectory must be a list of steps',
      expected: '[{ "tool": "...", "depends_on": [...] }]',
      pointer
    });
    return [];
  }
  const steps: TrajectoryStep[] = [];
  const raw: unknown[][] = [];
  v.forEach((s, i) => {
    const at = joinPointer(pointer, i);
    if (!isPlainObject(s) || typeof s.tool !== 'string' || s.tool === '') {
      errors.push({
        message: 'a trajectory step needs a tool',
        expected: '{ "tool": "<tool id>", "depends_on": [...] }',
        pointer: isPlainObject(s) ? joinPointer(at, 'tool') : at
      });
      return;
    }
    if (surface.size > 0 && !surface.has(s.tool))
      errors.push({
        message: `trajectory step uses '${s.tool}', which is not on the tool surface`,
        expected: 'a tool listed in tool_surface',
        pointer: joinPointer(at, 'tool')
      });
    const deps = s.depends_on ?? [];
    if (
      !Array.isArray(deps) ||
      !deps.every((d) => typeof d === 'string' || (typeof d === 'number' && Number.isInteger(d)))
    ) {
      errors.push({
        message: 'depends_on must list step ids, tool names or step indexes',
        expected: 'an array of strings or integers',
        pointer: joinPointer(at, 'depends_on')
      });
      return;
    }
    if (s.id !== undefined && (typeof s.id !== 'string' || s.id === '')) {
      errors.push({
        message: 'a step id must be non-empty text',
        expected: 'a string',
        pointer: joinPointer(at, 'id')
      });
      return;
    }
    steps[i] = { id: typeof s.id === 'string' ? s.id : s.tool, tool: s.tool, depends_on: deps.map(String) };
    raw[i] = deps;
  });
  // Any step that did not read leaves a hole (which some() and forEach skip): check every index.
  for (let k = 0; k < v.length; k++) if (steps[k] === undefined) return steps.filter(Boolean);

  // Resolve references to step indexes: explicit id first, then a unique tool name, then an index.
  // Maps, not scans: a hostile task may list thousands of steps.
  const byId = new Map<string, number>();
  const byTool = new Map<string, number[]>();
  steps.forEach((s, k) => {
    const id = (v[k] as Obj).id;
    if (typeof id === 'string' && !byId.has(id)) byId.set(id, k);
    const list = byTool.get(s.tool);
    if (list) list.push(k);
    else byTool.set(s.tool, [k]);
  });
  const edges: number[][] = steps.map(() => []);
  steps.forEach((step, i) => {
    raw[i].forEach((ref, j) => {
      const at = joinPointer(pointer, i, 'depends_on', j);
      let target = -1;
      if (typeof ref === 'number') target = ref >= 0 && ref < steps.length ? ref : -1;
      else if (typeof ref === 'string') {
        const tools = byTool.get(ref) ?? [];
        if (byId.has(ref)) target = byId.get(ref)!;
        else if (tools.length > 1) {
          errors.push({
            message: `'${ref}' names ${tools.length} steps`,
            expected: 'a step id (give the steps "id"s) or a step index',
            pointer: at
          });
          return;
        } else if (tools.length === 1) target = tools[0];
        else if (/^(0|[1-9]\d*)$/.test(ref) && Number(ref) < steps.length) target = Number(ref);
      }
      if (target < 0)
        errors.push({
          message: `step '${step.id}' depends on '${ref}', which is not a step of this trajectory`,
          expected: `one of: ${steps.map((s) => s.id).join(', ')}`,
          pointer: at
        });
      else if (target === i)
        errors.push({ message: `step '${step.id}' depends on itself`, expected: 'an earlier step', pointer: at });
      else edges[i].push(target);
    });
  });
  const cycle = findCycle(edges);
  if (cycle) {
    const names = cycle.map((k) => steps[k].id);
    // A long cycle is named by its start; the whole loop would be an unreadable message.
    const path =
      names.length <= 12
        ? [...names, names[0]].join(' -> ')
        : `${names.slice(0, 10).join(' -> ')} -> … (${names.length} steps) -> ${names[0]}`;
    errors.push({
      message: `the trajectory has a dependency cycle: ${path}`,
      expected: 'dependencies that only point back to earlier work',
      pointer: joinPointer(pointer, cycle[0], 'depends_on')
    });
  }
  return steps;
}

/** A cycle in the dependency graph as step indexes, or undefined. Iterative: task files are hostile input. */
export function findCycle(edges: number[][]): number[] | undefined {
  const state = new Uint8Array(edges.length); // 0 new, 1 on the stack, 2 done
  for (let root = 0; root < edges.length; root++) {
    if (state[root] !== 0) continue;
    const stack: Array<{ node: number; next: number }> = [{ node: root, next: 0 }];
    state[root] = 1;
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next < edges[top.node].length) {
        const to = edges[top.node][top.next++];
        if (state[to] === 1) {
          const from = stack.findIndex((f) => f.node === to);
          return stack.slice(from).map((f) => f.node);
        }
        if (state[to] === 0) {
          state[to] = 1;
          stack.push({ node: to, next: 0 });
        }
      } else {
        state[top.node] = 2;
        stack.pop();
      }
    }
  }
  return undefined;
}

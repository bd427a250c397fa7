/**
 * Reads MCP-Atlas task JSON: one task, an array of tasks, or `{ "tasks": [...] }`. Checks what makes
 * a task unscorable or wrong (a target tool not on the surface, a trajectory dependency on a missing
 * step, a cycle, a claim check reading a tool the task does not expose) and reports each with a pointer.
 */
import type { Diagnostic } from '../source/diagnostic.ts';
import { joinPointer } from '../source/pointer.ts';
import { parseText } from '../source/parse-text.ts';
import { readClaim, toolsReadBy } from './claim-spec.ts';
import { readTrajectory } from './trajectory.ts';
import { DEFAULT_PASS_THRESHOLD, type AtlasTask, type Claim } from './types.ts';
import { isPlainObject } from '../source/values.ts';

export type TasksResult = { ok: true; tasks: AtlasTask[] } | { ok: false; errors: Diagnostic[] };

function stringList(v: unknown, pointer: string, what: string, errors: Diagnostic[]): string[] {
  if (!Array.isArray(v)) {
    errors.push({ message: `${what} must be a list of tool ids`, expected: 'an array of strings', pointer });
    return [];
  }
  const out: string[] = [];
  v.forEach((item, i) => {
    // Surfaces sometimes list full tool definitions; their name is the id.
    const id =
      typeof item === 'string' ? item : isPlainObject(item) && typeof item.name === 'string' ? item.name : undefined;
    if (id === undefined || id === '')
      errors.push({
        message: `${what} entry is not a tool id`,
        expected: 'a non-empty string (or a tool object with a name)',
        pointer: joinPointer(pointer, i)
      });
    else out.push(id);
  });
  return out;
}

export function parseAtlasTaskValue(v: unknown, pointer = ''): { task?: AtlasTask; errors: Diagnostic[] } {
  const errors: Diagnostic[] = [];
  if (!isPlainObject(v))
    return {
      errors: [
        {
          message: 'a task must be an object',
          expected: '{ "task_id", "prompt", "tool_surface", "target_tools", "claims", ... }',
          pointer
        }
      ]
    };
  const at = (key: string) => joinPointer(pointer, key);
  const text = (key: string): string => {
    const value = v[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
    errors.push({
      message: `${key} ${value === undefined ? 'is missing' : 'must be non-empty text'}`,
      expected: 'a non-empty string',
      pointer: value === undefined ? pointer : at(key)
    });
    return '';
  };
  const task_id = text('task_id');
  const prompt = text('prompt');
  const surfaceList = stringList(v.tool_surface, at('tool_surface'), 'tool_surface', errors);
  const surface = new Set(surfaceList);
  const targets = stringList(v.target_tools, at('target_tools'), 'target_tools', errors);
  targets.forEach((t, i) => {
    if (!surface.has(t))
      errors.push({
        message: `target tool '${t}' is not on the tool surface`,
        expected: `one of: ${surfaceList.join(', ')}`,
        pointer: joinPointer(at('target_tools'), i)
      });
  });
  if (targets.length === 0 && Array.isArray(v.target_tools))
    errors.push({
      message: 'target_tools is empty',
      expected: 'the tools a solution needs',
      pointer: at('target_tools')
    });
  const reference_trajectory = readTrajectory(v.reference_trajectory, at('reference_trajectory'), surface, errors);

  const claims: Claim[] = [];
  if (!Array.isArray(v.claims) || v.claims.length === 0) {
    errors.push({
      message: 'a task needs at least one claim',
      expected: 'a non-empty array of claims',
      pointer: v.claims === undefined ? pointer : at('claims')
    });
  } else {
    v.claims.forEach((c, i) => {
      const claim = readClaim(c, joinPointer(at('claims'), i), errors);
      if (!claim) return;
      for (const tool of toolsReadBy(claim)) {
        if (!surface.has(tool))
          errors.push({
            message: `a check reads '${tool}', which is not on the tool surface`,
            expected: 'a tool listed in tool_surface',
            pointer: joinPointer(at('claims'), i)
          });
      }
      claims.push(claim);
    });
  }
  let pass_threshold = DEFAULT_PASS_THRESHOLD;
  if (v.pass_threshold !== undefined) {
    if (typeof v.pass_threshold === 'number' && v.pass_threshold > 0 && v.pass_threshold <= 1)
      pass_threshold = v.pass_threshold;
    else
      errors.push({
        message: 'pass_threshold must be a fraction of coverage',
        expected: 'a number in (0, 1], default 0.75',
        pointer: at('pass_threshold')
      });
  }
  const task: AtlasTask = {
    task_id,
    prompt,
    tool_surface: surfaceList,
    target_tools: targets,
    reference_trajectory,
    claims,
    pass_threshold
  };
  if (v.domain !== undefined) {
    if (typeof v.domain === 'string' && v.domain !== '') task.domain = v.domain;
    else
      errors.push({
        message: 'domain must be non-empty text',
        expected: 'a string such as "Basic" or "Financial"',
        pointer: at('domain')
      });
  }
  if (v.tags !== undefined) {
    if (Array.isArray(v.tags) && v.tags.every((t) => typeof t === 'string' && t !== '')) task.tags = v.tags as string[];
    else
      errors.push({
        message: 'tags must be a list of names',
        expected: 'an array of non-empty strings',
        pointer: at('tags')
      });
  }
  return errors.length > 0 ? { errors } : { task, errors };
}

/** One task, an array of tasks or `{ tasks: [...] }`; task ids must be unique. */
export function parseAtlasTasksValue(v: unknown): TasksResult {
  const list = Array.isArray(v) ? v : isPlainObject(v) && Array.isArray(v.tasks) ? v.tasks : [v];
  const base = Array.isArray(v) ? '' : isPlainObject(v) && Array.isArray(v.tasks) ? '/tasks' : undefined;
  const errors: Diagnostic[] = [];
  const tasks: AtlasTask[] = [];
  const seen = new Map<string, number>();
  list.forEach((item, i) => {
    const pointer = base === undefined ? '' : joinPointer(base, i);
    const r = parseAtlasTaskValue(item, pointer);
    errors.push(...r.errors);
    if (!r.task) return;
    if (seen.has(r.task.task_id))
      errors.push({
        message: `task_id '${r.task.task_id}' is used twice`,
        expected: 'a unique task_id',
        pointer: joinPointer(pointer, 'task_id')
      });
    seen.set(r.task.task_id, i);
    tasks.push(r.task);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, tasks };
}

export function parseAtlasTasksText(text: string, options: { file?: string } = {}): TasksResult {
  const parsed = parseText(text, options);
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  const r = parseAtlasTasksValue(parsed.value);
  if (r.ok) return r;
  return {
    ok: false,
    errors: r.errors.map((d) => ({
      ...d,
      ...(d.pointer !== undefined ? (parsed.locate(d.pointer) ?? {}) : {}),
      ...(options.file ? { file: options.file } : {})
    }))
  };
}

/**
 * The metric blocks' figures of a test as flat `path value` pairs (`tool_selection.pass_k 90`,
 * `tool_quality.smells.verbose 2`), read from the report as plain data so a block added later
 * shows up without a change here. Per-run arrays (tool_selection.detail, claims.runs) and
 * distractor curves are left to the formats that lay out runs; named lists such as
 * tool_quality.tools become `tools["name"].score`.
 */
import type { TestResult } from '../suite/report-types.ts';
import { isPlainObject } from '../source/values.ts';

export type Figure = { path: string; value: number | string | boolean };

/** Deepest nesting followed under a block (tool_selection.tokens.median is depth 2). */
const MAX_DEPTH = 3;
/** A list of strings is shown joined when it is this short; longer lists show their length. */
const MAX_LISTED = 8;

/** `a.b`, or `a["odd key"]` when a key is not a plain identifier. */
export function joinFigurePath(base: string, key: string): string {
  if (/^[A-Za-z_][\w-]*$/.test(key)) return base === '' ? key : `${base}.${key}`;
  return `${base}[${JSON.stringify(key)}]`;
}

function walk(value: unknown, path: string, depth: number, out: Figure[]): void {
  if (typeof value === 'number' || typeof value === 'boolean') {
    out.push({ path, value });
    return;
  }
  if (typeof value === 'string') {
    out.push({ path, value });
    return;
  }
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) {
      out.push({
        path,
        value: value.length === 0 ? '(none)' : value.length <= MAX_LISTED ? value.join(', ') : `${value.length} items`
      });
      return;
    }
    // A list of named records: one figure per name and numeric field (tools["search"].score).
    if (value.length > 0 && value.every((v) => isPlainObject(v) && typeof v.name === 'string')) {
      for (const v of value as Array<Record<string, unknown>>) {
        for (const [k, x] of Object.entries(v)) {
          if (k !== 'name' && typeof x === 'number')
            out.push({ path: joinFigurePath(`${path}[${JSON.stringify(v.name)}]`, k), value: x });
        }
      }
    }
    return;
  }
  if (isPlainObject(value) && depth < MAX_DEPTH) {
    for (const [k, v] of Object.entries(value)) walk(v, joinFigurePath(path, k), depth + 1, out);
  }
}

/** Per-run detail and curves: laid out by the run-aware formats, not as figures. */
const PER_RUN_KEYS = new Set(['detail', 'runs', 'curve', 'failures']);

/** The figures of every block, in the report's order. `numericOnly` keeps the numbers (for deltas). */
export function testFigures(t: Pick<TestResult, 'metrics'>, options: { numericOnly?: boolean } = {}): Figure[] {
  const out: Figure[] = [];
  for (const [block, figures] of Object.entries(t.metrics ?? {})) {
    if (!isPlainObject(figures)) {
      walk(figures, block, 1, out);
      continue;
    }
    // Per-item lists (a catalog's per-tool scores) after the block's own figures, so a cut-off
    // list in a format never hides min_score or the counts.
    const lists: Array<[string, unknown]> = [];
    for (const [k, v] of Object.entries(figures)) {
      if (PER_RUN_KEYS.has(k) && Array.isArray(v)) continue;
      if (Array.isArray(v) && v.some(isPlainObject)) lists.push([k, v]);
      else walk(v, joinFigurePath(block, k), 1, out);
    }
    for (const [k, v] of lists) walk(v, joinFigurePath(block, k), 1, out);
  }
  return options.numericOnly ? out.filter((f) => typeof f.value === 'number') : out;
}

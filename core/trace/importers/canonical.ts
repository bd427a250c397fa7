/**
 * The canonical format itself (`{ runs: [...] }` or a single `{ calls: [...] }` run). This is a
 * minimal structural check so canonical files pass through the same entry point; the full
 * validation belongs to core/trace/parse-trace.ts.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { TraceRun } from '../types.ts';
import { describeType, isObj, problem, ptr } from './shared.ts';
import type { EntryImport, TraceImporter } from './types.ts';

function checkRun(run: unknown, pointer: string, errors: Diagnostic[]): run is TraceRun {
  if (!isObj(run)) {
    errors.push(problem(pointer, `a run must be an object, found ${describeType(run)}`, '{ calls: [...] }'));
    return false;
  }
  if (!Array.isArray(run.calls)) {
    errors.push(problem(ptr(pointer, 'calls'), 'a run needs a calls array', 'calls: [{ tool, arguments?, result? }]'));
    return false;
  }
  let ok = true;
  run.calls.forEach((call, i) => {
    if (!isObj(call) || typeof call.tool !== 'string' || call.tool === '') {
      errors.push(problem(ptr(pointer, 'calls', i, 'tool'), 'a call needs a tool name', 'a non-empty string'));
      ok = false;
    }
  });
  return ok;
}

export function looksCanonical(value: unknown): boolean {
  return isObj(value) && (Array.isArray(value.runs) || (Array.isArray(value.calls) && value.messages === undefined));
}

export const canonicalImporter: TraceImporter = {
  format: 'canonical',
  describe: 'toolgauge canonical trace ({ runs: [{ calls }] })',
  detect: looksCanonical,
  importEntry(value, pointer): EntryImport {
    const errors: Diagnostic[] = [];
    if (!isObj(value)) return { runs: [], errors: [problem(pointer, `expected a trace object, found ${describeType(value)}`, '{ runs: [...] }')], warnings: [] };
    const list = Array.isArray(value.runs) ? value.runs : [value];
    const base = Array.isArray(value.runs) ? ptr(pointer, 'runs') : undefined;
    const runs = list.filter((run, i) => checkRun(run, base === undefined ? pointer : ptr(base, i), errors)) as TraceRun[];
    return { runs, errors, warnings: [] };
  }
};

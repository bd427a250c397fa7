/**
 * The canonical format itself (`{ runs: [...] }` or a single `{ calls: [...] }` run), validated by
 * core/trace/parse-trace.ts so canonical files pass through the same entry point as the others.
 */
import { parseTraceValue } from '../parse-trace.ts';
import { isPlainObject } from '../../source/values.ts';
import type { EntryImport, TraceImporter } from './types.ts';

export function looksCanonical(value: unknown): boolean {
  return (
    isPlainObject(value) && (Array.isArray(value.runs) || (Array.isArray(value.calls) && value.messages === undefined))
  );
}

export const canonicalImporter: TraceImporter = {
  format: 'canonical',
  describe: 'toolgauge canonical trace ({ runs: [{ calls }] })',
  detect: looksCanonical,
  importEntry(value, pointer): EntryImport {
    const result = parseTraceValue(value);
    if (result.ok) return { runs: result.trace.runs, errors: [], warnings: [] };
    // parse-trace points from the entry's root; an entry inside a larger document needs the prefix.
    return {
      runs: [],
      errors: result.errors.map((d) => ({ ...d, pointer: pointer + (d.pointer ?? '') })),
      warnings: []
    };
  }
};

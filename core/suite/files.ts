/** Referenced files as the caller read them (the core does no I/O), keyed by the path as written. */
import type { Diagnostic } from '../source/diagnostic.ts';
import { formatDiagnostic } from '../source/diagnostic.ts';

export type SuiteFile = { text: string } | { error: string };
export type SuiteFiles = Record<string, SuiteFile>;

export type FileText = { ok: true; text: string } | { ok: false; reason: string };

export function fileText(files: SuiteFiles, path: string, what: string): FileText {
  const f = Object.hasOwn(files, path) ? files[path] : undefined;
  if (!f) return { ok: false, reason: `${what} ${path} was not provided to the run` };
  if ('error' in f) return { ok: false, reason: `cannot read ${what} ${path}: ${f.error}` };
  return { ok: true, text: f.text };
}

/** The first diagnostic of a file, in `file:line:col: message` form, for a test's error reason. */
export function firstProblem(errors: Diagnostic[], file: string): string {
  const e = errors[0];
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  return e ? formatDiagnostic(e, e.file ?? file) + more : `${file} is malformed`;
}

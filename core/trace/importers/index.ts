/**
 * `importTrace`: one entry point for every trace format toolgauge reads. Text is read as JSONL when
 * its first non-blank line is a complete JSON value and more lines follow, else as one JSON (or
 * YAML, for canonical traces) document. The format is detected per entry unless forced.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import { parseText } from '../../source/parse-text.ts';
import { TraceReader } from './trace-reader.ts';
import type { ImportOptions, ImportResult } from './types.ts';

export type { ImportOptions, ImportResult, ImportSuccess, ImportFailure, TraceFormat } from './types.ts';
export { TraceReader, type TraceReaderHooks } from './trace-reader.ts';
export { splitServerName, DEFAULT_SEPARATOR } from './server-name.ts';
export { detectEntry, IMPORTERS, TRACE_FORMATS } from './detect.ts';

/** Calls `fn(line, lineNo)` for each line without building an array of lines (big files). */
export function forEachLine(text: string, fn: (line: string, lineNo: number) => void): void {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let lineNo = 1;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
    fn(line, lineNo++);
    start = end + 1;
  }
}

export function isJsonLines(text: string): boolean {
  const first = /^\uFEFF?\s*([^\n]*)\n/.exec(text);
  if (!first) return false;
  const line = first[1].trim();
  if (!line.startsWith('{') && !line.startsWith('[')) return false;
  try {
    JSON.parse(line);
  } catch {
    return false;
  }
  return text.slice(first[0].length).trim() !== '';
}

export function importTrace(input: unknown, options: ImportOptions = {}): ImportResult {
  const reader = new TraceReader(options);
  if (typeof input !== 'string') {
    reader.entry(input, '', () => ({}));
    return reader.finish();
  }
  if (isJsonLines(input)) {
    forEachLine(input, (line, lineNo) => reader.line(line, lineNo));
    return reader.finish();
  }
  const parsed = parseText(input, { file: options.file });
  if (!parsed.ok) return { ok: false, errors: [parsed.error] };
  reader.entry(parsed.value, '', (pointer) => parsed.locate(pointer) ?? {});
  return reader.finish();
}

/** Positions for diagnostics from a value import, when the caller still has the text. */
export function locateAll(
  diagnostics: Diagnostic[],
  locate: (pointer: string) => { line: number; column: number } | undefined
): Diagnostic[] {
  return diagnostics.map((d) => (d.line === undefined && d.pointer !== undefined ? { ...d, ...locate(d.pointer) } : d));
}

/**
 * A problem with the user's input. Returned as data, never thrown past an API.
 * `pointer` is a JSON pointer into the parsed document; `line`/`column` are 1-based
 * positions in the source text when the document came from text.
 */
export interface Diagnostic {
  message: string;
  /** What the input should have held at this place, when that can be said. */
  expected?: string;
  pointer?: string;
  line?: number;
  column?: number;
  file?: string;
}

/** Internal failures (bugs, not bad input) throw this, with a stable string code. */
export class ToolgaugeError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ToolgaugeError';
    this.code = code;
  }
}

/** `file:line:column: message (at /pointer)`: the one way diagnostics read in a terminal. */
export function formatDiagnostic(d: Diagnostic, file = d.file): string {
  let where = file ?? '<input>';
  if (d.line !== undefined) where += `:${d.line}:${d.column ?? 1}`;
  let text = `${where}: ${d.message}`;
  if (d.expected && !d.message.includes(d.expected)) text += ` (expected ${d.expected})`;
  if (d.pointer !== undefined && d.pointer !== '') text += ` at ${shortPointer(d.pointer)}`;
  return text;
}

/** A pointer hundreds of levels deep is unreadable whole: its start and its end say where. */
function shortPointer(pointer: string, max = 160): string {
  return pointer.length <= max ? pointer : `${pointer.slice(0, max / 2)}…${pointer.slice(-max / 2)}`;
}

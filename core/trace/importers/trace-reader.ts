/**
 * Collects runs from a sequence of entries (JSONL lines, or one whole document) and turns the
 * importers' pointer-only diagnostics into positioned ones. Fed line by line it never holds more
 * than one line's parse tree beside the runs already built, which is what lets a 50 MB JSONL file
 * import in bounded memory.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import { parseText } from '../../source/parse-text.ts';
import type { TraceRun } from '../types.ts';
import { detectEntry, importerFor } from './detect.ts';
import { ClaudeCodeReader } from './claude-code.ts';
import { McpTranscriptReader, type Locator } from './mcp-jsonrpc.ts';
import type { EntryImport, ImportOptions, ImportResult, SessionReader, TraceFormat } from './types.ts';

/** Formats read as sessions across entries rather than entry by entry. */
const SESSION_READERS: Partial<Record<TraceFormat, (options: ImportOptions) => SessionReader>> = {
  'mcp-jsonrpc': (options) => new McpTranscriptReader(options),
  'claude-code': (options) => new ClaudeCodeReader(options)
};

/** Enough to fix a file; past this a broken file would only bury the first problems. */
export const MAX_ERRORS = 100;

export interface TraceReaderHooks {
  /**
   * Receives each run as soon as it is complete, instead of the reader keeping it: a caller that
   * scores and drops runs then imports a file of any size in the memory of one entry. The final
   * result's `trace.runs` is empty in that mode.
   */
  onRun?: (run: TraceRun) => void;
}

export class TraceReader {
  readonly #options: ImportOptions;
  readonly #onRun: ((run: TraceRun) => void) | undefined;
  #seen = 0;
  readonly #runs: TraceRun[] = [];
  readonly #errors: Diagnostic[] = [];
  readonly #warnings: Diagnostic[] = [];
  #dropped = 0;
  #droppedWarnings = 0;
  #format: TraceFormat | undefined;
  #certain = false;
  readonly #sessions = new Map<TraceFormat, SessionReader>();

  constructor(options: ImportOptions = {}, hooks: TraceReaderHooks = {}) {
    this.#options = options;
    this.#onRun = hooks.onRun;
    if (options.format) {
      this.#format = options.format;
      this.#certain = true;
    }
  }

  /** One JSONL line (1-based `lineNo`). Blank lines are skipped. */
  line(text: string, lineNo: number): void {
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      const parsed = parseText(text, { format: 'json' });
      const error = parsed.ok ? { message: 'invalid JSON', expected: 'one JSON value per line' } : parsed.error;
      this.#error({
        message: `${error.message} (JSONL line ${lineNo})`,
        expected: error.expected,
        line: lineNo,
        column: error.column ?? 1
      });
      return;
    }
    // Positions are only computed when a diagnostic needs one (re-parsing every line would double
    // the cost), and then the line's positions are built once for all its diagnostics.
    let parsed: ReturnType<typeof parseText> | undefined;
    const locate: Locator = (pointer) => {
      parsed ??= parseText(text, { format: 'json' });
      return { line: lineNo, column: parsed.ok ? (parsed.locate(pointer)?.column ?? 1) : 1 };
    };
    this.entry(value, '', locate);
  }

  /** One parsed entry; `locate` turns pointers inside it into positions. */
  entry(value: unknown, pointer: string, locate: Locator): void {
    const detected = this.#options.format ? { format: this.#options.format, certain: true } : detectEntry(value);
    if (detected?.certain && !this.#certain) {
      this.#format = detected.format;
      this.#certain = true;
    }
    const format = detected?.certain ? detected.format : (this.#format ?? detected?.format);
    if (!format) {
      this.#error({
        ...locate(pointer),
        pointer,
        message: 'cannot tell which trace format this is',
        expected:
          'OpenAI chat or Responses API messages, Anthropic messages, a Claude Code transcript, an MCP JSON-RPC message or a canonical { runs } trace'
      });
      return;
    }
    this.#format ??= format;
    const makeSession = SESSION_READERS[format];
    if (makeSession) {
      let session = this.#sessions.get(format);
      if (!session) {
        session = makeSession(this.#options);
        this.#sessions.set(format, session);
      }
      const before = session.errors.length;
      session.push(value, pointer, locate);
      // A session reader keeps its own lists; move new errors over as they appear, placed on this
      // entry's line (a pointer alone would not say which JSONL line it is in).
      for (const d of session.errors.splice(before))
        this.#error(d, (x) => (x.line === undefined ? { ...locate(x.pointer ?? pointer), ...x } : x));
      return;
    }
    this.#take(importerFor(format).importEntry(value, pointer, this.#options), locate);
  }

  #take(part: EntryImport, locate: Locator): void {
    const place = (d: Diagnostic) => (d.line === undefined ? { ...locate(d.pointer ?? ''), ...d } : d);
    for (const d of part.errors) this.#error(d, place);
    for (const d of part.warnings) this.#warn(d, place);
    this.#seen += part.runs.length;
    for (const run of part.runs) {
      if (this.#onRun) this.#onRun(run);
      else this.#runs.push(run);
    }
  }

  #withFile(d: Diagnostic): Diagnostic {
    return this.#options.file && d.file === undefined ? { ...d, file: this.#options.file } : d;
  }

  /** Warnings are capped like errors: a file with 200,000 orphan results needs one example, not all. */
  // Positions are computed only for diagnostics that are kept.
  #warn(d: Diagnostic, place: (d: Diagnostic) => Diagnostic = (x) => x): void {
    if (this.#warnings.length < MAX_ERRORS) this.#warnings.push(this.#withFile(place(d)));
    else this.#droppedWarnings++;
  }

  #error(d: Diagnostic, place: (d: Diagnostic) => Diagnostic = (x) => x): void {
    if (this.#options.skipMalformed) {
      this.#warn({ ...d, message: `skipped: ${d.message}` }, place);
    } else if (this.#errors.length < MAX_ERRORS) {
      this.#errors.push(this.#withFile(place(d)));
    } else {
      this.#dropped++;
    }
  }

  finish(): ImportResult {
    for (const session of this.#sessions.values()) this.#take(session.finish(), () => ({}));
    if (this.#errors.length > 0) {
      const errors =
        this.#dropped > 0 ? [...this.#errors, { message: `${this.#dropped} more errors not shown` }] : this.#errors;
      return { ok: false, errors, format: this.#format };
    }
    const format = this.#format ?? 'openai';
    if (this.#seen === 0 && format !== 'canonical') {
      return {
        ok: false,
        format,
        errors: [
          this.#withFile({
            message: 'the input holds no conversation or tool call to import',
            expected: 'at least one conversation or tools/call',
            pointer: '',
            line: 1,
            column: 1
          })
        ]
      };
    }
    const warnings =
      this.#droppedWarnings > 0
        ? [...this.#warnings, { message: `${this.#droppedWarnings} more warnings not shown` }]
        : this.#warnings;
    return { ok: true, trace: { runs: this.#runs }, format, warnings };
  }
}

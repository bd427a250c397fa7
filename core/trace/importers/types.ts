/**
 * The contract every trace importer follows. An importer reads one parsed entry (a JSON value:
 * a whole file, or one JSONL line) and turns it into canonical runs plus diagnostics. Importers
 * never throw on bad input: every problem is a Diagnostic with a JSON pointer into the entry.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { Trace, TraceRun } from '../types.ts';

export type TraceFormat = 'canonical' | 'openai' | 'openai-responses' | 'anthropic' | 'claude-code' | 'mcp-jsonrpc';

export interface ImportOptions {
  /** Force a format instead of detecting it. */
  format?: TraceFormat;
  /**
   * How a function name encodes its server, for OpenAI and Anthropic traces (`github__create_issue`
   * → server `github`, tool `create_issue`). The name splits at the first occurrence of the
   * separator. Default `'__'`; `''` or `false` keeps names whole. A list tries each in order.
   */
  separator?: string | string[] | false;
  /**
   * Known server names. When given, a name only splits when it starts with one of them followed
   * by the separator, which settles ambiguous separators such as `-` (`google-maps-geocode`).
   */
  servers?: string[];
  /** Drop malformed entries (reported as warnings) instead of failing the whole import. */
  skipMalformed?: boolean;
  /** The file name, copied into diagnostics. */
  file?: string;
}

export interface ImportSuccess {
  ok: true;
  trace: Trace;
  format: TraceFormat;
  /** Problems that did not stop the import (unpaired results, unparseable arguments, ...). */
  warnings: Diagnostic[];
}

export interface ImportFailure {
  ok: false;
  errors: Diagnostic[];
  /** The format the input was read as, when one was detected. */
  format?: TraceFormat;
}

export type ImportResult = ImportSuccess | ImportFailure;

/** What an importer hands back for one entry; `errors` mean the entry is malformed. */
export interface EntryImport {
  runs: TraceRun[];
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

export interface TraceImporter {
  format: TraceFormat;
  describe: string;
  /** A cheap structural sniff: does this entry look like this format? */
  detect(value: unknown): boolean;
  /**
   * Reads one entry. `pointer` is where the entry sits in its document (`''` for a whole file,
   * `''` for a JSONL line too: the line number travels separately).
   */
  importEntry(value: unknown, pointer: string, options: ImportOptions): EntryImport;
}

/**
 * Formats whose entries are events of a longer session (an MCP JSON-RPC message, a Claude Code
 * transcript line) keep state across entries: push each entry, then finish.
 */
export interface SessionReader {
  readonly errors: Diagnostic[];
  readonly warnings: Diagnostic[];
  push(value: unknown, pointer: string, locate: (pointer: string) => { line?: number; column?: number }): void;
  finish(): EntryImport;
}

/**
 * MCP JSON-RPC transcripts: one message per line (JSONL) or a JSON array of messages, as a proxy or
 * a server's wire log records them. `tools/call` requests pair with their responses by id; both a
 * JSON-RPC `error` and a result with `isError: true` make the call an error. A `tools/list` response
 * before the calls becomes the run's `surface`. Each `initialize` request starts a new run, so a log
 * of several sessions yields several runs (ids are only unique within a session).
 * Messages may be wrapped as `{ direction, message: {...} }` (common in proxy logs).
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { Tool } from '../../catalog/types.ts';
import type { TraceCall, TraceRun } from '../types.ts';
import { problem, ptr, textOf, tidyRun, type Obj } from './shared.ts';
import { describeType, isPlainObject } from '../../source/values.ts';
import type { EntryImport, ImportOptions, TraceImporter } from './types.ts';

/** Turns a pointer inside the pushed value into a position in the source text. */
export type Locator = (pointer: string) => { line?: number; column?: number };

const NO_POSITION: Locator = () => ({});

/** Marks a run whose server failed under it: the atlas scorer excludes such runs instead of penalising the agent. */
export const NO_RESPONSE = 'no response to this tools/call (the server failed or the transcript ends)';

interface Session {
  run: TraceRun;
  surface: Tool[];
  pendingCalls: Map<string, { call: TraceCall; diagnostic: Diagnostic }>;
  pendingLists: Set<string>;
  pendingInit: Set<string>;
  touched: boolean;
}

function newSession(): Session {
  return {
    run: { calls: [] },
    surface: [],
    pendingCalls: new Map(),
    pendingLists: new Set(),
    pendingInit: new Set(),
    touched: false
  };
}

function unwrap(value: unknown): unknown {
  if (isPlainObject(value) && value.jsonrpc === undefined && isPlainObject(value.message)) return value.message;
  return value;
}

function rpcErrorText(error: Obj): string {
  const message = typeof error.message === 'string' ? error.message : 'JSON-RPC error';
  return typeof error.code === 'number' ? `${message} (JSON-RPC ${error.code})` : message;
}

export class McpTranscriptReader {
  readonly #runs: TraceRun[] = [];
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];
  #session = newSession();
  readonly #options: ImportOptions;

  constructor(options: ImportOptions = {}) {
    this.#options = options;
  }

  /** Reads one message (or a JSON-RPC batch array). `pointer` is where it sits in its document. */
  push(raw: unknown, pointer = '', locate: Locator = NO_POSITION, nested = false): void {
    // A batch is one level of array; anything deeper is not JSON-RPC (and must not recurse unbounded).
    if (Array.isArray(raw) && !nested) {
      raw.forEach((item, i) => this.push(item, ptr(pointer, i), locate, true));
      return;
    }
    const wrapped = isPlainObject(raw) && raw.jsonrpc === undefined && isPlainObject(raw.message);
    const value = unwrap(raw);
    const at = wrapped ? ptr(pointer, 'message') : pointer;
    const fail = (list: Diagnostic[], p: string, message: string, expected: string) =>
      list.push({
        ...problem(p, message, expected),
        ...locate(p),
        ...(this.#options.file ? { file: this.#options.file } : {})
      });
    if (!isPlainObject(value) || (value.method === undefined && value.id === undefined)) {
      fail(
        this.errors,
        at,
        `expected a JSON-RPC message, found ${describeType(value)}${isPlainObject(value) ? ' without method or id' : ''}`,
        '{ "jsonrpc": "2.0", "id", "method" } or a response with "result" or "error"'
      );
      return;
    }
    const key = JSON.stringify(value.id);
    if (typeof value.method === 'string') {
      if (value.method === 'initialize' && value.id !== undefined) {
        this.#closeSession();
        this.#session.pendingInit.add(key);
        this.#session.touched = true;
      } else if (value.method === 'tools/list' && value.id !== undefined) {
        this.#session.pendingLists.add(key);
      } else if (value.method === 'tools/call' && value.id !== undefined) {
        const params = value.params;
        if (!isPlainObject(params) || typeof params.name !== 'string' || params.name === '') {
          fail(
            this.errors,
            ptr(at, 'params', 'name'),
            'a tools/call request needs params.name',
            'the tool name as a non-empty string'
          );
          return;
        }
        const call: TraceCall = { tool: params.name, arguments: params.arguments ?? {} };
        this.#session.run.calls.push(call);
        this.#session.touched = true;
        const diagnostic: Diagnostic = { ...problem(at, NO_RESPONSE, 'a response with the same id'), ...locate(at) };
        this.#session.pendingCalls.set(key, { call, diagnostic });
      }
      return; // notifications and other requests carry nothing a trace needs
    }
    // A response.
    const s = this.#session;
    const pending = s.pendingCalls.get(key);
    if (pending) {
      s.pendingCalls.delete(key);
      const { call } = pending;
      if (isPlainObject(value.error)) {
        call.isError = true;
        call.error = rpcErrorText(value.error);
      } else if (isPlainObject(value.result)) {
        call.result = value.result;
        if (value.result.isError === true) {
          call.isError = true;
          call.error = textOf(value.result.content) ?? 'tool error';
        }
      } else {
        fail(
          this.errors,
          at,
          'a response needs a result object or an error object',
          '"result": {...} or "error": { code, message }'
        );
      }
      return;
    }
    if (s.pendingLists.delete(key)) {
      const tools = isPlainObject(value.result) ? value.result.tools : undefined;
      if (!Array.isArray(tools)) {
        if (!isPlainObject(value.error))
          fail(
            this.errors,
            ptr(at, 'result', 'tools'),
            'a tools/list response needs result.tools',
            'an array of tool definitions'
          );
        return;
      }
      tools.forEach((tool, i) => {
        if (isPlainObject(tool) && typeof tool.name === 'string') s.surface.push(tool as Tool);
        else
          fail(
            this.warnings,
            ptr(at, 'result', 'tools', i),
            'a tool in tools/list has no name; left out of the surface',
            'a tool with a string name'
          );
      });
      s.touched = true;
      return;
    }
    if (s.pendingInit.delete(key)) {
      const info =
        isPlainObject(value.result) && isPlainObject(value.result.serverInfo) ? value.result.serverInfo : undefined;
      if (info && typeof info.name === 'string') s.run.server = info.name;
      return;
    }
    fail(this.warnings, ptr(at, 'id'), `no request has id ${key}`, 'the id of an earlier request');
  }

  #closeSession(): void {
    const s = this.#session;
    if (!s.touched) return;
    for (const { call, diagnostic } of s.pendingCalls.values()) {
      call.isError = true;
      call.error = NO_RESPONSE;
      s.run.harness_error = NO_RESPONSE;
      this.warnings.push(this.#options.file ? { ...diagnostic, file: this.#options.file } : diagnostic);
    }
    if (s.surface.length > 0) {
      // A server re-sends its list after list_changed or across pages; keep each name once.
      const seen = new Set<string>();
      s.run.surface = s.surface.filter((t) => !seen.has(t.name) && seen.add(t.name) !== undefined);
    }
    this.#runs.push(tidyRun(s.run));
    this.#session = newSession();
  }

  finish(): EntryImport {
    this.#closeSession();
    return { runs: this.#runs, errors: this.errors, warnings: this.warnings };
  }
}

export function looksLikeJsonRpc(value: unknown): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  const msg = unwrap(first);
  return isPlainObject(msg) && msg.jsonrpc === '2.0';
}

export const mcpJsonRpcImporter: TraceImporter = {
  format: 'mcp-jsonrpc',
  describe: 'MCP JSON-RPC transcript (tools/list, tools/call and their responses)',
  detect: looksLikeJsonRpc,
  importEntry(value, pointer, options) {
    const reader = new McpTranscriptReader(options);
    reader.push(value, pointer);
    return reader.finish();
  }
};

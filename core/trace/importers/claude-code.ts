/**
 * Claude Code session transcripts (the JSONL files under ~/.claude/projects/). Each line is one
 * event: `{ type: "user" | "assistant", sessionId, message: { role, content, model?, usage?, id? } }`
 * plus bookkeeping lines (`summary`, `system`, snapshots) that carry nothing a trace needs.
 * One session → one run. MCP tools appear as `mcp__server__tool` and split into server and tool;
 * built-in tools (`Bash`, `Read`, ...) stay bare. One API response is often written as several
 * lines (a line per content block) that repeat the same `usage`, so usage counts once per message id.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { TraceCall, TraceRun, TraceTokens } from '../types.ts';
import { anthropicUsage } from './anthropic.ts';
import type { Locator } from './mcp-jsonrpc.ts';
import { splitServerName } from './server-name.ts';
import { addTokens, problem, ptr, textOf, tidyRun } from './shared.ts';
import { describeType, isPlainObject } from '../../source/values.ts';
import type { ImportOptions, TraceImporter } from './types.ts';

interface Session {
  calls: TraceCall[];
  open: Map<string, TraceCall>;
  usage: Map<string, TraceTokens | undefined>;
  model?: string;
  answer?: string;
  stop?: unknown;
  lastHadResults: boolean;
}

const EVENT_TYPES = new Set(['user', 'assistant']);

export class ClaudeCodeReader {
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];
  readonly #sessions = new Map<string, Session>();
  readonly #options: ImportOptions;

  constructor(options: ImportOptions = {}) {
    this.#options = options;
  }

  push(value: unknown, pointer = '', locate: Locator = () => ({})): void {
    const fail = (list: Diagnostic[], p: string, message: string, expected: string) =>
      list.push({
        ...problem(p, message, expected),
        ...locate(p),
        ...(this.#options.file ? { file: this.#options.file } : {})
      });
    if (!isPlainObject(value) || typeof value.type !== 'string') {
      fail(
        this.errors,
        pointer,
        `expected a transcript event, found ${describeType(value)}${isPlainObject(value) ? ' without a type' : ''}`,
        '{ "type": "user" | "assistant", "sessionId", "message" }'
      );
      return;
    }
    if (!EVENT_TYPES.has(value.type)) return; // summaries, system notes, file snapshots
    const message = value.message;
    if (!isPlainObject(message)) {
      fail(
        this.errors,
        ptr(pointer, 'message'),
        `a ${value.type} event needs a message object`,
        '{ "role", "content" }'
      );
      return;
    }
    const id = typeof value.sessionId === 'string' ? value.sessionId : '';
    let s = this.#sessions.get(id);
    if (!s) {
      s = { calls: [], open: new Map(), usage: new Map(), lastHadResults: false };
      this.#sessions.set(id, s);
    }
    const blocks = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    if (!Array.isArray(blocks)) {
      fail(
        this.errors,
        ptr(pointer, 'message', 'content'),
        `content must be a string or an array of blocks, found ${describeType(message.content)}`,
        'a string or content blocks'
      );
      return;
    }
    if (value.type === 'assistant') {
      if (typeof message.model === 'string' && message.model !== '<synthetic>') s.model = message.model;
      // Repeated lines of one response share its id and its usage: keep one copy per id.
      const key = typeof message.id === 'string' ? message.id : `line:${s.usage.size}`;
      if (message.usage !== undefined) s.usage.set(key, anthropicUsage(message.usage));
      if (message.stop_reason !== undefined && message.stop_reason !== null) s.stop = message.stop_reason;
      s.lastHadResults = false;
    }
    const texts: string[] = [];
    blocks.forEach((block, i) => {
      const at = ptr(pointer, 'message', 'content', i);
      if (!isPlainObject(block)) return;
      if (block.type === 'text' && typeof block.text === 'string') {
        if (value.type === 'assistant' && value.isSidechain !== true) texts.push(block.text);
      } else if (block.type === 'tool_use') {
        if (typeof block.name !== 'string' || block.name === '' || typeof block.id !== 'string') {
          fail(this.errors, at, 'a tool_use block needs a name and an id', '{ type, id, name, input }');
          return;
        }
        const call: TraceCall = { ...splitServerName(block.name, this.#options), arguments: block.input ?? {} };
        s.calls.push(call);
        s.open.set(block.id, call);
      } else if (block.type === 'tool_result') {
        s.lastHadResults = true;
        const call = typeof block.tool_use_id === 'string' ? s.open.get(block.tool_use_id) : undefined;
        if (!call) {
          fail(
            this.warnings,
            ptr(at, 'tool_use_id'),
            `no tool_use block has id ${JSON.stringify(block.tool_use_id)}`,
            'the id of an earlier tool_use block'
          );
          return;
        }
        s.open.delete(block.tool_use_id as string);
        const text = textOf(block.content);
        call.result = text ?? block.content;
        if (block.is_error === true) {
          call.isError = true;
          call.error = text ?? 'tool error';
        }
      }
    });
    if (texts.length > 0 && texts.join('').trim() !== '') s.answer = texts.join('\n');
  }

  finish(): { runs: TraceRun[]; errors: Diagnostic[]; warnings: Diagnostic[] } {
    const runs: TraceRun[] = [];
    for (const [id, s] of this.#sessions) {
      let tokens: TraceTokens | undefined;
      for (const u of s.usage.values()) tokens = addTokens(tokens, u);
      const run: TraceRun = { model: s.model, calls: s.calls, tokens, answer: s.answer };
      if (id !== '') run.session = id;
      if (s.stop === 'max_tokens' || s.open.size > 0 || s.lastHadResults) run.stopped_early = true;
      runs.push(tidyRun(run));
    }
    return { runs, errors: this.errors, warnings: this.warnings };
  }
}

export function looksLikeClaudeCode(value: unknown): boolean {
  if (!isPlainObject(value) || typeof value.type !== 'string') return false;
  // A transcript often opens with a summary line, which has no session id but a leafUuid.
  if (value.type === 'summary') return typeof value.leafUuid === 'string';
  return typeof value.sessionId === 'string' && (isPlainObject(value.message) || value.type === 'system');
}

export const claudeCodeImporter: TraceImporter = {
  format: 'claude-code',
  describe: 'Claude Code session transcript (one event per line, tool_use / tool_result blocks)',
  detect: looksLikeClaudeCode,
  importEntry(value, pointer, options) {
    const reader = new ClaudeCodeReader(options);
    if (Array.isArray(value)) value.forEach((v, i) => reader.push(v, ptr(pointer, i)));
    else reader.push(value, pointer);
    return reader.finish();
  }
};

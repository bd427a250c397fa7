/**
 * OpenAI Responses API traces, the API whose remote MCP tool reports MCP calls itself. Accepted
 * entries: a response object (`object: "response"`, its `output` items); a request
 * `{ input: [...] }`; `{ request: { input }, response }`; a bare item list; or an array of
 * responses or logs (several conversations → several runs).
 * - `function_call` items pair with `function_call_output` items by `call_id`;
 * - `mcp_call` items carry their own result (`output`) or `error`, and the server (`server_label`);
 * - `mcp_list_tools` items become the run's surface (`input_schema` read as `inputSchema`).
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { Tool } from '../../catalog/types.ts';
import type { TraceCall, TraceRun, TraceTokens } from '../types.ts';
import { chatResultError } from './openai.ts';
import { conversationsIn, type EnvelopeShape } from './envelope.ts';
import { splitServerName } from './server-name.ts';
import { cleanTokens, count, parseArguments, problem, ptr, textOf, tidyRun, type Obj } from './shared.ts';
import { describeType, isPlainObject } from '../../source/values.ts';
import type { EntryImport, ImportOptions, TraceImporter } from './types.ts';

const ITEM_TYPES = new Set([
  'function_call',
  'function_call_output',
  'mcp_call',
  'mcp_list_tools',
  'mcp_approval_request'
]);

export function responsesUsage(usage: unknown): TraceTokens | undefined {
  if (!isPlainObject(usage)) return undefined;
  return cleanTokens({
    input: count(usage.input_tokens),
    output: count(usage.output_tokens),
    total: count(usage.total_tokens)
  });
}

interface Conversation {
  parts: Array<{ items: unknown[]; pointer: string }>;
  pointer: string;
  model?: unknown;
  usage?: TraceTokens;
  status?: unknown;
  task_id?: unknown;
}

const isResponse = (v: unknown): v is Obj => isPlainObject(v) && v.object === 'response' && Array.isArray(v.output);

const RESPONSES_API: EnvelopeShape<Conversation> = {
  isConversation: (list) =>
    list.every(
      (item) =>
        isPlainObject(item) &&
        (typeof item.type === 'string' || typeof item.role === 'string') &&
        item.object !== 'response' &&
        !isPlainObject(item.request)
    ),
  fromList: (items, pointer) => ({ parts: [{ items, pointer }], pointer }),
  fromEntry(value, pointer) {
    if (isResponse(value)) {
      return [
        {
          parts: [{ items: value.output as unknown[], pointer: ptr(pointer, 'output') }],
          pointer,
          model: value.model,
          usage: responsesUsage(value.usage),
          status: value.status,
          task_id: value.task_id
        }
      ];
    }
    if (isPlainObject(value) && isPlainObject(value.request) && Array.isArray(value.request.input)) {
      const conv: Conversation = {
        parts: [{ items: value.request.input, pointer: ptr(pointer, 'request', 'input') }],
        pointer,
        model: value.request.model,
        task_id: value.task_id
      };
      if (isResponse(value.response)) {
        conv.parts.push({ items: value.response.output as unknown[], pointer: ptr(pointer, 'response', 'output') });
        conv.model = value.response.model ?? conv.model;
        conv.usage = responsesUsage(value.response.usage);
        conv.status = value.response.status;
      }
      return [conv];
    }
    if (isPlainObject(value) && Array.isArray(value.input)) {
      return [
        {
          parts: [{ items: value.input, pointer: ptr(pointer, 'input') }],
          pointer,
          model: value.model,
          usage: responsesUsage(value.usage),
          task_id: value.task_id
        }
      ];
    }
    return undefined;
  },
  problem: (value, pointer) =>
    problem(
      pointer,
      `expected a Responses API conversation, found ${describeType(value)}`,
      'a response object, { input: [...] }, { request, response } or a list of items'
    )
};

function readConversation(
  conv: Conversation,
  options: ImportOptions,
  errors: Diagnostic[],
  warnings: Diagnostic[]
): TraceRun {
  const calls: TraceCall[] = [];
  const byId = new Map<string, TraceCall>();
  const surface: Tool[] = [];
  let answer: string | undefined;
  let lastType: string | undefined;
  for (const part of conv.parts) {
    part.items.forEach((item, i) => {
      const at = ptr(part.pointer, i);
      if (!isPlainObject(item)) {
        errors.push(
          problem(
            at,
            `expected an item object, found ${describeType(item)}`,
            'a message or a function_call / mcp_call item'
          )
        );
        return;
      }
      const type = typeof item.type === 'string' ? item.type : typeof item.role === 'string' ? 'message' : undefined;
      lastType = type;
      if (type === 'message') {
        const text = textOf(item.content);
        if (item.role === 'assistant' && text !== undefined && text.trim() !== '') answer = text;
      } else if (type === 'function_call' || type === 'mcp_call') {
        if (typeof item.name !== 'string' || item.name === '') {
          errors.push(problem(ptr(at, 'name'), `a ${type} item needs a name`, 'the tool name as a non-empty string'));
          return;
        }
        const named =
          type === 'mcp_call' && typeof item.server_label === 'string'
            ? { server: item.server_label, tool: item.name }
            : splitServerName(item.name, options);
        const call: TraceCall = { ...named, arguments: parseArguments(item.arguments, ptr(at, 'arguments'), warnings) };
        calls.push(call);
        if (type === 'mcp_call') {
          if (item.output !== undefined && item.output !== null) call.result = item.output;
          const error = isPlainObject(item.error)
            ? String(item.error.message ?? JSON.stringify(item.error))
            : typeof item.error === 'string'
              ? item.error
              : undefined;
          if (error !== undefined) {
            call.isError = true;
            call.error = error;
          }
        } else if (typeof item.call_id === 'string') {
          byId.set(item.call_id, call);
        } else {
          errors.push(
            problem(ptr(at, 'call_id'), 'a function_call needs a call_id to pair with its output', 'a string id')
          );
        }
      } else if (type === 'function_call_output') {
        const call = typeof item.call_id === 'string' ? byId.get(item.call_id) : undefined;
        if (!call) {
          warnings.push(
            problem(
              ptr(at, 'call_id'),
              `no function_call has call_id ${JSON.stringify(item.call_id)}`,
              'the call_id of an earlier function_call'
            )
          );
          return;
        }
        byId.delete(item.call_id as string);
        const text = textOf(item.output);
        call.result = text ?? item.output;
        const error = chatResultError(item, text);
        if (error !== undefined) {
          call.isError = true;
          call.error = error;
        }
      } else if (type === 'mcp_list_tools') {
        if (!Array.isArray(item.tools)) {
          errors.push(
            problem(ptr(at, 'tools'), 'an mcp_list_tools item needs a tools array', 'an array of tool definitions')
          );
          return;
        }
        for (const t of item.tools) {
          if (!isPlainObject(t) || typeof t.name !== 'string') continue;
          const { input_schema, ...rest } = t;
          surface.push({
            ...rest,
            name: t.name,
            ...(input_schema !== undefined && rest.inputSchema === undefined ? { inputSchema: input_schema } : {})
          } as Tool);
        }
      }
      // reasoning, web_search_call and other items carry nothing a trace needs.
    });
  }
  const run: TraceRun = {
    model: typeof conv.model === 'string' ? conv.model : undefined,
    calls,
    tokens: conv.usage,
    answer
  };
  if (surface.length > 0) run.surface = surface;
  if (typeof conv.task_id === 'string') run.task_id = conv.task_id;
  // Cut off by max_output_tokens, or the log ends with a function call still unanswered or its output unread.
  if (conv.status === 'incomplete' || byId.size > 0 || lastType === 'function_call_output') run.stopped_early = true;
  return tidyRun(run);
}

export function importResponsesEntry(value: unknown, pointer: string, options: ImportOptions): EntryImport {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const runs = conversationsIn(value, pointer, errors, RESPONSES_API)
    .filter((c) => c.parts.some((p) => p.items.length > 0))
    .map((c) => readConversation(c, options, errors, warnings));
  return { runs, errors, warnings };
}

export function looksLikeResponses(value: unknown): boolean {
  if (isResponse(value)) return true;
  const items = Array.isArray(value)
    ? value
    : isPlainObject(value)
      ? isPlainObject(value.request)
        ? value.request.input
        : value.input
      : undefined;
  return (
    Array.isArray(items) &&
    items.some((item) => isPlainObject(item) && typeof item.type === 'string' && ITEM_TYPES.has(item.type))
  );
}

export const openAiResponsesImporter: TraceImporter = {
  format: 'openai-responses',
  describe: 'OpenAI Responses API items (function_call / function_call_output, mcp_call, mcp_list_tools)',
  detect: looksLikeResponses,
  importEntry: importResponsesEntry
};

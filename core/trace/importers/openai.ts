/**
 * OpenAI chat-completions traces. Accepted entries:
 * - a conversation: an array of messages, or `{ messages, model?, usage? }` (a logged request);
 * - a `chat.completion` response object (one assistant turn);
 * - `{ request: { messages }, response: <chat.completion> }`, the usual shape of a request log;
 * - an array of any of the above (several conversations → several runs).
 * Assistant `tool_calls` pair with `tool` messages by `tool_call_id`; legacy `function_call` pairs
 * with the next `function` message of the same name.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { TraceCall, TraceRun, TraceTokens } from '../types.ts';
import { type ChatConversation, chatEnvelope, conversationsIn } from './envelope.ts';
import { splitServerName } from './server-name.ts';
import { addTokens, cleanTokens, count, parseArguments, problem, ptr, textOf, tidyRun, type Obj } from './shared.ts';
import { describeType, isPlainObject } from '../../source/values.ts';
import type { EntryImport, ImportOptions, TraceImporter } from './types.ts';

const ROLES = new Set(['system', 'developer', 'user', 'assistant', 'tool', 'function']);

export function openAiUsage(usage: unknown): TraceTokens | undefined {
  if (!isPlainObject(usage)) return undefined;
  return cleanTokens({
    input: count(usage.prompt_tokens),
    output: count(usage.completion_tokens),
    total: count(usage.total_tokens)
  });
}

/**
 * Chat tool results carry no error flag. These are the conventions agent frameworks use to report
 * one, checked in this order: an explicit `is_error`/`isError` on the message, a serialised MCP
 * result with `isError: true`, a JSON object with an `error` member, or text starting with `Error`.
 */
export function chatResultError(message: Obj, text: string | undefined): string | undefined {
  const flag = message.is_error ?? message.isError;
  if (flag === true) return text ?? 'tool error';
  if (text === undefined) return undefined;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{')) {
    try {
      const v: unknown = JSON.parse(trimmed);
      if (isPlainObject(v) && v.isError === true) return textOf(v.content) ?? 'tool error';
      if (isPlainObject(v) && v.error !== undefined && v.error !== null && v.error !== false) {
        return typeof v.error === 'string'
          ? v.error
          : isPlainObject(v.error) && typeof v.error.message === 'string'
            ? v.error.message
            : JSON.stringify(v.error);
      }
    } catch {
      // not JSON: fall through to the text convention
    }
  }
  return /^error\b/i.test(trimmed) ? trimmed : undefined;
}

/** The response's choice, appended after the request messages. */
type Reply = { message: unknown; pointer: string; finish?: unknown };
type Conversation = ChatConversation<Reply>;

function isCompletion(v: unknown): v is Obj {
  return (
    isPlainObject(v) &&
    (v.object === 'chat.completion' ||
      (Array.isArray(v.choices) && v.messages === undefined && v.request === undefined))
  );
}

function replyOf(completion: Obj, pointer: string, errors: Diagnostic[]): Reply | undefined {
  const choices = completion.choices;
  if (
    !Array.isArray(choices) ||
    choices.length === 0 ||
    !isPlainObject(choices[0]) ||
    !isPlainObject(choices[0].message)
  ) {
    errors.push(
      problem(
        ptr(pointer, 'choices'),
        'a chat.completion needs a choices array whose first item has a message',
        'choices: [{ message: {...} }]'
      )
    );
    return undefined;
  }
  return {
    message: choices[0].message,
    pointer: ptr(pointer, 'choices', 0, 'message'),
    finish: choices[0].finish_reason
  };
}

const CHAT_COMPLETIONS = chatEnvelope<Reply>({
  isMessage: (m) => isPlainObject(m) && typeof m.role === 'string' && !Array.isArray(m.messages),
  isReply: isCompletion,
  replyOf,
  usage: openAiUsage,
  replyBeside: (entry, pointer, errors) => (Array.isArray(entry.choices) ? replyOf(entry, pointer, errors) : undefined),
  expected: 'an array of messages, { messages: [...] } or a chat.completion object'
});

function readConversation(
  conv: Conversation,
  options: ImportOptions,
  errors: Diagnostic[],
  warnings: Diagnostic[]
): TraceRun {
  const calls: TraceCall[] = [];
  const byId = new Map<string, TraceCall>();
  const pendingFunction: Array<{ name: string; call: TraceCall }> = [];
  let answer: string | undefined;
  let tokens: TraceTokens | undefined;
  let lastRole: string | undefined;
  let unanswered = 0;
  const items: Array<{ message: unknown; pointer: string }> = conv.messages.map((message, i) => ({
    message,
    pointer: ptr(conv.pointer, i)
  }));
  if (conv.reply) items.push(conv.reply);

  const addCall = (name: unknown, args: unknown, at: string): TraceCall | undefined => {
    if (typeof name !== 'string' || name === '') {
      errors.push(problem(ptr(at, 'name'), 'a tool call needs a function name', 'a non-empty string'));
      return undefined;
    }
    const call: TraceCall = {
      ...splitServerName(name, options),
      arguments: parseArguments(args, ptr(at, 'arguments'), warnings)
    };
    calls.push(call);
    unanswered++;
    return call;
  };

  for (const { message, pointer } of items) {
    if (!isPlainObject(message) || typeof message.role !== 'string') {
      errors.push(
        problem(
          pointer,
          isPlainObject(message)
            ? 'a message needs a role'
            : `expected a message object, found ${describeType(message)}`,
          'a message with a role'
        )
      );
      continue;
    }
    if (!ROLES.has(message.role)) {
      errors.push(
        problem(
          ptr(pointer, 'role'),
          `unknown role '${message.role}'`,
          'system, developer, user, assistant, tool or function'
        )
      );
      continue;
    }
    lastRole = message.role;
    tokens = addTokens(tokens, openAiUsage(message.usage));
    if (message.role === 'assistant') {
      const text = textOf(message.content);
      if (text !== undefined && text.trim() !== '') answer = text;
      if (message.tool_calls !== undefined && message.tool_calls !== null) {
        if (!Array.isArray(message.tool_calls)) {
          errors.push(
            problem(
              ptr(pointer, 'tool_calls'),
              `tool_calls must be an array, found ${describeType(message.tool_calls)}`,
              'an array of tool calls'
            )
          );
          continue;
        }
        message.tool_calls.forEach((tc, i) => {
          const at = ptr(pointer, 'tool_calls', i);
          if (!isPlainObject(tc) || !isPlainObject(tc.function)) {
            errors.push(
              problem(
                at,
                'a tool call needs a function object',
                '{ id, type: "function", function: { name, arguments } }'
              )
            );
            return;
          }
          const call = addCall(tc.function.name, tc.function.arguments, ptr(at, 'function'));
          if (call && typeof tc.id === 'string') byId.set(tc.id, call);
          else if (call)
            warnings.push(
              problem(ptr(at, 'id'), 'a tool call without an id cannot be paired with its result', 'a string id')
            );
        });
      } else if (isPlainObject(message.function_call)) {
        const call = addCall(
          message.function_call.name,
          message.function_call.arguments,
          ptr(pointer, 'function_call')
        );
        if (call) pendingFunction.push({ name: String(message.function_call.name), call });
      }
    } else if (message.role === 'tool') {
      if (typeof message.tool_call_id !== 'string') {
        errors.push(
          problem(ptr(pointer, 'tool_call_id'), 'a tool message needs the tool_call_id it answers', 'a string id')
        );
        continue;
      }
      const call = byId.get(message.tool_call_id);
      if (!call) {
        warnings.push(
          problem(
            ptr(pointer, 'tool_call_id'),
            `no assistant tool call has id '${message.tool_call_id}'`,
            'the id of an earlier tool call'
          )
        );
        continue;
      }
      byId.delete(message.tool_call_id);
      settle(call, message);
      unanswered--;
    } else if (message.role === 'function') {
      // Legacy function results carry the function's name, not an id: answer the oldest open call of that name.
      const at = pendingFunction.findIndex((p) => message.name === undefined || message.name === p.name);
      const call = at >= 0 ? pendingFunction.splice(at, 1)[0].call : undefined;
      if (!call) {
        warnings.push(
          problem(pointer, 'a function message answers no earlier function_call', 'a preceding assistant function_call')
        );
        continue;
      }
      settle(call, message);
      unanswered--;
    }
  }

  const run: TraceRun = {
    model: typeof conv.model === 'string' ? conv.model : undefined,
    calls,
    tokens: addTokens(conv.usage, conv.usage ? undefined : tokens),
    answer
  };
  // The agent was cut off: by the token limit, or the log ends while tool work is still open.
  if (typeof conv.task_id === 'string') run.task_id = conv.task_id;
  const finish = conv.reply?.finish;
  if (finish === 'length' || unanswered > 0 || lastRole === 'tool' || lastRole === 'function') run.stopped_early = true;
  return tidyRun(run);
}

function settle(call: TraceCall, message: Obj): void {
  const text = textOf(message.content);
  call.result = text ?? message.content;
  const error = chatResultError(message, text);
  if (error !== undefined) {
    call.isError = true;
    call.error = error;
  }
}

export function importOpenAiEntry(value: unknown, pointer: string, options: ImportOptions): EntryImport {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  // An empty conversation holds no run: there is nothing an agent did.
  const runs = conversationsIn(value, pointer, errors, CHAT_COMPLETIONS)
    .filter((c) => c.messages.length > 0 || c.reply)
    .map((c) => readConversation(c, options, errors, warnings));
  return { runs, errors, warnings };
}

export function looksLikeOpenAi(value: unknown): boolean {
  if (isCompletion(value)) return true;
  const messages = Array.isArray(value)
    ? value
    : isPlainObject(value)
      ? isPlainObject(value.request)
        ? value.request.messages
        : value.messages
      : undefined;
  if (!Array.isArray(messages)) return false;
  return messages.some(
    (m) =>
      isPlainObject(m) &&
      (m.tool_calls !== undefined ||
        m.role === 'tool' ||
        m.role === 'function' ||
        m.role === 'developer' ||
        m.function_call !== undefined)
  );
}

export const openAiImporter: TraceImporter = {
  format: 'openai',
  describe: 'OpenAI chat-completions messages (tool_calls / tool results)',
  detect: looksLikeOpenAi,
  importEntry: importOpenAiEntry
};

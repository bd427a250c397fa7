/**
 * Anthropic Messages traces. Accepted entries:
 * - a conversation: an array of messages, or `{ messages, system?, model?, usage? }` (a logged request);
 * - a response object (`type: "message"`, one assistant turn);
 * - `{ request: { messages }, response: <message> }`;
 * - an array of any of the above (several conversations → several runs).
 * `tool_use` blocks pair with `tool_result` blocks by id; `mcp_tool_use` / `mcp_tool_result` (the MCP
 * connector) and `server_tool_use` pair the same way, the MCP ones carrying their server name.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { TraceCall, TraceRun, TraceTokens } from '../types.ts';
import { type ChatConversation, chatEnvelope, conversationsIn } from './envelope.ts';
import { splitServerName } from './server-name.ts';
import { addTokens, cleanTokens, count, problem, ptr, textOf, tidyRun, type Obj } from './shared.ts';
import { describeType, isPlainObject } from '../../source/values.ts';
import type { EntryImport, ImportOptions, TraceImporter } from './types.ts';

const USE_BLOCKS = new Set(['tool_use', 'mcp_tool_use', 'server_tool_use']);
const RESULT_BLOCKS = new Set([
  'tool_result',
  'mcp_tool_result',
  'web_search_tool_result',
  'web_fetch_tool_result',
  'code_execution_tool_result'
]);

/** Input counts every prompt token, cached or not, so totals compare with other providers. */
export function anthropicUsage(usage: unknown): TraceTokens | undefined {
  if (!isPlainObject(usage)) return undefined;
  const parts = [usage.input_tokens, usage.cache_creation_input_tokens, usage.cache_read_input_tokens]
    .map(count)
    .filter((n): n is number => n !== undefined);
  return cleanTokens({
    input: parts.length > 0 ? parts.reduce((a, b) => a + b, 0) : undefined,
    output: count(usage.output_tokens)
  });
}

type Reply = { message: Obj; pointer: string };
type Conversation = ChatConversation<Reply>;

function isResponse(v: unknown): v is Obj {
  return isPlainObject(v) && v.type === 'message' && v.role === 'assistant';
}

const MESSAGES_API = chatEnvelope<Reply>({
  isMessage: (m) => isPlainObject(m) && typeof m.role === 'string' && !isResponse(m),
  isReply: isResponse,
  replyOf: (message, pointer) => ({ message, pointer }),
  usage: anthropicUsage,
  expected: 'an array of messages, { messages: [...] } or a message response'
});

function readConversation(
  conv: Conversation,
  options: ImportOptions,
  errors: Diagnostic[],
  warnings: Diagnostic[]
): TraceRun {
  const calls: TraceCall[] = [];
  const byId = new Map<string, TraceCall>();
  let answer: string | undefined;
  let perMessage: TraceTokens | undefined;
  let stop: unknown;
  let lastHadResults = false;
  const items: Array<{ message: unknown; pointer: string }> = conv.messages.map((message, i) => ({
    message,
    pointer: ptr(conv.pointer, i)
  }));
  if (conv.reply) items.push(conv.reply);

  for (const { message, pointer } of items) {
    if (!isPlainObject(message) || (message.role !== 'user' && message.role !== 'assistant')) {
      const found = isPlainObject(message)
        ? typeof message.role === 'string'
          ? `role '${message.role}'`
          : 'no role'
        : describeType(message);
      errors.push(
        problem(
          isPlainObject(message) && message.role !== undefined ? ptr(pointer, 'role') : pointer,
          `expected a user or assistant message, found ${found}`,
          "role 'user' or 'assistant' (the system prompt is a top-level field)"
        )
      );
      continue;
    }
    perMessage = addTokens(perMessage, anthropicUsage(message.usage));
    if (message.stop_reason !== undefined) stop = message.stop_reason;
    const blocks = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    if (!Array.isArray(blocks)) {
      errors.push(
        problem(
          ptr(pointer, 'content'),
          `content must be a string or an array of blocks, found ${describeType(message.content)}`,
          'a string or content blocks'
        )
      );
      continue;
    }
    const texts: string[] = [];
    lastHadResults = false;
    blocks.forEach((block, i) => {
      const at = ptr(pointer, 'content', i);
      if (!isPlainObject(block) || typeof block.type !== 'string') {
        errors.push(problem(at, 'a content block needs a type', "a block such as { type: 'text', text }"));
        return;
      }
      if (block.type === 'text' && typeof block.text === 'string') {
        if (message.role === 'assistant') texts.push(block.text);
      } else if (USE_BLOCKS.has(block.type)) {
        if (typeof block.name !== 'string' || block.name === '' || typeof block.id !== 'string') {
          errors.push(problem(at, `a ${block.type} block needs a name and an id`, '{ type, id, name, input }'));
          return;
        }
        const named =
          typeof block.server_name === 'string'
            ? { server: block.server_name, tool: block.name }
            : splitServerName(block.name, options);
        const call: TraceCall = { ...named, arguments: block.input ?? {} };
        calls.push(call);
        byId.set(block.id, call);
      } else if (RESULT_BLOCKS.has(block.type)) {
        lastHadResults = true;
        if (typeof block.tool_use_id !== 'string') {
          errors.push(
            problem(ptr(at, 'tool_use_id'), `a ${block.type} block needs the tool_use_id it answers`, 'a string id')
          );
          return;
        }
        const call = byId.get(block.tool_use_id);
        if (!call) {
          warnings.push(
            problem(
              ptr(at, 'tool_use_id'),
              `no tool_use block has id '${block.tool_use_id}'`,
              'the id of an earlier tool_use block'
            )
          );
          return;
        }
        byId.delete(block.tool_use_id);
        const text = textOf(block.content);
        call.result = text ?? block.content;
        const content = block.content;
        // Server tools report failure inside their content (`{ type: '..._tool_result_error', error_code }`).
        const serverError =
          isPlainObject(content) && typeof content.type === 'string' && content.type.endsWith('_error')
            ? String(content.error_code ?? content.type)
            : undefined;
        if (block.is_error === true || serverError !== undefined) {
          call.isError = true;
          call.error = serverError ?? text ?? 'tool error';
        }
      }
    });
    if (message.role === 'assistant' && texts.length > 0 && texts.join('').trim() !== '') answer = texts.join('\n');
  }

  const run: TraceRun = {
    model: typeof conv.model === 'string' ? conv.model : undefined,
    calls,
    tokens: conv.usage ?? perMessage,
    answer
  };
  // Cut off by max_tokens, or the log ends with tool work still open.
  if (typeof conv.task_id === 'string') run.task_id = conv.task_id;
  if (stop === 'max_tokens' || byId.size > 0 || lastHadResults) run.stopped_early = true;
  return tidyRun(run);
}

export function importAnthropicEntry(value: unknown, pointer: string, options: ImportOptions): EntryImport {
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  // An empty conversation holds no run: there is nothing an agent did.
  const runs = conversationsIn(value, pointer, errors, MESSAGES_API)
    .filter((c) => c.messages.length > 0 || c.reply)
    .map((c) => readConversation(c, options, errors, warnings));
  return { runs, errors, warnings };
}

export function looksLikeAnthropic(value: unknown): boolean {
  if (isResponse(value)) return true;
  if (isPlainObject(value) && isPlainObject(value.usage) && value.usage.input_tokens !== undefined) return true;
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
      Array.isArray(m.content) &&
      m.content.some(
        (b) => isPlainObject(b) && typeof b.type === 'string' && (USE_BLOCKS.has(b.type) || RESULT_BLOCKS.has(b.type))
      )
  );
}

export const anthropicImporter: TraceImporter = {
  format: 'anthropic',
  describe: 'Anthropic Messages (tool_use / tool_result blocks)',
  detect: looksLikeAnthropic,
  importEntry: importAnthropicEntry
};

/**
 * The one walk the trace importers make over an entry's envelope. An array is one conversation's
 * list (of messages or items) or a list of entries, each walked once (an array inside that list is
 * an error); anything else is an entry the importer's shape reads. `chatEnvelope` is that shape for
 * the chat APIs (OpenAI chat completions, Anthropic Messages): a list of messages,
 * `{ messages }`, `{ request: { messages }, response }`, a bare reply, or a single message.
 */
import type { Diagnostic } from '../../source/diagnostic.ts';
import type { TraceTokens } from '../types.ts';
import { problem, ptr, type Obj } from './shared.ts';
import { describeType, isPlainObject } from '../../source/values.ts';

export interface EnvelopeShape<C> {
  /** Whether an array is one conversation's messages (or items) rather than a list of entries. */
  isConversation(list: unknown[]): boolean;
  fromList(list: unknown[], pointer: string): C;
  /** The conversations an entry that is not an array holds; undefined when it holds none. */
  fromEntry(value: unknown, pointer: string, errors: Diagnostic[]): C[] | undefined;
  /** Why a value holds no conversation; `nested`: it is an array inside the list of entries. */
  problem(value: unknown, pointer: string, nested: boolean): Diagnostic;
}

/** Collects the conversations an entry holds, or reports why it holds none. */
export function conversationsIn<C>(
  value: unknown,
  pointer: string,
  errors: Diagnostic[],
  shape: EnvelopeShape<C>,
  depth = 0
): C[] {
  if (Array.isArray(value)) {
    if (shape.isConversation(value)) return [shape.fromList(value, pointer)];
    if (depth === 0) return value.flatMap((item, i) => conversationsIn(item, ptr(pointer, i), errors, shape, 1));
  } else {
    const found = shape.fromEntry(value, pointer, errors);
    if (found !== undefined) return found;
  }
  errors.push(shape.problem(value, pointer, Array.isArray(value)));
  return [];
}

export interface ChatConversation<R> {
  messages: unknown[];
  pointer: string;
  model?: unknown;
  usage?: TraceTokens;
  /** A `task_id` beside the messages ties the run to an MCP-Atlas task. */
  task_id?: unknown;
  reply?: R;
}

/** What differs between the chat APIs' envelopes. */
export interface ChatDialect<R> {
  /** Whether a list item is a message (so the list is one conversation). */
  isMessage(item: unknown): boolean;
  /** Whether a value is the API's response object (one assistant turn). */
  isReply(value: unknown): value is Obj;
  /** The reply a response holds, or undefined (with an error) when it holds none. */
  replyOf(response: Obj, pointer: string, errors: Diagnostic[]): R | undefined;
  usage(usage: unknown): TraceTokens | undefined;
  /** A reply logged in the same object as `{ messages }` (OpenAI's `choices` beside them). */
  replyBeside?(entry: Obj, pointer: string, errors: Diagnostic[]): R | undefined;
  /** What an entry should be, for the errors. */
  expected: string;
}

export function chatEnvelope<R>(dialect: ChatDialect<R>): EnvelopeShape<ChatConversation<R>> {
  return {
    isConversation: (list) => list.length === 0 || list.every((m) => dialect.isMessage(m)),
    fromList: (messages, pointer) => ({ messages, pointer }),
    fromEntry(value, pointer, errors) {
      if (!isPlainObject(value)) return undefined;
      if (isPlainObject(value.request) && Array.isArray(value.request.messages)) {
        const conv: ChatConversation<R> = {
          messages: value.request.messages,
          pointer: ptr(pointer, 'request', 'messages'),
          model: value.request.model,
          task_id: value.task_id
        };
        if (dialect.isReply(value.response)) {
          conv.reply = dialect.replyOf(value.response, ptr(pointer, 'response'), errors);
          conv.model = value.response.model ?? conv.model;
          conv.usage = dialect.usage(value.response.usage);
        }
        return [conv];
      }
      if (Array.isArray(value.messages)) {
        const conv: ChatConversation<R> = {
          messages: value.messages,
          pointer: ptr(pointer, 'messages'),
          model: value.model,
          usage: dialect.usage(value.usage),
          task_id: value.task_id
        };
        const reply = dialect.replyBeside?.(value, pointer, errors);
        if (reply !== undefined) conv.reply = reply;
        return [conv];
      }
      if (dialect.isReply(value)) {
        const reply = dialect.replyOf(value, pointer, errors);
        return reply ? [{ messages: [], pointer, model: value.model, usage: dialect.usage(value.usage), reply }] : [];
      }
      if (typeof (value as Obj).role === 'string') return [{ messages: [value], pointer }];
      return undefined;
    },
    problem(value, pointer, nested) {
      if (nested)
        return problem(pointer, `expected a message object, found ${describeType(value)}`, 'a message with a role');
      return isPlainObject(value)
        ? problem(pointer, 'no messages found in this entry', dialect.expected)
        : problem(pointer, `expected a conversation, found ${describeType(value)}`, dialect.expected);
    }
  };
}

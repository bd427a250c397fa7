/**
 * The Anthropic messages driver: `POST {baseUrl}/v1/messages` with `tools: [{ name, description,
 * input_schema }]`; tool calls are `tool_use` content blocks (several in one reply: parallel
 * calls) and their results go back in one user message of `tool_result` blocks.
 */
import type { Tool } from '../catalog/types.ts';
import { parseArgs, runChat, type ChatCall, type ChatOptions, type ChatProvider } from './chat-loop.ts';
import { bareModel } from './prices.ts';
import type { Driver } from './types.ts';
import { isPlainObject } from '../source/values.ts';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
export const ANTHROPIC_VERSION = '2023-06-01';
/** The output cap sent with each request (the API requires one). */
export const ANTHROPIC_MAX_TOKENS = 4096;

type Message = Record<string, unknown>;

export function anthropicTool(t: Tool): Record<string, unknown> {
  return {
    name: t.name,
    ...(typeof t.description === 'string' ? { description: t.description } : {}),
    input_schema: isPlainObject(t.inputSchema) ? t.inputSchema : { type: 'object', properties: {} }
  };
}

export function anthropicProvider(options: { apiKey?: string; baseUrl?: string }): ChatProvider<Message> {
  return {
    name: 'anthropic',
    url: `${(options.baseUrl ?? ANTHROPIC_BASE_URL).replace(/\/+$/, '')}/v1/messages`,
    headers: { 'anthropic-version': ANTHROPIC_VERSION, ...(options.apiKey ? { 'x-api-key': options.apiKey } : {}) },
    body: (model, messages, tools) => ({
      model: bareModel(model),
      max_tokens: ANTHROPIC_MAX_TOKENS,
      messages,
      ...(tools.length > 0 ? { tools: tools.map(anthropicTool) } : {})
    }),
    first: (prompt) => [{ role: 'user', content: prompt }],
    parse(json) {
      if (!isPlainObject(json)) return { ok: false, error: 'the reply is not a JSON object' };
      if (!Array.isArray(json.content)) return { ok: false, error: 'no content array' };
      const calls: ChatCall[] = [];
      const texts: string[] = [];
      for (const [i, b] of json.content.entries()) {
        if (!isPlainObject(b)) return { ok: false, error: `content[${i}] is not an object` };
        if (b.type === 'text' && typeof b.text === 'string') texts.push(b.text);
        else if (b.type === 'tool_use') {
          if (typeof b.name !== 'string' || typeof b.id !== 'string')
            return { ok: false, error: `content[${i}] is a tool_use without a name or id` };
          calls.push({ id: b.id, name: b.name, args: parseArgs(b.input) });
        }
      }
      const usage = isPlainObject(json.usage) ? json.usage : {};
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
      return {
        ok: true,
        turn: {
          text: texts.join('\n'),
          calls,
          usage: { input: num(usage.input_tokens), output: num(usage.output_tokens) },
          assistant: { role: 'assistant', content: json.content }
        }
      };
    },
    results: (done) => [
      {
        role: 'user',
        content: done.map(({ call, reply }) => ({
          type: 'tool_result',
          tool_use_id: call.id,
          content: reply.text,
          ...(reply.isError ? { is_error: true } : {})
        }))
      }
    ]
  };
}

export function anthropicDriver(options: { apiKey?: string; baseUrl?: string } & ChatOptions): Driver {
  const provider = anthropicProvider(options);
  return { run: (req) => runChat(provider, req, options) };
}

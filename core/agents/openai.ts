/**
 * The OpenAI-compatible chat-completions driver: `POST {baseUrl}/chat/completions` with
 * `tools: [{ type: "function", function: { name, description, parameters } }]`; tool calls come
 * back as `choices[0].message.tool_calls` (several at once: parallel calls) and their results go
 * back as `role: "tool"` messages. Local servers that speak the same API (Ollama, vLLM, LM Studio,
 * llama.cpp) work with their base URL.
 */
import type { Tool } from '../catalog/types.ts';
import { parseArgs, runChat, type ChatCall, type ChatOptions, type ChatProvider } from './chat-loop.ts';
import { bareModel } from './prices.ts';
import type { Driver } from './types.ts';
import { isPlainObject } from '../source/values.ts';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

type Message = Record<string, unknown>;

export function openaiTool(t: Tool): Record<string, unknown> {
  return {
    type: 'function',
    function: {
      name: t.name,
      ...(typeof t.description === 'string' ? { description: t.description } : {}),
      parameters: isPlainObject(t.inputSchema) ? t.inputSchema : { type: 'object', properties: {} }
    }
  };
}

export function openaiProvider(options: { apiKey?: string; baseUrl?: string }): ChatProvider<Message> {
  return {
    name: 'openai',
    url: `${(options.baseUrl ?? OPENAI_BASE_URL).replace(/\/+$/, '')}/chat/completions`,
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    body: (model, messages, tools) => ({
      model: bareModel(model),
      messages,
      ...(tools.length > 0 ? { tools: tools.map(openaiTool) } : {})
    }),
    first: (prompt) => [{ role: 'user', content: prompt }],
    parse(json) {
      if (!isPlainObject(json)) return { ok: false, error: 'the reply is not a JSON object' };
      const choice = Array.isArray(json.choices) ? json.choices[0] : undefined;
      if (!isPlainObject(choice) || !isPlainObject(choice.message))
        return { ok: false, error: 'no choices[0].message' };
      const m = choice.message;
      const raw = m.tool_calls ?? [];
      if (!Array.isArray(raw)) return { ok: false, error: 'message.tool_calls is not an array' };
      const calls: ChatCall[] = [];
      for (const [i, c] of raw.entries()) {
        if (!isPlainObject(c) || !isPlainObject(c.function) || typeof c.function.name !== 'string')
          return { ok: false, error: `tool_calls[${i}] has no function.name` };
        calls.push({
          id: typeof c.id === 'string' ? c.id : `call_${i}`,
          name: c.function.name,
          args: parseArgs(c.function.arguments)
        });
      }
      const usage = isPlainObject(json.usage) ? json.usage : {};
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
      return {
        ok: true,
        turn: {
          text: typeof m.content === 'string' ? m.content : '',
          calls,
          usage: { input: num(usage.prompt_tokens), output: num(usage.completion_tokens) },
          assistant: { role: 'assistant', content: m.content ?? null, ...(raw.length > 0 ? { tool_calls: raw } : {}) }
        }
      };
    },
    results: (done) => done.map(({ call, reply }) => ({ role: 'tool', tool_call_id: call.id, content: reply.text }))
  };
}

export function openaiDriver(options: { apiKey?: string; baseUrl?: string } & ChatOptions): Driver {
  const provider = openaiProvider(options);
  return { run: (req) => runChat(provider, req, options) };
}

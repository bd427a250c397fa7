/**
 * The agent loop both HTTP drivers share: send the conversation and the tools, run every tool
 * call of the reply (parallel calls in the order the model listed them), send the results back,
 * and repeat until the model answers without calling a tool or `maxTurns` replies were read.
 * Tokens are summed over the requests, the cost comes from the price table.
 */
import type { Tool } from '../catalog/types.ts';
import { postJson, type HttpOptions } from './http.ts';
import { costOf, type PriceTable } from './prices.ts';
import type { DriverOutcome, DriverRequest, ToolReply } from './types.ts';
import { isPlainObject } from '../source/values.ts';

export const DEFAULT_MAX_TURNS = 10;

export interface ChatCall {
  id: string;
  name: string;
  /** The parsed arguments, or why they could not be parsed (the model then reads that error). */
  args: { ok: true; value: Record<string, unknown> } | { ok: false; error: string };
}

export interface ChatTurn<M> {
  text: string;
  calls: ChatCall[];
  usage: { input?: number; output?: number };
  /** The assistant message to append to the conversation. */
  assistant: M;
}

/** What differs between providers: the request, the reply's shape, and how results go back. */
export interface ChatProvider<M> {
  name: string;
  url: string;
  headers: Record<string, string>;
  body(model: string, messages: M[], tools: Tool[]): unknown;
  first(prompt: string): M[];
  /** The reply read, or why it is malformed. */
  parse(json: unknown): { ok: true; turn: ChatTurn<M> } | { ok: false; error: string };
  results(calls: Array<{ call: ChatCall; reply: ToolReply }>): M[];
}

export interface ChatOptions {
  http: HttpOptions;
  prices?: PriceTable;
  maxTurns?: number;
}

/** Arguments as a model sends them: an object, or JSON text of one. */
export function parseArgs(raw: unknown): ChatCall['args'] {
  if (isPlainObject(raw)) return { ok: true, value: raw };
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { ok: true, value: {} };
    try {
      const v = JSON.parse(raw);
      if (isPlainObject(v)) return { ok: true, value: v };
    } catch {
      // reported below
    }
    return {
      ok: false,
      error: `arguments are not a JSON object: ${raw.length > 200 ? raw.slice(0, 197) + '...' : raw}`
    };
  }
  if (raw === undefined || raw === null) return { ok: true, value: {} };
  return { ok: false, error: 'arguments are not a JSON object' };
}

export async function runChat<M>(
  provider: ChatProvider<M>,
  req: DriverRequest,
  options: ChatOptions
): Promise<DriverOutcome> {
  const maxTurns = options.maxTurns ?? DEFAULT_MAX_TURNS;
  const messages = provider.first(req.prompt);
  const tokens = { input: 0, output: 0 };
  let counted = false;
  let requests = 0;
  let retries = 0;
  const outcome = (extra: Partial<DriverOutcome>): DriverOutcome => {
    const t = counted ? { input: tokens.input, output: tokens.output, total: tokens.input + tokens.output } : undefined;
    const cost = costOf(req.model, t, options.prices);
    return { ...(t ? { tokens: t } : {}), ...(cost !== undefined ? { cost } : {}), requests, retries, ...extra };
  };
  for (let turn = 0; turn < maxTurns; turn++) {
    const r = await postJson(
      provider.url,
      provider.headers,
      provider.body(req.model, messages, req.tools),
      options.http
    );
    requests += r.requests;
    retries += r.retries;
    if (!r.ok) return outcome({ error: `${provider.name}: ${r.error}` });
    const parsed = provider.parse(r.json);
    if (!parsed.ok) return outcome({ error: `${provider.name}: malformed reply: ${parsed.error}` });
    const t = parsed.turn;
    if (t.usage.input !== undefined || t.usage.output !== undefined) counted = true;
    tokens.input += t.usage.input ?? 0;
    tokens.output += t.usage.output ?? 0;
    messages.push(t.assistant);
    if (t.calls.length === 0) return outcome({ answer: t.text });
    const done: Array<{ call: ChatCall; reply: ToolReply }> = [];
    for (const call of t.calls) {
      const reply = call.args.ok
        ? await req.callTool(call.name, call.args.value)
        : { text: `${call.name}: ${call.args.error}`, isError: true };
      done.push({ call, reply });
    }
    messages.push(...provider.results(done));
  }
  return outcome({ stopped_early: true, answer: '' });
}

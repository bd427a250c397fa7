/**
 * The OpenAI-compatible and Anthropic drivers over real HTTP, against a fake provider the test
 * starts on 127.0.0.1 with scripted replies: tool calls, parallel tool calls, an API error, a rate
 * limit with retry-after, server errors, and malformed replies. Each run goes through the harness,
 * so what is checked is the canonical trace run a suite would score.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { anthropicDriver } from '#core/agents/anthropic';
import { runAgent } from '#core/agents/harness';
import type { FetchLike } from '#core/agents/http';
import { openaiDriver } from '#core/agents/openai';
import { buildSurface } from '#core/agents/surface';
import type { Driver, ServerCall } from '#core/agents/types';
import { fetchWithDeadline } from '../../src/node/agents/drivers.ts';
import { startFakeProvider, type FakeProvider, type ScriptedReply } from './helpers/fake-provider.ts';

const served = [
  {
    server: 'shop',
    tool: {
      name: 'search_products',
      description: 'Search products by keyword.',
      inputSchema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] }
    }
  },
  {
    server: 'shop',
    tool: {
      name: 'get_product',
      description: 'Get a product by id.',
      inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }
    }
  }
];
const callServer: ServerCall = async (_server, tool, args) => ({
  ok: true,
  result: { content: [{ type: 'text', text: `${tool}(${JSON.stringify(args)})` }] }
});

let provider: FakeProvider | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
});

/** The waits the drivers asked for, instead of sleeping through them. */
function recorder() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

type Make = (url: string, sleep: (ms: number) => Promise<void>) => Driver;
const makeOpenai: Make = (url, sleep) =>
  openaiDriver({ apiKey: 'sk-test', baseUrl: `${url}/v1`, http: { fetch: fetch as unknown as FetchLike, sleep } });
const makeAnthropic: Make = (url, sleep) =>
  anthropicDriver({ apiKey: 'ak-test', baseUrl: url, http: { fetch: fetch as unknown as FetchLike, sleep } });

async function run(make: Make, model: string, script: ScriptedReply[]) {
  provider = await startFakeProvider(script);
  const r = recorder();
  const trace = await runAgent(make(provider.url, r.sleep), {
    model,
    prompt: 'find "pens"',
    surface: buildSurface(served),
    callServer
  });
  return { trace, waits: r.waits, requests: provider.requests };
}

// --- OpenAI chat completions ---------------------------------------------------------------
const oaiCalls = (...calls: Array<[string, string, unknown]>) => ({
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: calls.map(([id, name, args]) => ({
          id,
          type: 'function',
          function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) }
        }))
      },
      finish_reason: 'tool_calls'
    }
  ],
  usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 }
});
const oaiText = (text: string) => ({
  choices: [{ message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 150, completion_tokens: 10, total_tokens: 160 }
});

describe('OpenAI-compatible driver against a fake provider', () => {
  test('a tool call: the tool runs, its result goes back as a tool message, the answer ends the run; tokens and cost add up', async () => {
    const { trace, requests } = await run(makeOpenai, 'gpt-4.1-mini', [
      { body: oaiCalls(['c1', 'search_products', { query: 'pens' }]) },
      { body: oaiText('Found pens.') }
    ]);
    expect(trace.calls).toEqual([
      {
        server: 'shop',
        tool: 'search_products',
        arguments: { query: 'pens' },
        result: { content: [{ type: 'text', text: 'search_products({"query":"pens"})' }] }
      }
    ]);
    expect(trace.answer).toBe('Found pens.');
    expect(trace.tokens).toEqual({ input: 250, output: 30, total: 280 });
    // gpt-4.1-mini: $0.40 in, $1.60 out per million.
    expect(trace.cost).toBeCloseTo((250 * 0.4 + 30 * 1.6) / 1e6, 12);
    expect(trace.harness_error).toBeUndefined();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      headers: { authorization: 'Bearer sk-test' }
    });
    expect(requests[0].body).toMatchObject({
      model: 'gpt-4.1-mini',
      messages: [{ role: 'user', content: 'find "pens"' }],
      tools: [
        { type: 'function', function: { name: 'search_products', parameters: { required: ['query'] } } },
        { type: 'function', function: { name: 'get_product' } }
      ]
    });
    expect((requests[1].body as { messages: unknown[] }).messages.slice(1)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'search_products', arguments: '{"query":"pens"}' } }
        ]
      },
      { role: 'tool', tool_call_id: 'c1', content: 'search_products({"query":"pens"})' }
    ]);
  });

  test('parallel tool calls run in the listed order and every result goes back in the next request', async () => {
    const { trace, requests } = await run(makeOpenai, 'gpt-4.1-mini', [
      { body: oaiCalls(['a', 'search_products', { query: 'pens' }], ['b', 'get_product', { id: 'p-1' }]) },
      { body: oaiText('done') }
    ]);
    expect(trace.calls.map((c) => c.tool)).toEqual(['search_products', 'get_product']);
    const sent = (requests[1].body as { messages: Array<{ role: string; tool_call_id?: string }> }).messages;
    expect(sent.filter((m) => m.role === 'tool').map((m) => m.tool_call_id)).toEqual(['a', 'b']);
  });

  test('a call to a tool it was not shown gets "tool not available" back, and the model can recover', async () => {
    const { trace, requests } = await run(makeOpenai, 'gpt-4.1-mini', [
      { body: oaiCalls(['x', 'drop_database', {}]) },
      { body: oaiCalls(['y', 'search_products', { query: 'pens' }]) },
      { body: oaiText('ok') }
    ]);
    expect(trace.calls.map((c) => [c.tool, c.error ?? null])).toEqual([
      [
        'drop_database',
        'tool not available: "drop_database" is not among the tools presented for this task (search_products, get_product)'
      ],
      ['search_products', null]
    ]);
    expect(
      (requests[1].body as { messages: Array<{ role: string; content: string }> }).messages.at(-1)?.content
    ).toContain('tool not available');
  });

  test("an API error (HTTP 400) is not retried; the run is flagged with the provider's message", async () => {
    const { trace, requests, waits } = await run(makeOpenai, 'gpt-4.1-mini', [
      { status: 400, body: { error: { message: "Invalid schema for function 'x'" } } }
    ]);
    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(trace.harness_error).toBe("model gpt-4.1-mini: openai: HTTP 400: Invalid schema for function 'x'");
    expect(trace.calls).toEqual([]);
  });

  test('a rate limit (429) waits what retry-after asks, then the run goes on', async () => {
    const { trace, requests, waits } = await run(makeOpenai, 'gpt-4.1-mini', [
      { status: 429, headers: { 'retry-after': '2' }, body: { error: { message: 'Rate limit reached' } } },
      { body: oaiText('fine') }
    ]);
    expect(waits).toEqual([2000]);
    expect(requests).toHaveLength(2);
    expect(trace.answer).toBe('fine');
    expect(trace.harness_error).toBeUndefined();
  });

  test('retry-after is bounded: an hour becomes the 30 s cap', async () => {
    const { waits } = await run(makeOpenai, 'gpt-4.1-mini', [
      { status: 429, headers: { 'retry-after': '3600' }, body: {} },
      { body: oaiText('fine') }
    ]);
    expect(waits).toEqual([30_000]);
  });

  test('5xx without retry-after backs off 0.5 s, 1 s, 2 s and gives up after three retries', async () => {
    const fail = { status: 503, body: { error: { message: 'overloaded' } } };
    const { trace, requests, waits } = await run(makeOpenai, 'gpt-4.1-mini', [fail, fail, fail, fail]);
    expect(waits).toEqual([500, 1000, 2000]);
    expect(requests).toHaveLength(4);
    expect(trace.harness_error).toBe('model gpt-4.1-mini: openai: HTTP 503: overloaded (gave up after 3 retries)');
  });

  test('a provider that accepts the request and never answers: each request ends at the deadline, is retried, then the run is flagged', async () => {
    const hang = { hang: true, body: {} };
    const makeWithDeadline: Make = (url, sleep) =>
      openaiDriver({ apiKey: 'sk-test', baseUrl: `${url}/v1`, http: { fetch: fetchWithDeadline(150), sleep } });
    const { trace, requests } = await run(makeWithDeadline, 'gpt-4.1-mini', [hang, hang, hang, hang]);
    expect(requests).toHaveLength(4);
    expect(trace.harness_error).toBe(
      'model gpt-4.1-mini: openai: request failed: no answer within 150 ms (TOOLGAUGE_PROVIDER_TIMEOUT_MS) (gave up after 3 retries)'
    );
  });

  test('a malformed reply (not JSON) flags the run', async () => {
    const { trace } = await run(makeOpenai, 'gpt-4.1-mini', [{ body: '<html>Bad gateway</html>' }]);
    expect(trace.harness_error).toBe(
      'model gpt-4.1-mini: openai: malformed reply: HTTP 200 with a body that is not JSON: <html>Bad gateway</html>'
    );
  });

  test('a malformed reply (JSON without choices) flags the run', async () => {
    const { trace } = await run(makeOpenai, 'gpt-4.1-mini', [{ body: { id: 'x', object: 'chat.completion' } }]);
    expect(trace.harness_error).toBe('model gpt-4.1-mini: openai: malformed reply: no choices[0].message');
  });

  test('arguments that are not JSON go back to the model as an error; no tool runs', async () => {
    const { trace, requests } = await run(makeOpenai, 'gpt-4.1-mini', [
      { body: oaiCalls(['c', 'search_products', '{"query": pens']) },
      { body: oaiText('sorry') }
    ]);
    expect(trace.calls).toEqual([]);
    expect((requests[1].body as { messages: Array<{ content: string }> }).messages.at(-1)?.content).toBe(
      'search_products: arguments are not a JSON object: {"query": pens'
    );
  });

  test('a model with no price reports tokens and no cost', async () => {
    const { trace } = await run(makeOpenai, 'openai:llama3.1', [{ body: oaiText('hi') }]);
    expect(trace.tokens).toEqual({ input: 150, output: 10, total: 160 });
    expect(trace.cost).toBeUndefined();
  });
});

// --- Anthropic messages ----------------------------------------------------------------------
const antCalls = (...calls: Array<[string, string, unknown]>) => ({
  id: 'msg',
  type: 'message',
  role: 'assistant',
  content: [
    { type: 'text', text: 'Let me look.' },
    ...calls.map(([id, name, input]) => ({ type: 'tool_use', id, name, input }))
  ],
  stop_reason: 'tool_use',
  usage: { input_tokens: 200, output_tokens: 40 }
});
const antText = (text: string) => ({
  id: 'msg',
  type: 'message',
  role: 'assistant',
  content: [{ type: 'text', text }],
  stop_reason: 'end_turn',
  usage: { input_tokens: 300, output_tokens: 15 }
});

describe('Anthropic messages driver against a fake provider', () => {
  test('a tool call: tool_use runs, its tool_result goes back, the answer ends the run; tokens and cost add up', async () => {
    const { trace, requests } = await run(makeAnthropic, 'claude-sonnet-4-5', [
      { body: antCalls(['tu1', 'search_products', { query: 'pens' }]) },
      { body: antText('Pens found.') }
    ]);
    expect(trace.calls).toMatchObject([{ server: 'shop', tool: 'search_products', arguments: { query: 'pens' } }]);
    expect(trace.answer).toBe('Pens found.');
    expect(trace.tokens).toEqual({ input: 500, output: 55, total: 555 });
    // claude-sonnet-4-5: $3 in, $15 out per million.
    expect(trace.cost).toBeCloseTo((500 * 3 + 55 * 15) / 1e6, 12);
    expect(requests[0]).toMatchObject({
      path: '/v1/messages',
      headers: { 'x-api-key': 'ak-test', 'anthropic-version': '2023-06-01' }
    });
    expect(requests[0].body).toMatchObject({
      model: 'claude-sonnet-4-5',
      max_tokens: 4096,
      tools: [{ name: 'search_products', input_schema: { required: ['query'] } }, { name: 'get_product' }]
    });
    expect((requests[1].body as { messages: unknown[] }).messages.at(-1)).toEqual({
      role: 'user',
      content: [{ type: 'tool_result', tool_use_id: 'tu1', content: 'search_products({"query":"pens"})' }]
    });
  });

  test('parallel tool_use blocks run in order and go back as one user message of tool_results', async () => {
    const { trace, requests } = await run(makeAnthropic, 'claude-sonnet-4-5', [
      { body: antCalls(['a', 'search_products', { query: 'pens' }], ['b', 'get_product', { id: 'p-1' }]) },
      { body: antText('done') }
    ]);
    expect(trace.calls.map((c) => c.tool)).toEqual(['search_products', 'get_product']);
    const last = (requests[1].body as { messages: Array<{ content: Array<{ tool_use_id: string }> }> }).messages.at(
      -1
    )!;
    expect(last.content.map((b) => b.tool_use_id)).toEqual(['a', 'b']);
  });

  test("an API error is reported with the provider's message", async () => {
    const { trace } = await run(makeAnthropic, 'claude-sonnet-4-5', [
      { status: 401, body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } } }
    ]);
    expect(trace.harness_error).toBe('model claude-sonnet-4-5: anthropic: HTTP 401: invalid x-api-key');
  });

  test('a rate limit with retry-after as an HTTP date waits until then', async () => {
    const at = new Date(Date.now() + 5000).toUTCString();
    const { waits, trace } = await run(makeAnthropic, 'claude-sonnet-4-5', [
      { status: 429, headers: { 'retry-after': at }, body: { type: 'error', error: { message: 'rate_limit_error' } } },
      { body: antText('ok') }
    ]);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(2000);
    expect(waits[0]).toBeLessThanOrEqual(5000);
    expect(trace.answer).toBe('ok');
  });

  test('a malformed reply (a tool_use without an id) flags the run', async () => {
    const { trace } = await run(makeAnthropic, 'claude-sonnet-4-5', [
      { body: { content: [{ type: 'tool_use', name: 'search_products', input: {} }] } }
    ]);
    expect(trace.harness_error).toBe(
      'model claude-sonnet-4-5: anthropic: malformed reply: content[0] is a tool_use without a name or id'
    );
  });

  test('a model that keeps calling tools stops at the turn limit and says so', async () => {
    const again = { body: antCalls(['x', 'get_product', { id: 'p' }]) };
    provider = await startFakeProvider(Array.from({ length: 3 }, () => again));
    const r = recorder();
    const driver = anthropicDriver({
      apiKey: 'k',
      baseUrl: provider.url,
      maxTurns: 3,
      http: { fetch: fetch as unknown as FetchLike, sleep: r.sleep }
    });
    const trace = await runAgent(driver, {
      model: 'claude-haiku-4-5',
      prompt: 'p',
      surface: buildSurface(served),
      callServer
    });
    expect(trace.calls).toHaveLength(3);
    expect(trace.stopped_early).toBe(true);
  });
});

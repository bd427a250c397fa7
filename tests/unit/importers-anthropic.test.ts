import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTrace } from '#core/trace/importers/index';

const read = (name: string) => readFileSync(new URL(`../../examples/traces/${name}`, import.meta.url), 'utf8');

function ok(result: ReturnType<typeof importTrace>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('Anthropic messages importer', () => {
  it('pairs parallel tool_use blocks with tool_result blocks by id and keeps is_error', () => {
    const r = ok(importTrace(read('anthropic-messages.json')));
    expect(r.format).toBe('anthropic');
    const run = r.trace.runs[0];
    expect(run.calls.map((c) => [c.server, c.tool, c.isError ?? false])).toEqual([
      ['weather', 'get_forecast', false],
      ['brave', 'web_search', true],
      ['brave', 'web_search', false]
    ]);
    expect(run.calls[0].arguments).toEqual({ latitude: 38.7223, longitude: -9.1393, days: 2 });
    expect(run.calls[0].result).toMatch(/^Tomorrow: light rain/);
    expect(run.calls[1].error).toBe('Brave Search API error 429: rate limit exceeded, retry after 2s');
  });

  it('takes the response text as the answer, the response model, and input tokens including cache reads', () => {
    const run = ok(importTrace(read('anthropic-messages.json'))).trace.runs[0];
    expect(run.model).toBe('claude-sonnet-4-5-20250929');
    expect(run.answer).toMatch(/^Tomorrow in Lisbon expect light rain/);
    expect(run.tokens).toEqual({ input: 3154, output: 96, total: 3250 });
    expect(run.stopped_early).toBeUndefined();
  });

  it('reads an array of conversations as several runs, one of them with no tool call', () => {
    const r = ok(importTrace(read('anthropic-conversations.json')));
    expect(r.format).toBe('anthropic');
    expect(r.trace.runs).toHaveLength(2);
    expect(r.trace.runs[0]).toEqual({ calls: [], answer: '17% of 2,340 is 397.8.' });
    expect(r.trace.runs[1]).toMatchObject({
      model: 'claude-haiku-4-5',
      tokens: { input: 640, output: 41, total: 681 }
    });
    expect(r.trace.runs[1].calls).toEqual([
      {
        server: 'filesystem',
        tool: 'list_directory',
        arguments: { path: '/repo' },
        result: '[FILE] package.json\n[FILE] README.md\n[DIR] src\n[DIR] tests'
      }
    ]);
  });

  it('takes the server of an MCP-connector block from server_name', () => {
    const run = ok(
      importTrace({
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [
          { type: 'mcp_tool_use', id: 'mcptoolu_1', name: 'echo', server_name: 'example-mcp', input: { text: 'hi' } },
          {
            type: 'mcp_tool_result',
            tool_use_id: 'mcptoolu_1',
            is_error: false,
            content: [{ type: 'text', text: 'hi' }]
          },
          { type: 'text', text: 'The server echoed hi.' }
        ],
        stop_reason: 'end_turn',
        usage: { input_tokens: 10, output_tokens: 5 }
      })
    ).trace.runs[0];
    expect(run.calls).toEqual([{ server: 'example-mcp', tool: 'echo', arguments: { text: 'hi' }, result: 'hi' }]);
    expect(run.answer).toBe('The server echoed hi.');
  });

  it('flags a stop at max_tokens and an unanswered tool_use as stopped early', () => {
    const cut = ok(
      importTrace({
        type: 'message',
        role: 'assistant',
        content: [{ type: 'text', text: 'The answer is' }],
        stop_reason: 'max_tokens',
        usage: { input_tokens: 1, output_tokens: 1 }
      })
    );
    expect(cut.trace.runs[0].stopped_early).toBe(true);
    const open = ok(
      importTrace(
        [
          { role: 'user', content: 'x' },
          { role: 'assistant', content: [{ type: 'tool_use', id: 't1', name: 'a', input: {} }] }
        ],
        { format: 'anthropic' }
      )
    );
    expect(open.trace.runs[0].stopped_early).toBe(true);
  });

  it('reports a malformed block with its pointer and line:column in the file', () => {
    const text = read('anthropic-messages.json').replace(
      '"tool_use_id": "toolu_01Cm5Nb8Vc2Xz4Lk7Jh9Gf3D"',
      '"tool_use_idx": "toolu_01Cm5Nb8Vc2Xz4Lk7Jh9Gf3D"'
    );
    const r = importTrace(text, { file: 'anthropic.json' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('"tool_use_idx"')) + 1;
    // The missing member falls back to its block, which opens two lines above the bad key.
    expect(r.errors[0]).toMatchObject({
      pointer: '/request/messages/4/content/0/tool_use_id',
      line: line - 2,
      file: 'anthropic.json'
    });
    expect(r.errors[0].message).toContain('tool_use_id');
  });

  it('rejects a system-role message with the expected roles named', () => {
    const r = importTrace({
      messages: [
        { role: 'system', content: 'x' },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'a', content: 'y' }] }
      ]
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toMatchObject({
        pointer: '/messages/0/role',
        expected: "role 'user' or 'assistant' (the system prompt is a top-level field)"
      });
  });
});

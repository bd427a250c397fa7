import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTrace } from '#core/trace/importers/index';

const read = (name: string) => readFileSync(new URL(`../../examples/traces/${name}`, import.meta.url), 'utf8');

function ok(result: ReturnType<typeof importTrace>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('OpenAI chat-completions importer', () => {
  it('pairs parallel tool_calls with tool messages by tool_call_id and splits server__tool names', () => {
    const r = ok(importTrace(read('openai-chat.json')));
    expect(r.format).toBe('openai');
    expect(r.trace.runs).toHaveLength(1);
    const run = r.trace.runs[0];
    expect(run.model).toBe('gpt-4.1-2025-04-14');
    expect(run.calls.map((c) => `${c.server}/${c.tool}`)).toEqual([
      'github/search_issues',
      'filesystem/read_file',
      'filesystem/search_files',
      'filesystem/read_file'
    ]);
    expect(run.calls[0].arguments).toEqual({ q: 'repo:acme/uploader is:issue is:open flaky upload test' });
    expect(run.calls[0].result).toContain('"number":412');
    expect(run.calls[0].isError).toBeUndefined();
  });

  it('marks a tool result starting with "Error" as a failed call, keeping the text as the error', () => {
    const run = ok(importTrace(read('openai-chat.json'))).trace.runs[0];
    expect(run.calls[1]).toMatchObject({
      isError: true,
      error: "Error: ENOENT: no such file or directory, open '/repo/CHANGELOG.md'"
    });
  });

  it('maps usage prompt/completion/total to input/output/total and takes the last assistant text as the answer', () => {
    const run = ok(importTrace(read('openai-chat.json'))).trace.runs[0];
    expect(run.tokens).toEqual({ input: 3184, output: 211, total: 3395 });
    expect(run.answer).toMatch(/^Yes: issue #412/);
    expect(run.stopped_early).toBeUndefined();
  });

  it('reads a JSONL file of conversations as one run per line, including a request/response log and a run with no tool call', () => {
    const r = ok(importTrace(read('openai-conversations.jsonl')));
    expect(r.trace.runs).toHaveLength(3);
    const [tokyo, hello, memory] = r.trace.runs;
    expect(tokyo).toMatchObject({
      model: 'gpt-4o-mini-2024-07-18',
      answer: 'It is 09:14 in Tokyo (JST).',
      tokens: { input: 412, output: 14, total: 426 }
    });
    expect(tokyo.calls).toEqual([
      {
        server: 'time',
        tool: 'get_current_time',
        arguments: { timezone: 'Asia/Tokyo' },
        result: '{"timezone":"Asia/Tokyo","datetime":"2026-11-21T09:14:03+09:00","is_dst":false}'
      }
    ]);
    expect(hello.calls).toEqual([]);
    expect(hello.answer).toBe('Bonjour !');
    expect(memory.calls[0]).toMatchObject({
      tool: 'create_entities',
      isError: true,
      error: 'knowledge graph file is locked'
    });
    expect(memory.calls[1].isError).toBeUndefined();
  });

  it('reads a bare chat.completion response as one run', () => {
    const completion = {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      model: 'gpt-4o',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'search', arguments: '{"q":"x"}' } }]
          }
        }
      ],
      usage: { prompt_tokens: 50, completion_tokens: 9, total_tokens: 59 }
    };
    const run = ok(importTrace(completion)).trace.runs[0];
    expect(run.calls).toEqual([{ tool: 'search', arguments: { q: 'x' } }]);
    // The call was never answered: the log stops mid-task.
    expect(run.stopped_early).toBe(true);
  });

  it('flags finish_reason "length" as stopped early', () => {
    const run = ok(
      importTrace({
        request: { messages: [{ role: 'user', content: 'hi' }] },
        response: {
          object: 'chat.completion',
          choices: [{ message: { role: 'assistant', content: 'Hel' }, finish_reason: 'length' }]
        }
      })
    ).trace.runs[0];
    expect(run.stopped_early).toBe(true);
  });

  it('keeps invalid JSON arguments as the raw string with a positioned warning', () => {
    const text = JSON.stringify(
      {
        messages: [
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c1', type: 'function', function: { name: 'a', arguments: '{"x":' } }]
          }
        ]
      },
      null,
      2
    );
    const r = ok(importTrace(text));
    expect(r.trace.runs[0].calls[0].arguments).toBe('{"x":');
    expect(r.warnings[0]).toMatchObject({
      pointer: '/messages/0/tool_calls/0/function/arguments',
      line: 12,
      column: 13
    });
  });

  it('uses the configured separator, and none when disabled', () => {
    const conv = [
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c', type: 'function', function: { name: 'github-create_issue', arguments: '{}' } }]
      }
    ];
    expect(ok(importTrace(conv, { separator: '-' })).trace.runs[0].calls[0]).toMatchObject({
      server: 'github',
      tool: 'create_issue'
    });
    expect(ok(importTrace(conv)).trace.runs[0].calls[0]).toMatchObject({ tool: 'github-create_issue' });
    expect(ok(importTrace(conv, { separator: false })).trace.runs[0].calls[0].server).toBeUndefined();
  });

  it('pairs legacy function_call with the following function message by name', () => {
    const run = ok(
      importTrace([
        { role: 'user', content: 'weather?' },
        { role: 'assistant', content: null, function_call: { name: 'get_weather', arguments: '{"city":"Oslo"}' } },
        { role: 'function', name: 'get_weather', content: '{"temp_c":3}' },
        { role: 'assistant', content: '3 °C in Oslo.' }
      ])
    ).trace.runs[0];
    expect(run.calls).toEqual([{ tool: 'get_weather', arguments: { city: 'Oslo' }, result: '{"temp_c":3}' }]);
    expect(run.answer).toBe('3 °C in Oslo.');
  });

  it('reports a malformed JSONL line with its line and column', () => {
    const lines = read('openai-conversations.jsonl').split('\n');
    lines.splice(1, 0, '{"messages": [{"role": "user", "content": "hi"}, ]}');
    const r = importTrace(lines.join('\n'), { file: 'runs.jsonl' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]).toMatchObject({ line: 2, column: 50, file: 'runs.jsonl' });
    expect(r.errors[0].message).toContain('JSONL line 2');
  });

  it('reports a structurally malformed entry with its pointer and the position inside its line', () => {
    const bad = '{"messages":[{"role":"user","content":"x"},{"role":"assistant","tool_calls":{"id":"c"}}]}';
    const r = importTrace([read('openai-conversations.jsonl').split('\n')[0], bad].join('\n'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({
      pointer: '/messages/1/tool_calls',
      line: 2,
      column: bad.indexOf('"tool_calls"') + 1
    });
  });

  it('skips malformed entries as warnings when asked to', () => {
    const text = read('openai-conversations.jsonl') + 'not json\n';
    const r = ok(importTrace(text, { skipMalformed: true }));
    expect(r.trace.runs).toHaveLength(3);
    expect(r.warnings.some((w) => w.line === 4 && w.message.startsWith('skipped:'))).toBe(true);
  });

  it('warns about a tool message that answers no call', () => {
    const r = ok(
      importTrace([
        { role: 'tool', tool_call_id: 'nope', content: 'x' },
        { role: 'assistant', content: 'done' }
      ])
    );
    expect(r.warnings[0]).toMatchObject({ pointer: '/0/tool_call_id' });
  });
});

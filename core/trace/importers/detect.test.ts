import { describe, expect, it } from 'vitest';
import { detectEntry, IMPORTERS, importerFor, TRACE_FORMATS } from './detect.ts';
import { importTrace, isJsonLines } from './index.ts';

describe('importer registry', () => {
  it('holds each format once, each with a description', () => {
    expect(IMPORTERS.map((i) => i.format).sort()).toEqual([
      'anthropic',
      'canonical',
      'claude-code',
      'mcp-jsonrpc',
      'openai',
      'openai-responses'
    ]);
    for (const i of IMPORTERS) expect(i.describe.length).toBeGreaterThan(10);
  });

  it('TRACE_FORMATS is the importer list: each format once, each filed under its own format, detection order a permutation of it', () => {
    expect([...TRACE_FORMATS].sort()).toEqual(IMPORTERS.map((i) => i.format).sort());
    expect(new Set(TRACE_FORMATS).size).toBe(TRACE_FORMATS.length);
    for (const f of TRACE_FORMATS) expect(importerFor(f).format).toBe(f);
    expect(TRACE_FORMATS).toEqual([
      'openai',
      'openai-responses',
      'anthropic',
      'claude-code',
      'mcp-jsonrpc',
      'canonical'
    ]);
  });
});

describe('detectEntry', () => {
  it.each([
    ['a JSON-RPC message', { jsonrpc: '2.0', id: 1, method: 'tools/call' }, 'mcp-jsonrpc', true],
    [
      'a wrapped JSON-RPC message',
      [{ direction: 'out', message: { jsonrpc: '2.0', id: 1, method: 'x' } }],
      'mcp-jsonrpc',
      true
    ],
    ['a canonical trace', { runs: [{ calls: [] }] }, 'canonical', true],
    ['a single canonical run', { calls: [{ tool: 'a' }] }, 'canonical', true],
    ['OpenAI tool_calls', [{ role: 'assistant', tool_calls: [] }], 'openai', true],
    ['an OpenAI completion', { object: 'chat.completion', choices: [] }, 'openai', true],
    [
      'Anthropic tool_use',
      { messages: [{ role: 'assistant', content: [{ type: 'tool_use', id: 'x', name: 'a', input: {} }] }] },
      'anthropic',
      true
    ],
    ['an Anthropic response', { type: 'message', role: 'assistant', content: [] }, 'anthropic', true],
    [
      'a Claude Code transcript line',
      { type: 'assistant', sessionId: 's', message: { role: 'assistant', content: [] } },
      'claude-code',
      true
    ],
    ['a Claude Code summary line', { type: 'summary', summary: 'x', leafUuid: 'u' }, 'claude-code', true],
    ['a Responses API response', { object: 'response', output: [] }, 'openai-responses', true],
    [
      'Responses API input items',
      {
        input: [
          { role: 'user', content: 'x' },
          { type: 'function_call', call_id: 'c', name: 'a', arguments: '{}' }
        ]
      },
      'openai-responses',
      true
    ],
    [
      'a list of conversations, the second distinctive',
      [[{ role: 'user', content: 'a' }], [{ role: 'tool', tool_call_id: 'x', content: '' }]],
      'openai',
      true
    ],
    [
      'plain chat with no tools',
      [
        { role: 'user', content: 'a' },
        { role: 'assistant', content: 'b' }
      ],
      'openai',
      false
    ]
  ])('recognises %s', (_label, value, format, certain) => {
    expect(detectEntry(value)).toEqual({ format, certain });
  });

  it('recognises nothing in an unrelated value', () => {
    expect(detectEntry({ hello: 'world' })).toBeUndefined();
    const r = importTrace({ hello: 'world' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].expected).toContain('a Claude Code transcript');
  });
});

describe('importTrace text handling', () => {
  it('treats text as JSONL only when its first line is a whole JSON value and more lines follow', () => {
    expect(isJsonLines('{"a":1}\n{"a":2}\n')).toBe(true);
    expect(isJsonLines('{"a":1}\n')).toBe(false);
    expect(isJsonLines('{\n  "a": 1\n}\n')).toBe(false);
    expect(isJsonLines('[\n{"a":1}\n]')).toBe(false);
  });

  it('passes a canonical YAML trace through', () => {
    const r = importTrace('runs:\n  - calls:\n      - tool: search\n        arguments: { q: x }\n');
    expect(r).toMatchObject({
      ok: true,
      format: 'canonical',
      trace: { runs: [{ calls: [{ tool: 'search', arguments: { q: 'x' } }] }] }
    });
  });

  it('reports invalid JSON with the parser position', () => {
    const r = importTrace('{\n  "messages": [1,\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ line: 3, column: 1 });
  });

  it('refuses an input with nothing to import', () => {
    expect(importTrace('[]').ok).toBe(false);
  });
});

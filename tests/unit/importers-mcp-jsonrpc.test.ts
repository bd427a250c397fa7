import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTrace } from '#core/trace/importers/index';
import { NO_RESPONSE } from '#core/trace/importers/mcp-jsonrpc';

const read = (name: string) => readFileSync(new URL(`../../examples/traces/${name}`, import.meta.url), 'utf8');

function ok(result: ReturnType<typeof importTrace>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('MCP JSON-RPC transcript importer', () => {
  it('pairs tools/call requests with responses by id, even when parallel calls are answered out of order', () => {
    const r = ok(importTrace(read('mcp-jsonrpc-filesystem.jsonl')));
    expect(r.format).toBe('mcp-jsonrpc');
    const run = r.trace.runs[0];
    expect(run.calls.map((c) => c.tool)).toEqual([
      'list_directory',
      'get_file_info',
      'read_text_file',
      'search_files',
      'search_files'
    ]);
    expect(run.calls[0].result).toEqual({
      content: [{ type: 'text', text: '[FILE] package.json\n[DIR] src\n[DIR] static' }]
    });
    expect((run.calls[1].result as { content: Array<{ text: string }> }).content[0].text).toMatch(/^size: 1284/);
  });

  it('counts both an isError result and a JSON-RPC error as errors', () => {
    const run = ok(importTrace(read('mcp-jsonrpc-filesystem.jsonl'))).trace.runs[0];
    expect(run.calls[2]).toMatchObject({
      isError: true,
      error: 'Error: Access denied - path outside allowed directories: /etc/shadow not in /projects'
    });
    expect(run.calls[3]).toMatchObject({
      isError: true,
      error: 'Invalid arguments for tool search_files: pattern: Required (JSON-RPC -32602)'
    });
    expect(run.calls[4].isError).toBeUndefined();
  });

  it('takes the preceding tools/list response as the surface and serverInfo as the server', () => {
    const run = ok(importTrace(read('mcp-jsonrpc-filesystem.jsonl'))).trace.runs[0];
    expect((run.surface as Array<{ name: string }>).map((t) => t.name)).toEqual([
      'read_text_file',
      'list_directory',
      'search_files',
      'get_file_info'
    ]);
    expect(run.server).toBe('filesystem');
  });

  it('starts a new run at each initialize, so ids reused across sessions pair within their session', () => {
    const text = read('mcp-jsonrpc-filesystem.jsonl') + read('mcp-jsonrpc-filesystem.jsonl');
    const r = ok(importTrace(text));
    expect(r.trace.runs).toHaveLength(2);
    expect(r.trace.runs[1].calls).toHaveLength(5);
    expect(r.trace.runs[1].calls[0].result).toBeDefined();
  });

  it('reads a JSON array transcript and proxy-wrapped messages', () => {
    const messages = [
      {
        direction: 'outgoing',
        message: { jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'echo', arguments: { text: 'x' } } }
      },
      {
        direction: 'incoming',
        message: { jsonrpc: '2.0', id: 'a', result: { content: [{ type: 'text', text: 'x' }] } }
      }
    ];
    const run = ok(importTrace(JSON.stringify(messages))).trace.runs[0];
    expect(run.calls).toEqual([
      { tool: 'echo', arguments: { text: 'x' }, result: { content: [{ type: 'text', text: 'x' }] } }
    ]);
  });

  it('marks a call that never got a response as a harness error, with a warning at the request', () => {
    const text = [
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"fetch","arguments":{"url":"https://example.com"}}}',
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"fetch","arguments":{"url":"https://example.org"}}}',
      '{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"<html>"}]}}'
    ].join('\n');
    const r = ok(importTrace(text));
    expect(r.trace.runs[0].calls[1]).toMatchObject({ isError: true, error: NO_RESPONSE });
    expect(r.trace.runs[0].harness_error).toBe(NO_RESPONSE);
    expect(r.warnings[0]).toMatchObject({ line: 2, column: 1, message: NO_RESPONSE });
  });

  it('reports a malformed message with its JSONL line and the column of the bad member', () => {
    const lines = read('mcp-jsonrpc-filesystem.jsonl').trimEnd().split('\n');
    lines[5] = '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"arguments":{"path":"/projects/site"}}}';
    const r = importTrace(lines.join('\n'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      expect.objectContaining({
        pointer: '/params/name',
        line: 6,
        column: lines[5].indexOf('"params"') + 1,
        expected: 'the tool name as a non-empty string'
      })
    ]);
  });

  it('reports a line that is not JSON-RPC at all', () => {
    const r = importTrace('{"jsonrpc":"2.0","id":1,"method":"ping"}\n{"hello":"world"}\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ line: 2, column: 1, pointer: '' });
  });
});

describe('MCP JSON-RPC sessions without calls', () => {
  it('keeps a session that only listed tools as a run with a surface and no calls', () => {
    const text = read('mcp-jsonrpc-filesystem.jsonl').split('\n').slice(0, 5).join('\n');
    const r = ok(importTrace(text));
    expect(r.trace.runs).toHaveLength(1);
    expect(r.trace.runs[0].calls).toEqual([]);
    expect(r.trace.runs[0].surface).toHaveLength(4);
  });
});

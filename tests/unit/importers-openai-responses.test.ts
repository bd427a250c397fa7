import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTrace } from '#core/trace/importers/index';

const read = (name: string) => readFileSync(new URL(`../../examples/traces/${name}`, import.meta.url), 'utf8');

function ok(result: ReturnType<typeof importTrace>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('OpenAI Responses API importer', () => {
  it('reads remote MCP calls with their server label, output and error', () => {
    const r = ok(importTrace(read('openai-responses-mcp.json')));
    expect(r.format).toBe('openai-responses');
    expect(r.trace.runs).toHaveLength(2);
    const run = r.trace.runs[0];
    expect(run.calls).toEqual([
      {
        server: 'deepwiki',
        tool: 'ask_question',
        arguments: {
          repoName: 'modelcontextprotocol/modelcontextprotocol',
          question: 'Which transports does the spec define?'
        },
        isError: true,
        error: 'Error retrieving tool result from MCP server: upstream timed out'
      },
      {
        server: 'deepwiki',
        tool: 'read_wiki_structure',
        arguments: { repoName: 'modelcontextprotocol/modelcontextprotocol' },
        result: expect.stringContaining('Streamable HTTP')
      }
    ]);
    expect(run).toMatchObject({
      model: 'gpt-4.1-2025-04-14',
      answer: 'The MCP specification defines two standard transports: stdio and Streamable HTTP.',
      tokens: { input: 1540, output: 96, total: 1636 }
    });
  });

  it('takes mcp_list_tools as the surface, with input_schema read as inputSchema', () => {
    const surface = ok(importTrace(read('openai-responses-mcp.json'))).trace.runs[0].surface as Array<{
      name: string;
      inputSchema: { required: string[] };
    }>;
    expect(surface.map((t) => t.name)).toEqual(['read_wiki_structure', 'read_wiki_contents', 'ask_question']);
    expect(surface[2].inputSchema.required).toEqual(['repoName', 'question']);
  });

  it('pairs parallel function calls with their outputs by call_id, in any order', () => {
    const run = ok(importTrace(read('openai-responses-mcp.json'))).trace.runs[1];
    expect(
      run.calls.map((c) => [
        c.server,
        c.tool,
        (c.arguments as { to: string }).to,
        JSON.parse(c.result as string).result
      ])
    ).toEqual([
      ['currency', 'convert', 'USD', 289.75],
      ['currency', 'convert', 'JPY', 44012.5]
    ]);
    expect(run).toMatchObject({
      model: 'gpt-4.1-mini-2025-04-14',
      answer: '250 EUR is about 289.75 USD and 44,012.50 JPY.',
      tokens: { input: 312, output: 21, total: 333 }
    });
    expect(run.stopped_early).toBeUndefined();
  });

  it('reads a response with no tool call, and flags an incomplete one as stopped early', () => {
    const r = ok(
      importTrace({
        object: 'response',
        status: 'incomplete',
        model: 'gpt-4.1',
        output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'The answer is' }] }]
      })
    );
    expect(r.trace.runs[0]).toEqual({ model: 'gpt-4.1', calls: [], answer: 'The answer is', stopped_early: true });
  });

  it('reports a malformed item with its pointer and line:column', () => {
    const text = read('openai-responses-mcp.json').replace(
      '"name": "read_wiki_structure",\n        "output"',
      '"output"'
    );
    expect(text).not.toBe(read('openai-responses-mcp.json'));
    const r = importTrace(text, { file: 'responses.json' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const line = text.split('\n').findIndex((l) => l.includes('"id": "mcp_682d438a')) + 1;
    expect(r.errors[0]).toMatchObject({
      pointer: '/0/output/2/name',
      line: line - 1,
      column: 7,
      file: 'responses.json'
    });
  });
});

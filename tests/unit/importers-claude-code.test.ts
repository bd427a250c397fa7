import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importTrace } from '#core/trace/importers/index';

const read = (name: string) => readFileSync(new URL(`../../examples/traces/${name}`, import.meta.url), 'utf8');

function ok(result: ReturnType<typeof importTrace>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

describe('Claude Code session transcript importer', () => {
  it('makes one run per session, skipping summary and system lines', () => {
    const r = ok(importTrace(read('anthropic-claude-code-session.jsonl')));
    expect(r.format).toBe('claude-code');
    expect(r.trace.runs.map((run) => run.session)).toEqual([
      '3f9a6c1e-7b2d-4e8a-9c5f-1d2e3f4a5b6c',
      '8b7c6d5e-4f3a-4b2c-9d1e-0f9e8d7c6b5a'
    ]);
  });

  it('splits mcp__server__tool names, keeps built-in tools bare, and pairs parallel calls written on separate lines', () => {
    const run = ok(importTrace(read('anthropic-claude-code-session.jsonl'))).trace.runs[0];
    expect(run.calls.map((c) => [c.server, c.tool, c.isError ?? false])).toEqual([
      ['github', 'search_issues', false],
      [undefined, 'Bash', true]
    ]);
    expect(run.calls[0].result).toContain('"number":419');
    expect(run.calls[1].error).toMatch(/^FAIL tests\/upload-resume.test.ts/);
  });

  it('counts the usage of a response written over several lines once', () => {
    const run = ok(importTrace(read('anthropic-claude-code-session.jsonl'))).trace.runs[0];
    // msg 1 (three lines): 4 + 5120 + 11264 in, 187 out; msg 2: 6 + 804 + 16384 in, 142 out.
    expect(run.tokens).toEqual({ input: 33582, output: 329, total: 33911 });
    expect(run.model).toBe('claude-sonnet-4-5-20250929');
    expect(run.answer).toMatch(/^Two open bugs: #412/);
  });

  it('reads a session with no tool call', () => {
    const run = ok(importTrace(read('anthropic-claude-code-session.jsonl'))).trace.runs[1];
    expect(run).toMatchObject({
      calls: [],
      model: 'claude-haiku-4-5-20251001',
      answer: expect.stringMatching(/^It replays the commits/)
    });
    expect(run.stopped_early).toBeUndefined();
  });

  it('reports a malformed event with its line and the column of the bad member', () => {
    const lines = read('anthropic-claude-code-session.jsonl').trimEnd().split('\n');
    lines[3] = lines[3].replace('"name":"mcp__github__search_issues"', '"name":""');
    expect(lines[3]).toContain('"name":""');
    const r = importTrace(lines.join('\n'), { file: 'session.jsonl' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0]).toMatchObject({
      pointer: '/message/content/0',
      line: 4,
      column: lines[3].indexOf('{"type":"tool_use"') + 1,
      file: 'session.jsonl'
    });
  });
});

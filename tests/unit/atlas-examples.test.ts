/** Every example trace format, imported and scored against its task in examples/atlas. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAtlasTasksText } from '#core/atlas/task';
import { scoreAtlas, scoreAtlasRun } from '#core/atlas/score';
import { importTrace } from '#core/trace/importers/index';
import { createCommandJudge } from '../../src/node/judge/command-judge.ts';

const file = (path: string) => readFileSync(new URL(`../../examples/${path}`, import.meta.url), 'utf8');
const tasksResult = parseAtlasTasksText(file('atlas/trace-examples.tasks.json'));
if (!tasksResult.ok) throw new Error(JSON.stringify(tasksResult.errors));
const tasks = new Map(tasksResult.tasks.map((t) => [t.task_id, t]));
const runOf = (path: string) => {
  const r = importTrace(file(path));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.trace.runs[0];
};

describe('example traces scored end to end', () => {
  it('OpenAI: release-notes-001 passes with every claim fulfilled, one grounded in a tool output', async () => {
    const r = await scoreAtlasRun(tasks.get('release-notes-001')!, runOf('traces/openai-chat.json'), 0);
    expect(r.claims.map((c) => c.score)).toEqual([1, 1, 1]);
    expect(r).toMatchObject({ status: 'passed', coverage: 1 });
    expect(r.discovery).toMatchObject({
      recall: 1,
      precision: 1,
      called: ['github_search_issues', 'filesystem_read_file', 'filesystem_search_files']
    });
  });

  it('Anthropic: lisbon-trip-001 is undecided without a judge and passes with the keyword judge', async () => {
    const task = tasks.get('lisbon-trip-001')!;
    const run = runOf('traces/anthropic-messages.json');
    const alone = await scoreAtlasRun(task, run, 0);
    expect(alone.claims.map((c) => c.score)).toEqual([1, 1, null]);
    expect(alone).toMatchObject({ status: 'undecided', coverage: 2 / 3, coverage_max: 1, unscored: 1 });
    const judge = createCommandJudge({
      command: process.execPath,
      args: [new URL('../fixtures/judge/keyword-judge.mjs', import.meta.url).pathname]
    });
    const judged = await scoreAtlasRun(task, run, 0, { judge });
    // The answer says "strike", not "strikes": three of the four long words, so the keyword judge gives half.
    expect(judged.claims[2]).toMatchObject({ score: 0.5, by: 'judge' });
    expect(judged).toMatchObject({ status: 'passed', coverage: 2.5 / 3 });
  });

  it('MCP JSON-RPC: fs-svelte-001 passes from tool outputs alone (a transcript has no answer text)', async () => {
    const r = await scoreAtlasRun(tasks.get('fs-svelte-001')!, runOf('traces/mcp-jsonrpc-filesystem.jsonl'), 0);
    expect(r.claims.map((c) => c.score)).toEqual([1, 1, 1]);
    expect(r.status).toBe('passed');
    expect(r.discovery).toMatchObject({ recall: 1, precision: 0.5, extra_tools: ['list_directory', 'read_text_file'] });
  });

  it('OpenAI Responses: mcp-transports-001 passes; the failed remote MCP call still counts as discovery', async () => {
    const r = await scoreAtlasRun(tasks.get('mcp-transports-001')!, runOf('traces/openai-responses-mcp.json'), 0);
    expect(r.claims.map((c) => c.score)).toEqual([1, 1]);
    expect(r.status).toBe('passed');
    expect(r.discovery).toMatchObject({
      recall: 1,
      precision: 0.5,
      called: ['deepwiki_ask_question', 'deepwiki_read_wiki_structure']
    });
  });

  it('Claude Code: uploader-bugs-001 passes; the failing test run is a tool error, not a harness error', async () => {
    const r = await scoreAtlasRun(
      tasks.get('uploader-bugs-001')!,
      runOf('traces/anthropic-claude-code-session.jsonl'),
      0
    );
    expect(r.claims.map((c) => c.score)).toEqual([1, 1, 1]);
    expect(r).toMatchObject({
      status: 'passed',
      discovery: { precision: 1, recall: 1, called: ['github_search_issues', 'Bash'] }
    });
  });

  it('MCP JSON-RPC: a transcript cut off mid-call is excluded as a harness error', async () => {
    const lines = file('traces/mcp-jsonrpc-filesystem.jsonl').trimEnd().split('\n');
    const r = importTrace(lines.slice(0, -1).join('\n'));
    if (!r.ok) throw new Error('import failed');
    const report = await scoreAtlas([tasks.get('fs-svelte-001')!], r.trace);
    expect(report.results[0].status).toBe('excluded');
    expect(report.overall.excluded).toBe(1);
  });

  it('a run naming no task among several is reported, not guessed', async () => {
    const report = await scoreAtlas([...tasks.values()], { runs: [runOf('traces/openai-chat.json')] });
    expect(report.results).toEqual([]);
    expect(report.diagnostics[0]).toMatchObject({
      pointer: '/runs/0',
      message: 'run 0 names no task_id, and there are 5 tasks'
    });
  });
});

describe('multi-conversation example files scored end to end', () => {
  const conversationTasks = parseAtlasTasksText(file('atlas/conversations.tasks.json'));
  if (!conversationTasks.ok) throw new Error(JSON.stringify(conversationTasks.errors));
  const all = conversationTasks.tasks;

  it('scores each line of an OpenAI JSONL file against the task it names, the no-tool conversation included', async () => {
    const r = importTrace(file('traces/openai-conversations.jsonl'));
    if (!r.ok) throw new Error('import failed');
    const report = await scoreAtlas(all, r.trace);
    expect(report.results.map((x) => [x.task_id, x.status, x.coverage])).toEqual([
      ['tokyo-time-001', 'passed', 1],
      // Claims decide, not the path: the answer is right though no tool was called...
      ['hello-fr-001', 'passed', 1],
      ['teal-memory-001', 'passed', 1]
    ]);
    // ...and discovery shows the missing tool.
    expect(report.results[1].discovery).toMatchObject({ precision: 0, recall: 0, called: [] });
    expect(report.results[2].discovery).toMatchObject({
      precision: 0.5,
      recall: 1,
      extra_tools: ['memory_create_entities']
    });
    expect(report.strata.map((s) => [s.name, s.runs, s.pass_rate])).toEqual([
      ['Basic', 2, 1],
      ['Productivity', 1, 1]
    ]);
    expect(report.failures).toEqual([]);
  });

  it('scores an Anthropic conversation list, reporting the run that names no task', async () => {
    const r = importTrace(file('traces/anthropic-conversations.json'));
    if (!r.ok) throw new Error('import failed');
    const report = await scoreAtlas(all, r.trace);
    expect(report.diagnostics).toEqual([
      expect.objectContaining({ pointer: '/runs/0', message: 'run 0 names no task_id, and there are 4 tasks' })
    ]);
    expect(report.results).toHaveLength(1);
    // Two of three claims: 0.667 < 0.75. Every call succeeded and every claim was attempted
    // except LICENSE, which the listing never had: fewer claims attempted than declared.
    expect(report.results[0]).toMatchObject({
      task_id: 'repo-root-001',
      status: 'failed',
      fulfilled: 2,
      missed: 1,
      failure_class: 'task_understanding'
    });
    expect(report.failures[1]).toEqual({ category: 'task_understanding', count: 1, percent: 100 });
  });
});

/**
 * `toolgauge diff snapshot.json --stdio CMD`: the committed snapshot against what a server lists
 * now, over real stdio, with the project's own mock as the server (and the same through a client
 * config entry picked with --server).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { shellSplit } from '../../core/source/shell-split.ts';
import { liveChildren } from '../../src/node/process/children.ts';
import { resolveSelf } from '../../src/node/process/self.ts';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

const dir = tempDir('tg-diff-live-');
const at = (name: string, body: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, body);
  return file;
};
const SNAPSHOT = at(
  'tools.json',
  JSON.stringify({
    tools: [
      {
        name: 'search',
        description: 'Search issues by keyword. Returns matching issues.',
        inputSchema: {
          type: 'object',
          properties: { q: { type: 'string' }, state: { type: 'string', enum: ['open', 'closed', 'all'] } },
          required: ['q']
        },
        annotations: { readOnlyHint: true }
      },
      {
        name: 'close_issue',
        description: 'Close an issue by number.',
        inputSchema: { type: 'object', properties: { number: { type: 'integer' } }, required: ['number'] }
      }
    ]
  })
);
/** The server now: `state` lost "all" (breaking), and a new optional `page` (additive). */
const MANIFEST = at(
  'mock.yml',
  `mock_server:
  name: issues
  tools:
    - name: search
      description: Search issues by keyword. Returns matching issues.
      input_schema:
        type: object
        properties:
          q: { type: string }
          state: { type: string, enum: [open, closed] }
          page: { type: integer }
        required: [q]
      annotations: { readOnlyHint: true }
    - name: close_issue
      description: Close an issue by number.
      input_schema: { type: object, properties: { number: { type: integer } }, required: [number] }
`
);
const MOCK = `toolgauge mock --tools-from ${MANIFEST}`;

describe('diff against a live server', { timeout: 120_000 }, () => {
  it('--stdio: compares the snapshot with what the mock lists now; --fail-on breaking fails on the narrowed enum', async () => {
    const r = await runCli(['diff', SNAPSHOT, '--stdio', MOCK, '--json', '--fail-on', 'breaking']);
    expect(r.stderr).toMatch(/^ok {6}\S+ {2}\(stdio, issues 1\.0\.0, 2 tools, \d+ ms\)$/m);
    expect(r.code).toBe(1);
    const d = JSON.parse(r.stdout);
    expect(d.head).toBe(MOCK);
    expect(d.impact).toBe('breaking');
    expect(d.tools.map((t: { id: string; impact: string }) => [t.id, t.impact])).toEqual([
      ['search', 'breaking'],
      ['close_issue', 'none']
    ]);
    expect(d.tools[0].reasons).toEqual([
      'argument "state"\'s enum dropped "all": calls with those values fail',
      'new optional argument "page"'
    ]);
    expect(d.gate).toEqual(['fail: 1 breaking change (--fail-on breaking)']);
    expect(liveChildren()).toEqual([]);
  });

  it('--client-config with --server: the same server through a client config entry', async () => {
    const self = resolveSelf(['toolgauge', 'mock', '--tools-from', MANIFEST]);
    const config = at(
      'mcp.json',
      JSON.stringify({ mcpServers: { issues: { command: self.command, args: self.args } } })
    );
    const r = await runCli(['diff', SNAPSHOT, '--client-config', config, '--server', 'issues', '--fail-on', 'risky']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe(`toolgauge diff: ${SNAPSHOT} -> ${config} issues`);
    expect(r.stdout).toContain('impact    breaking (1 breaking)');
  });

  it('a snapshot saved from the server passes --fail-on risky (impact none); a server that cannot start is exit 2', async () => {
    const saved = path.join(dir, 'saved.json');
    expect((await runCli(['lint', '--stdio', MOCK, '--save', saved, '--fail-on', 'none', '--json'])).code).toBe(0);
    const same = await runCli(['diff', saved, '--stdio', MOCK, '--fail-on', 'risky']);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('impact    none');
    expect(same.stdout).toContain('gate      pass: no breaking or risky change (--fail-on risky)');
    const broken = await runCli([
      'diff',
      saved,
      '--stdio',
      `toolgauge mock --tools-from ${path.join(dir, 'missing.yml')}`
    ]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/initialize \(the MCP handshake\) failed/);
  });

  it('refuses a live server with two catalogs, or with none, naming what it takes', async () => {
    const two = await runCli(['diff', SNAPSHOT, SNAPSHOT, '--stdio', MOCK]);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('diff with a live server takes one catalog, the snapshot to compare it with (got 2)');
    const both = await runCli(['diff', SNAPSHOT, '--stdio', MOCK, '--url', 'http://127.0.0.1:1/mcp']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('pass one of --stdio, --url, --client-config');
  });
});

describe('examples/ci/surface-diff.yml', { timeout: 120_000 }, () => {
  it('its diff step, run as written with the mock as the server, writes the Markdown and records exit 1 on a breaking change', async () => {
    const wf = parse(readFileSync(path.join(REPO, 'examples/ci/surface-diff.yml'), 'utf8')) as {
      jobs: { surface: { steps: Array<{ id?: string; run?: string }> } };
    };
    const step = wf.jobs.surface.steps.find((s) => s.id === 'diff');
    const line = step?.run?.split('\n').find((l) => l.startsWith('npx toolgauge diff')) ?? '';
    const cwd = tempDir('tg-surface-ci-');
    copyFileSync(SNAPSHOT, path.join(cwd, 'tools.json'));
    const runnerTemp = tempDir('tg-runner-temp-');
    const split = shellSplit(line.replace('$RUNNER_TEMP', runnerTemp).replace('node dist/index.js', MOCK));
    if (!split.ok) throw new Error(split.message);
    expect(split.words.slice(0, 3)).toEqual(['npx', 'toolgauge', 'diff']);
    const r = await runCli(split.words.slice(2), { cwd });
    expect(r.code).toBe(1);
    const md = readFileSync(path.join(runnerTemp, 'surface.md'), 'utf8');
    expect(md).toContain('**Impact: breaking (1 breaking)**');
    expect(md).toContain('### Breaking (1)');
  });
});

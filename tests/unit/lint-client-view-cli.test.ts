/** `lint --client NAME`: the surface as that client sends it, after the report (text) or as client_view (JSON). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli } from './helpers/cli.ts';

const LONG = path.join(REPO, 'tests/fixtures/instructions/long.json');

describe('lint --client', () => {
  it('text: the view after the report, with its sources', async () => {
    const r = await runCli(['lint', LONG, '--client', 'claude-code']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('── as claude-code sends it: 1 of 1 tool sent ──');
    expect(r.stdout).toContain('get_weather is sent as mcp__server__get_weather');
    expect(r.stdout).toMatch(/cut {6}instructions \/instructions: keeps 2048 characters, loses \d+/);
    expect(r.stdout).toContain('source: https://code.claude.com/docs/en/mcp');
  });
  it('JSON: a client_view object beside the report', async () => {
    const r = await runCli(['lint', LONG, '--client', 'cursor', '--json']);
    const json = JSON.parse(r.stdout);
    expect(json.client_view).toMatchObject({
      client: 'cursor',
      sent: 1,
      dropped: 0,
      tools: [{ id: 'get_weather', sent: 'get_weather', cut: 0 }]
    });
    expect(json.summary.tools).toBe(1);
  });
  it('a client with no documented limits is a usage error naming those that have them', async () => {
    const r = await runCli(['lint', LONG, '--client', 'gemini']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('claude-code, cursor, vscode');
  });
});

/**
 * `lint --client` names the server as the user configures it (issue 42 item 2): --server-name,
 * the key of a client config or a bundle; serverInfo.name ("Notion API", with a space) is only a
 * guess, said as one, and nothing is called dropped from a guess. The view and the CMP rules agree.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

const LONG = 'API-retrieve-a-page-property-item-with-pagination-support';
const tool = (name: string) => ({
  name,
  description: 'Retrieve one property item of a page. Returns the item.',
  inputSchema: { type: 'object', properties: { page_id: { type: 'string', description: 'The page id.' } } }
});
const notion = {
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'Notion API', version: '1.0.0' },
  tools: Array.from({ length: 23 }, (_, i) => tool(`API-tool-${i}`)).concat(tool(LONG))
};

function file(name: string, value: unknown): string {
  const f = path.join(tempDir('tg-client-name-'), name);
  writeFileSync(f, JSON.stringify(value));
  return f;
}

interface View {
  server: string;
  server_source: string;
  serverNamed: boolean;
  sent: number;
  dropped: number;
  would_drop: number;
  tools: Array<{ id: string; sent: string; dropped?: string; would_drop?: string }>;
}
const cmp = (json: { tools: Array<{ name: string; findings: Array<{ rule: string }> }> }) =>
  json.tools
    .filter((t) => t.findings.some((f) => f.rule.startsWith('CMP-') || f.rule === 'MCP-001'))
    .map((t) => t.name);

describe('lint --client: the server name as configured', () => {
  it('serverInfo.name with a space is a guess: said so, no tool called dropped, --server-name named', async () => {
    const f = file('notion.json', notion);
    const r = await runCli(['lint', f, '--client', 'claude-code']);
    expect(r.stdout).toContain('── as claude-code sends it: 24 of 24 tools sent ──');
    expect(r.stdout).toContain(
      'server name: "Notion API" is assumed from serverInfo.name; Claude Code uses the name you configure (claude mcp add NAME): pass --server-name NAME'
    );
    expect(r.stdout).not.toMatch(/\bdropped\b(?! under)/);
    const json = JSON.parse((await runCli(['lint', f, '--client', 'claude-code', '--json'])).stdout);
    const view = json.client_view as View;
    expect(view).toMatchObject({ server: 'Notion API', server_source: 'serverInfo.name', serverNamed: false });
    expect([view.sent, view.dropped, view.would_drop]).toEqual([24, 0, 1]);
  });

  it('--server-name names the prefix; the view drops exactly the tools the rules flag', async () => {
    const f = file('notion.json', notion);
    const r = await runCli(['lint', f, '--client', 'claude-code', '--server-name', 'notion', '--json']);
    const json = JSON.parse(r.stdout);
    const view = json.client_view as View;
    expect(view).toMatchObject({ server: 'notion', server_source: '--server-name', serverNamed: true, dropped: 1 });
    expect(view.tools[0].sent).toBe('mcp__notion__API-tool-0');
    expect(view.tools.filter((t) => t.dropped).map((t) => t.id)).toEqual(cmp(json));
    const text = await runCli(['lint', f, '--client', 'claude-code', '--server-name', 'notion']);
    expect(text.stdout).toContain('server name: "notion" (from --server-name)');
    expect(text.stdout).toContain('── as claude-code sends it: 23 of 24 tools sent, 1 dropped ──');
  });

  it("a {servers} bundle prefixes with its keys and says so (no 'no server name')", async () => {
    const f = file('bundle.json', {
      servers: { notion: { tools: [tool('search')] }, github: { tools: [tool('get_issue')] } }
    });
    const r = await runCli(['lint', f, '--client', 'claude-code']);
    expect(r.stdout).toContain('server names: the bundle\'s keys ("notion", "github")');
    expect(r.stdout).not.toContain('no server name');
    const view = JSON.parse((await runCli(['lint', f, '--client', 'claude-code', '--json'])).stdout)
      .client_view as View;
    expect(view).toMatchObject({ server_source: 'bundle key', serverNamed: true });
    expect(view.tools.map((t) => t.sent)).toEqual(['mcp__notion__search', 'mcp__github__get_issue']);
  });

  it("a client config's key is the server name", async () => {
    const dir = tempDir('tg-client-config-');
    writeFileSync(
      path.join(dir, '.mcp.json'),
      JSON.stringify({
        mcpServers: {
          'my-files': {
            command: process.execPath,
            args: [path.join(REPO, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js'), dir]
          }
        }
      })
    );
    const r = await runCli(
      ['lint', '--client-config', '.mcp.json', '--client', 'claude-code', '--trust', '--fail-on', 'none'],
      {
        cwd: dir
      }
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('server name: "my-files" (the config\'s key)');
    expect(r.stdout).toMatch(/is sent as mcp__my-files__/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseClientConfig, redactor, stripJsonComments, type ClientKind } from './client-config.ts';

const ctx = {
  env: { TOKEN: 'tok-123456', HOME_DIR: '/home/u', TOOLGAUGE_INPUT_API_KEY: 'input-secret-99' },
  workspaceFolder: '/w/proj',
  userHome: '/home/u'
};

function one(config: unknown, file: string, kind?: ClientKind) {
  const r = parseClientConfig(JSON.stringify(config), file, ctx, kind);
  if (!r.ok) throw new Error(r.errors[0].message);
  return r.config;
}

describe('client configs: each client expands the references it documents, and only those', () => {
  const table: Array<{ file: string; kind: ClientKind; value: string; expected: string }> = [
    { file: '.mcp.json', kind: 'claude-code', value: 'Bearer ${TOKEN}', expected: 'Bearer tok-123456' },
    { file: '.mcp.json', kind: 'claude-code', value: '${MISSING:-fallback}', expected: 'fallback' },
    { file: '.mcp.json', kind: 'claude-code', value: '${env:TOKEN}', expected: '${env:TOKEN}' },
    { file: 'claude_desktop_config.json', kind: 'claude-desktop', value: '${TOKEN}', expected: '${TOKEN}' },
    {
      file: '/w/proj/.cursor/mcp.json',
      kind: 'cursor',
      value: '${env:TOKEN}@${workspaceFolder}',
      expected: 'tok-123456@/w/proj'
    },
    { file: '/w/proj/.cursor/mcp.json', kind: 'cursor', value: '${TOKEN}', expected: '${TOKEN}' },
    { file: 'mcp_config.json', kind: 'windsurf', value: '${env:TOKEN}', expected: 'tok-123456' },
    {
      file: '/w/proj/.gemini/settings.json',
      kind: 'gemini',
      value: '$TOKEN and ${TOKEN}',
      expected: 'tok-123456 and tok-123456'
    }
  ];
  for (const row of table) {
    it(`${row.kind}: ${row.value} -> ${row.expected}`, () => {
      const c = one({ mcpServers: { s: { command: 'srv', args: [row.value] } } }, row.file);
      expect(c.kind).toBe(row.kind);
      expect(c.servers[0].spec?.stdio?.args).toEqual([row.expected]);
    });
  }

  it('vscode: servers + inputs; ${input:id} comes from TOOLGAUGE_INPUT_<ID>, and its value is a secret', () => {
    const c = one(
      {
        inputs: [{ type: 'promptString', id: 'api-key', password: true }],
        servers: {
          gh: { type: 'http', url: 'https://x.test/mcp', headers: { Authorization: 'Bearer ${input:api-key}' } }
        }
      },
      '/w/proj/.vscode/mcp.json'
    );
    expect(c.kind).toBe('vscode');
    expect(c.servers[0].spec?.http).toEqual({
      url: 'https://x.test/mcp',
      headers: { Authorization: 'Bearer input-secret-99' }
    });
    expect(redactor(c.secrets)('sent input-secret-99 as Bearer input-secret-99')).toBe('sent *** as ***');
  });

  it('a missing variable makes that server unusable, naming what to set', () => {
    const c = one(
      { servers: { gh: { command: 'x', env: { K: '${input:other}' } } }, inputs: [{ id: 'other' }] },
      '.vscode/mcp.json'
    );
    expect(c.servers[0].spec).toBeUndefined();
    expect(c.servers[0].problem).toBe('needs input "other" (VS Code prompts for it; set TOOLGAUGE_INPUT_OTHER)');
  });

  it('type: sse and gemini url choose the legacy SSE transport; gemini httpUrl is Streamable HTTP', () => {
    expect(
      one({ mcpServers: { a: { type: 'sse', url: 'http://h/sse' } } }, '.mcp.json').servers[0].spec?.http?.sse
    ).toBe(true);
    const g = one(
      { mcpServers: { a: { url: 'http://h/sse' }, b: { httpUrl: 'http://h/mcp' } } },
      '.gemini/settings.json'
    );
    expect(g.servers.map((s) => s.spec?.http?.sse ?? false)).toEqual([true, false]);
  });

  it('no server list is a positioned error', () => {
    const r = parseClientConfig('{\n  "mcp": 1\n}', 'x.json', ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0].message).toBe('no server list found');
  });

  it('JSON with comments and trailing commas (VS Code, Cursor) reads', () => {
    expect(JSON.parse(stripJsonComments('{ // c\n "a": "x//y", /* b */ "b": [1,],\n}'))).toEqual({ a: 'x//y', b: [1] });
  });
});

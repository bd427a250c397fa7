import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveLint } from './live-api.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const ctx = {
  cwd: REPO,
  env: { SECRET_TOKEN: 'sk-very-secret-value' },
  timeouts: { connectMs: 5000, listMs: 5000, callMs: 5000 }
};

describe('liveLint: a bad request is an answer saying what is expected, never a throw', () => {
  it.each([
    [null, /expected a JSON object/],
    [[], /expected a JSON object/],
    [{ source: 'shell' }, /"source" must be "stdio", "url" or "config"/],
    [{ source: 'stdio' }, /"command" must be a command line/],
    [{ source: 'stdio', command: '   ' }, /"command" must be a command line/],
    [{ source: 'stdio', command: 'node "unterminated' }, /^command line: .*column/],
    [{ source: 'url', url: 'file:///etc/passwd' }, /http:\/\/ or https:\/\//],
    [{ source: 'url', url: 'http://127.0.0.1:1/mcp', headers: { 'bad name': 'x' } }, /not a valid header name/],
    [{ source: 'url', url: 'http://127.0.0.1:1/mcp', headers: ['x'] }, /"headers" must be an object/],
    [{ source: 'config', text: '' }, /"text" must hold the client config/],
    [{ source: 'config', text: '{}', client: 'emacs' }, /"client" must be one of/],
    [{ source: 'config', text: '{ "mcpServers": ' }, /^\.mcp\.json|^mcp\.json/]
  ])('%j', async (body, error) => {
    const a = await liveLint(body, ctx);
    expect(a.ok).toBe(false);
    if (!a.ok) expect(a.error).toMatch(error);
  });

  it('a config: every server gets a status line, secrets are ***, and one that cannot start does not stop the others', async () => {
    const text = JSON.stringify({
      mcpServers: {
        files: {
          command: process.execPath,
          args: ['node_modules/@modelcontextprotocol/server-filesystem/dist/index.js', 'examples']
        },
        needs: {
          command: 'node',
          args: ['-e', 'process.exit(1)'],
          env: { KEY: '${SECRET_TOKEN}', OTHER: '${MISSING_VAR}' }
        },
        broken: {
          command: process.execPath,
          args: ['-e', "console.error('token sk-very-secret-value rejected'); process.exit(3)"]
        }
      }
    });
    const a = await liveLint({ source: 'config', text, file: '.mcp.json' }, ctx);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(Object.keys(JSON.parse(a.text).servers)).toEqual(['files']);
    expect(a.failed).toBe(2);
    expect(a.status.join('\n')).toContain('needs environment variable MISSING_VAR');
    expect(a.status.join('\n')).toContain('token *** rejected');
    expect(a.status.join('\n')).not.toContain('sk-very-secret-value');
    expect(a.status.at(-1)).toBe('claude-code config .mcp.json: 1 of 3 servers listed, 2 failed');
  });

  it('a URL: header values are *** in what comes back', async () => {
    const s = createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
    const port = (s.address() as AddressInfo).port;
    await new Promise<void>((r) => s.close(() => r()));
    const a = await liveLint(
      { source: 'url', url: `http://127.0.0.1:${port}/mcp`, headers: { Authorization: 'Bearer sk-very-secret-value' } },
      ctx
    );
    expect(a.ok).toBe(false);
    if (!a.ok) {
      expect(a.error).toMatch(/connection refused|nothing is listening/);
      expect(a.error).not.toContain('sk-very-secret-value');
    }
  });
});

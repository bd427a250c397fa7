/**
 * `toolgauge lint` against live servers, over real processes: the published filesystem and
 * everything servers (dev dependencies), the mock over stdio and Streamable HTTP, a client config
 * naming three servers of which one is broken, and a recorded JSON-RPC session.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { liveChildren } from '../../src/node/process/children.ts';
import { serveHttp } from '../../src/node/mock/server.ts';
import { parseManifest } from '../../src/node/mock/manifest.ts';
import { REPO, runCli } from './helpers/cli.ts';
import { alive } from './helpers/process.ts';

const FS_SERVER = path.join(REPO, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
const EVERYTHING = path.join(REPO, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
const API = path.join(REPO, 'examples/suites/servers/api.yml');
const temp = mkdtempSync(path.join(tmpdir(), 'tg-live-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe('lint --stdio', () => {
  it('lists server-filesystem on a temp folder, lints it like a file, and --save writes a lintable snapshot', async () => {
    const root = path.join(temp, 'fs-root');
    mkdirSync(root);
    writeFileSync(path.join(root, 'a.txt'), 'hello');
    const saved = path.join(temp, 'fs.json');
    const r = await runCli([
      'lint',
      '--stdio',
      `"${process.execPath}" ${FS_SERVER} ${root}`,
      '--save',
      saved,
      '--json',
      '--fail-on',
      'none'
    ]);
    expect(r.stderr).toMatch(/^ok {6}index\.js {2}\(stdio, secure-filesystem-server 0\.2\.0, 14 tools, \d+ ms\)$/m);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.summary.tools).toBe(14);
    const snapshot = JSON.parse(readFileSync(saved, 'utf8'));
    expect(snapshot.serverInfo).toEqual({ name: 'secure-filesystem-server', version: '0.2.0' });
    expect(snapshot.protocolVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(snapshot.tools.map((t: { name: string }) => t.name)).toContain('list_directory');
    // The snapshot lints to the same figures as the live run.
    const again = await runCli(['lint', saved, '--json', '--fail-on', 'none']);
    expect(JSON.parse(again.stdout).summary).toEqual(report.summary);
    expect(liveChildren()).toEqual([]);
  });

  it('runs `toolgauge mock` (this CLI) from the command line and follows tools/list pagination', async () => {
    const r = await runCli(
      [
        'lint',
        '--stdio',
        `toolgauge mock --tools-from ${path.join(REPO, 'tests/fixtures/mock/paged.yml')}`,
        '--json',
        '--fail-on',
        'none'
      ],
      { cwd: REPO }
    );
    expect(r.stderr).toMatch(/paged 1\.0\.0, 5 tools/);
    expect(JSON.parse(r.stdout).tools.map((t: { name: string }) => t.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a server that exits says so, with its stderr, and lint exits 2', async () => {
    const r = await runCli([
      'lint',
      '--stdio',
      `"${process.execPath}" -e "console.error('FATAL: DATABASE_URL is not set'); process.exit(3)"`
    ]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      'server "node": initialize (the MCP handshake) failed: the connection closed; it exited with code 3; it wrote nothing to stdout; last stderr lines:\n    | FATAL: DATABASE_URL is not set'
    );
  });

  it('a stack trace longer than the shown tail keeps its first Error line', async () => {
    const r = await runCli(['lint', '--stdio', `"${process.execPath}" -e "require('no-such-module-xyz')"`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /last stderr lines:\n {4}\| Error: Cannot find module 'no-such-module-xyz'\n {4}\| \.\.\.\n/
    );
  });

  it('an unknown command is named', async () => {
    const r = await runCli(['lint', '--stdio', 'no-such-mcp-server-xyz --flag']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'server "no-such-mcp-server-xyz": start failed: command not found: no-such-mcp-server-xyz'
    );
  });

  it('a server that never answers initialize is stopped at --timeout and its process group is gone', async () => {
    const r = await runCli([
      'lint',
      '--stdio',
      `"${process.execPath}" -e "console.error('warming up'); setInterval(() => {}, 1000)"`,
      '--timeout',
      '1s'
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no answer to initialize (the MCP handshake) within 1 s; it wrote nothing to stdout');
    expect(r.stderr).toContain('    | warming up');
    expect(liveChildren()).toEqual([]);
  });
});

describe('lint --url', () => {
  it('lists the mock over Streamable HTTP with headers, bound to 127.0.0.1', async () => {
    const loaded = parseManifest(readFileSync(API, 'utf8'), API);
    if (!loaded.ok) throw new Error('manifest');
    const server = await serveHttp(loaded.manifest, 0, () => undefined);
    try {
      const r = await runCli([
        'lint',
        '--url',
        `http://127.0.0.1:${server.port}/mcp`,
        '--header',
        'Authorization: Bearer t0ken',
        '--json',
        '--fail-on',
        'none'
      ]);
      expect(r.stderr).toMatch(/^ok {6}127\.0\.0\.1:\d+ {2}\(streamable-http, api 1\.0\.0, 6 tools, \d+ ms\)$/m);
      expect(JSON.parse(r.stdout).summary.tools).toBe(6);
      const refused = await runCli(['lint', '--url', `http://127.0.0.1:${server.port}/nope`]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('HTTP 404');
    } finally {
      await server.close();
    }
  });

  it('nothing listening is a clear error', async () => {
    const port = await freePort();
    const r = await runCli(['lint', '--url', `http://127.0.0.1:${port}/mcp`, '--timeout', '2s']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`nothing is listening at http://127.0.0.1:${port}/mcp (connection refused)`);
  });
});

describe('lint --client-config', () => {
  it('lists three servers in parallel as one server.tool catalog; the broken one fails, the report is still written, exit 2, secrets never printed', async () => {
    const dir = path.join(temp, 'proj');
    mkdirSync(path.join(dir, '.cursor'), { recursive: true });
    const root = path.join(temp, 'fs-root-2');
    mkdirSync(root);
    const config = path.join(dir, '.cursor', 'mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          files: { command: process.execPath, args: [FS_SERVER, root] },
          everything: { command: process.execPath, args: [EVERYTHING], env: { API_KEY: '${env:TG_TEST_SECRET}' } },
          broken: {
            command: process.execPath,
            args: ['-e', "console.error('auth failed for key ' + process.env.API_KEY); process.exit(1)"],
            env: { API_KEY: '${env:TG_TEST_SECRET}' }
          }
        }
      })
    );
    process.env.TG_TEST_SECRET = 'sk-live-very-secret-4242';
    try {
      const out = path.join(temp, 'multi.json');
      const r = await runCli([
        'lint',
        '--client-config',
        config,
        '--json',
        '--out',
        out,
        '--save',
        path.join(temp, 'multi-saved.json')
      ]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^ok {6}files {2}\(stdio, secure-filesystem-server 0\.2\.0, 14 tools, \d+ ms\)$/m);
      // The status line counts what else the server offers a client: resources, templates, prompts.
      expect(r.stderr).toMatch(
        /^ok {6}everything {2}\(stdio, mcp-servers\/everything 2\.0\.0, 13 tools, 7 resources, 2 resource templates, 4 prompts, \d+ ms\)$/m
      );
      expect(r.stderr).toMatch(/^failed {2}broken {2}after \d+ ms: initialize/m);
      expect(r.stderr).toContain(
        'initialize (the MCP handshake) failed: the connection closed; it exited with code 1; it wrote nothing to stdout; last stderr lines:\n    | auth failed for key ***'
      );
      expect(r.stderr).toContain('cursor config ' + config + ': 2 of 3 servers listed, 1 failed');
      expect(r.stderr + r.stdout).not.toContain('sk-live-very-secret-4242');
      const report = JSON.parse(readFileSync(out, 'utf8'));
      expect(report.summary.tools).toBe(27);
      expect(report.tools.map((t: { id: string }) => t.id)).toContain('files.list_directory');
      expect(report.tools.map((t: { id: string }) => t.id)).toContain('everything.echo');
      expect(JSON.stringify(report)).not.toContain('sk-live-very-secret-4242');
      // Resources and prompts of the bundle are counted per server (server.name ids).
      expect(report.context.counts).toEqual({ resources: 7, resource_templates: 2, prompts: 4 });
      expect(report.context.items.map((i: { id: string }) => i.id)).toContain('everything.simple-prompt');
      const saved = JSON.parse(readFileSync(path.join(temp, 'multi-saved.json'), 'utf8'));
      expect(saved.servers.everything.prompts).toHaveLength(4);
      expect(liveChildren()).toEqual([]);
    } finally {
      delete process.env.TG_TEST_SECRET;
    }
  });
});

describe('lint on a recorded JSON-RPC session', () => {
  it('lints the tools/list result of a .jsonl session', async () => {
    const file = path.join(temp, 'session.jsonl');
    writeFileSync(
      file,
      [
        { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} },
        {
          jsonrpc: '2.0',
          id: 0,
          result: { serverInfo: { name: 'weather', version: '1' }, protocolVersion: '2025-06-18', capabilities: {} }
        },
        { jsonrpc: '2.0', id: 1, method: 'tools/list' },
        {
          jsonrpc: '2.0',
          id: 1,
          result: {
            tools: [
              {
                name: 'get_forecast',
                description: 'Get the forecast for a city.',
                inputSchema: { type: 'object', properties: { city: { type: 'string' } } }
              }
            ]
          }
        }
      ]
        .map((m) => JSON.stringify(m))
        .join('\n') + '\n'
    );
    const r = await runCli(['lint', file, '--json', '--fail-on', 'none']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('tools/list of weather (1 tool) from a recorded session');
    expect(JSON.parse(r.stdout).tools.map((t: { name: string }) => t.name)).toEqual(['get_forecast']);
  });
});

describe('no child outlives a run', () => {
  it('every pid started above is gone', () => {
    expect(liveChildren()).toEqual([]);
    expect(liveChildren().filter(alive)).toEqual([]);
  });
});

/**
 * `toolgauge call` over real processes: a hand-written MCP server with no SDK (raw JSON-RPC over
 * stdio, tests/fixtures/raw-mcp/server.mjs), the project's mock, and the published everything and
 * filesystem servers (dev dependencies).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveChildren } from '../../src/node/process/children.ts';
import { parseManifest } from '../../src/node/mock/manifest.ts';
import { serveHttp } from '../../src/node/mock/server.ts';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

const RAW = `"${process.execPath}" ${path.join(REPO, 'tests/fixtures/raw-mcp/server.mjs')}`;
const OUTPUTS = `toolgauge mock --tools-from ${path.join(REPO, 'examples/suites/servers/outputs.yml')}`;
const EVERYTHING = `"${process.execPath}" ${path.join(REPO, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')}`;
const FS_SERVER = path.join(REPO, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');

describe('call on a hand-written server (no SDK)', () => {
  it('prints the result with its structuredContent and exits 0 when it matches the outputSchema', async () => {
    const r = await runCli(['call', '--stdio', RAW, 'add', '{"a": 2, "b": 40}']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('2 + 40 = 42');
    expect(r.stdout).toMatch(/structuredContent:\n {2}\{\n {4}"sum": 42\n {2}\}/);
    expect(r.stdout).toContain('outputSchema: structuredContent matches (JSON Schema 2020-12)');
    expect(r.stdout).toMatch(/^add on raw-server 0\.0\.1: ok \(\d+ ms\)$/m);
    expect(liveChildren()).toEqual([]);
  });

  it('exits 1 naming the failing field when structuredContent breaks the outputSchema (read in its draft-07 dialect)', async () => {
    const r = await runCli(['call', '--stdio', RAW, 'count_words', '{"text": "one two three"}']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      'outputSchema: structuredContent does not match (JSON Schema draft-07):\n  /structuredContent/count must be integer\n'
    );
    expect(r.stdout).toMatch(/count_words on raw-server 0\.0\.1: structuredContent breaks the outputSchema \(\d+ ms\)/);
    const json = JSON.parse((await runCli(['call', '--stdio', RAW, 'count_words', 'text=one two', '--json'])).stdout);
    expect(json.ok).toBe(false);
    expect(json.outputSchema).toEqual({
      status: 'invalid',
      dialect: 'draft-07',
      problems: [{ pointer: '/structuredContent/count', message: 'must be integer', keyword: 'type' }]
    });
  });

  it('key=value arguments are typed by the inputSchema', async () => {
    const r = await runCli(['call', '--stdio', RAW, 'add', 'a=2.5', 'b=-1', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      arguments: { a: 2.5, b: -1 },
      result: { structuredContent: { sum: 1.5 } }
    });
    const bad = await runCli(['call', '--stdio', RAW, 'add', 'a=two', 'b=1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('toolgauge call: argument a=two: the inputSchema says number; "two" is not a number\n');
  });

  it('arguments are checked against the inputSchema before sending, naming each pointer; --no-validate sends them anyway', async () => {
    const r = await runCli(['call', '--stdio', RAW, 'add', '{"a": "1", "c": 3}']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'toolgauge call: the arguments do not match the inputSchema of add:\n  /b is required but missing\n  /c is not allowed (additionalProperties: false)\n  /a must be number\n(--no-validate sends them anyway)\n'
    );
    // Sent anyway, the server adds a string and a number: "1" + undefined, which breaks its own outputSchema.
    const sent = await runCli(['call', '--stdio', RAW, 'add', '{"a": "1", "b": 2}', '--no-validate', '--json']);
    expect(sent.code).toBe(1);
    expect(JSON.parse(sent.stdout).outputSchema.problems).toEqual([
      { pointer: '/structuredContent/sum', message: 'must be number', keyword: 'type' }
    ]);
  });

  it('an unknown tool is exit 2 with a did-you-mean', async () => {
    const r = await runCli(['call', '--stdio', RAW, 'count_word']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'toolgauge call: server.mjs has no tool "count_word" (did you mean "count_words"?); its tools: add, count_words, echo, explode, reject\n'
    );
  });

  it('isError: true and a protocol error both exit 1', async () => {
    const e = await runCli(['call', '--stdio', RAW, 'explode']);
    expect(e.code).toBe(1);
    expect(e.stdout).toContain('isError: true (the tool reported an error)');
    const p = await runCli(['call', '--stdio', RAW, 'reject']);
    expect(p.code).toBe(1);
    expect(p.stderr).toContain('tools/call failed: reject: MCP error -32602: reject always refuses its arguments');
  });

  it('what the server sends is escaped for the terminal', async () => {
    const r = await runCli(['call', '--stdio', RAW, 'echo', 'text=\u001b[31mred\u001b[0m \u202eevil']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\\u001b[31mred\\u001b[0m \\u202eevil');
    expect(r.stdout).not.toContain('\u001b');
    // An error message from the server too.
    const e = await runCli(['call', '--stdio', RAW, 'reject', 'why=\u001b]0;title\u0007 no']);
    expect(e.stderr).toContain('\\u001b]0;title\\u0007 no');
    expect(e.stderr).not.toContain('\u001b');
  });

  it('--list shows tools and prompts with the token costs lint counts', async () => {
    const r = await runCli(['call', '--stdio', RAW, '--list', '--json']);
    expect(r.code).toBe(0);
    const l = JSON.parse(r.stdout);
    expect(l.tools.map((t: { name: string }) => t.name)).toEqual(['add', 'count_words', 'echo', 'explode', 'reject']);
    expect(l.prompts).toEqual([
      {
        name: 'summarize',
        description: 'Summarize a text in one line.',
        tokens: { cl100k: expect.any(Number), o200k: expect.any(Number) }
      }
    ]);
    // Live lint counts the same surface: its tool tokens plus its resources-and-prompts tokens.
    const lint = JSON.parse((await runCli(['lint', '--stdio', RAW, '--json', '--fail-on', 'none'])).stdout);
    expect(lint.context.counts).toEqual({ resources: 0, resource_templates: 0, prompts: 1 });
    expect(lint.summary.tokens.cl100k + lint.context.tokens.cl100k).toBe(l.tokens.cl100k);
    const text = await runCli(['call', '--stdio', RAW, '--list']);
    expect(text.stdout).toMatch(/^prompts \(1, \d+ tokens\)\n {2}summarize +\d+ {2}Summarize a text in one line\.$/m);
  });

  it('flags are checked: no server, a tool with --list, --server without --client-config', async () => {
    expect((await runCli(['call', 'add'])).stderr).toContain(
      'name the server: --stdio "CMD", --url URL, or --client-config FILE --server NAME'
    );
    expect((await runCli(['call', '--stdio', RAW, '--list', 'add'])).stderr).toContain(
      '--list lists the server; drop the tool name add'
    );
    expect((await runCli(['call', '--stdio', RAW, '--server', 'x', 'add'])).stderr).toContain(
      '--server picks a server of --client-config'
    );
  });
});

describe('call on the mock and on published servers', () => {
  it('the mock with allow_invalid_output sends a bad structuredContent, and call names the field', async () => {
    const r = await runCli(['call', '--stdio', OUTPUTS, 'stats', 'store=books'], { cwd: REPO });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('  /structuredContent/count must be integer');
    // Without the option the mock, like the SDK's McpServer, refuses to send it.
    const strict = await runCli(['call', '--stdio', OUTPUTS, 'strict_stats'], { cwd: REPO });
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(
      'strict_stats produced structuredContent that breaks its output_schema: /structuredContent/count must be integer'
    );
  });

  it('a server that crashes during the call, or never answers it, is a failed call: exit 1 with what the server did', async () => {
    const faults = `toolgauge mock --tools-from ${path.join(REPO, 'tests/fixtures/mock/faults.yml')}`;
    const crash = await runCli(['call', '--stdio', faults, 'crash'], { cwd: REPO });
    expect(crash.code).toBe(1);
    expect(crash.stderr).toMatch(/tools\/call failed: crash: the connection closed; it exited with code 1/);
    const hang = await runCli(['call', '--stdio', faults, 'hang', '--timeout', '8s'], { cwd: REPO });
    expect(hang.code).toBe(1);
    expect(hang.stderr).toContain('no answer to tools/call within 8 s');
    expect(liveChildren()).toEqual([]);
  });

  it("--url reaches the mock over Streamable HTTP; a header value never shows in what is printed (the refused-connection message is mcp-live-lint's)", async () => {
    const file = path.join(REPO, 'examples/suites/servers/outputs.yml');
    const loaded = parseManifest(readFileSync(file, 'utf8'), file);
    if (!loaded.ok) throw new Error('manifest');
    const server = await serveHttp(loaded.manifest, 0, () => undefined);
    try {
      const url = `http://127.0.0.1:${server.port}/mcp`;
      const r = await runCli([
        'call',
        '--url',
        url,
        '--header',
        'X-Api-Key: secret-books',
        'stats',
        '{"store": "secret-books"}'
      ]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain('  /structuredContent/count must be integer');
      expect(r.stdout).toContain('"store": "***"');
      expect(r.stdout + r.stderr).not.toContain('secret-books');
    } finally {
      await server.close();
    }
  });

  it('--client-config --server picks one server; an unknown name gets a did-you-mean', async () => {
    const dir = tempDir();
    const config = path.join(dir, '.mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          raw: { command: process.execPath, args: [path.join(REPO, 'tests/fixtures/raw-mcp/server.mjs')] },
          other: { command: 'nothing-here' }
        }
      })
    );
    const r = await runCli(['call', '--client-config', config, '--server', 'raw', 'add', 'a=1', 'b=2', '--json'], {
      cwd: dir
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).result.structuredContent).toEqual({ sum: 3 });
    const typo = await runCli(['call', '--client-config', config, '--server', 'rae', 'add'], { cwd: dir });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('has no server "rae" (did you mean "raw"?); it has raw, other');
    const which = await runCli(['call', '--client-config', config, 'add'], { cwd: dir });
    expect(which.stderr).toContain('has 2 servers (raw, other); pick one with --server NAME');
  });

  it('server-everything: get-structured-content matches its outputSchema; bad input is an isError result', async () => {
    const r = await runCli(['call', '--stdio', EVERYTHING, 'get-structured-content', 'location=Chicago', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).outputSchema).toEqual({ status: 'valid', dialect: 'draft-07' });
    const bad = await runCli(['call', '--stdio', EVERYTHING, 'echo', '--no-validate']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('isError: true');
    const list = JSON.parse((await runCli(['call', '--stdio', EVERYTHING, '--list', '--json'])).stdout);
    expect([
      list.tools.length > 0,
      list.resources.length > 0,
      list.resourceTemplates.length > 0,
      list.prompts.length > 0
    ]).toEqual([true, true, true, true]);
  });

  it('server-filesystem: list_directory on a temp folder', async () => {
    const root = path.join(tempDir(), 'root');
    mkdirSync(root);
    writeFileSync(path.join(root, 'a.txt'), 'hello');
    const r = await runCli([
      'call',
      '--stdio',
      `"${process.execPath}" ${FS_SERVER} ${root}`,
      'list_directory',
      `path=${root}`
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('[FILE] a.txt');
    expect(liveChildren()).toEqual([]);
  });
});

/**
 * Suites against live servers: the reference's composition examples on the mock (started as
 * `toolgauge mock` by this CLI), the mock over Streamable HTTP, a published server
 * (server-everything), and the empty-run rule.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { liveChildren } from '../../src/node/process/children.ts';
import { parseManifest } from '../../src/node/mock/manifest.ts';
import { serveHttp } from '../../src/node/mock/server.ts';
import { REPO, runCli } from './helpers/cli.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'tg-suite-live-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(temp, name);
  writeFileSync(file, text);
  return file;
}

type Row = {
  name: string;
  verdict: string;
  score?: number;
  reason?: string;
  derived_metrics?: Array<{ name: string; value: number; passed?: boolean }>;
  assertions: Array<{ pass: boolean; score?: number }>;
};

describe('suite-composition examples, live against the mock', () => {
  it('0.75 passes; 2 of 3 in the set passes; 3 of 4 passes; the 0.667 derived metric fails its 0.7 threshold', async () => {
    const r = await runCli(['run', 'examples/suites/suite-composition-live.yml', '--json']);
    const report = JSON.parse(r.stdout);
    const by: Record<string, Row> = Object.fromEntries(report.tests.map((t: Row) => [t.name, t]));
    expect(by['search returns a useful result']).toMatchObject({ verdict: 'pass', score: 0.75 });
    expect(by['response mentions enough of the keywords'].verdict).toBe('pass');
    expect(by['response mentions enough of the keywords'].assertions[0]).toMatchObject({ pass: true, score: 2 / 3 });
    expect(by['three of four checks is good enough']).toMatchObject({ verdict: 'pass', score: 0.75 });
    expect(by['blended quality score']).toMatchObject({ verdict: 'fail', score: 0.5 });
    expect(by['blended quality score'].derived_metrics?.[0]).toMatchObject({ name: 'quality', passed: false });
    expect(by['blended quality score'].derived_metrics?.[0].value).toBeCloseTo(0.667, 3);
    expect(by["the api server's live catalog has no critical findings"].verdict).toBe('pass');
    expect(report.summary).toMatchObject({ total: 5, pass: 4, fail: 1, skip: 0, error: 0 });
    // One server for the whole run.
    expect(r.stderr.match(/server api: ready/g)).toHaveLength(1);
    expect(r.code).toBe(1);
    expect(liveChildren()).toEqual([]);
  });

  it('the offline suite-composition example still gives the same numbers without starting its server', async () => {
    const r = await runCli(['run', 'examples/suites/suite-composition.yml', '--json']);
    expect(r.stderr).not.toContain('server api');
    expect(JSON.parse(r.stdout).summary).toMatchObject({ total: 4, pass: 3, fail: 1 });
  });
});

describe('servers over Streamable HTTP and published servers', () => {
  it('a url: server is reached over HTTP; declared isError and protocol-error scenarios reach the assertions', async () => {
    const api = path.join(REPO, 'examples/suites/servers/api.yml');
    const loaded = parseManifest(readFileSync(api, 'utf8'), api);
    if (!loaded.ok) throw new Error('manifest');
    const server = await serveHttp(loaded.manifest, 0, () => undefined);
    try {
      const file = write(
        'http.yml',
        [
          'servers:',
          `  api: { url: "http://127.0.0.1:${server.port}/mcp", headers: { X-Test: "1" } }`,
          'tools:',
          '  - name: ok',
          '    tool: summarize',
          '    args: { topic: tests }',
          '    expect:',
          '      - target: result.content[0].text',
          '        matcher: { contains: "On tests:" }',
          '  - name: empty query is a tool error',
          '    tool: search',
          '    args: { q: "" }',
          '    expect:',
          '      - target: result.isError',
          '        matcher: { exact: true }',
          '  - name: boom is a protocol error',
          '    tool: search',
          '    args: { q: boom }',
          '    expect:',
          '      - target: result.isError',
          '        matcher: { exact: false }'
        ].join('\n')
      );
      const r = await runCli(['run', file, '--json']);
      const tests: Row[] = JSON.parse(r.stdout).tests;
      expect(tests.map((t) => t.verdict)).toEqual(['pass', 'pass', 'error']);
      expect(tests[2].reason).toBe(
        'server "api": tools/call failed: search: MCP error -32603: search backend unavailable for boom'
      );
    } finally {
      await server.close();
    }
  });

  it('server-everything answers echo through a tools: test', async () => {
    const everything = path.join(REPO, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js');
    const file = write(
      'everything.yml',
      [
        'servers:',
        `  everything: { command: [${JSON.stringify(process.execPath)}, ${JSON.stringify(everything)}] }`,
        'tools:',
        '  - name: echo',
        '    tool: echo',
        '    args: { message: hi }',
        '    expect:',
        '      - target: result.content[0].text',
        '        matcher: { exact: "Echo: hi" }',
        'tool_quality:',
        '  - name: catalog',
        '    server: everything',
        '    expect:',
        '      - target: tools',
        '        matcher: { exact: 13 }'
      ].join('\n')
    );
    const r = await runCli(['run', file, '--json']);
    expect(JSON.parse(r.stdout).tests.map((t: Row) => t.verdict)).toEqual(['pass', 'pass']);
    expect(r.code).toBe(0);
  });
});

describe('an empty run is not a green run', () => {
  const agentOnly = () =>
    write('agent-only.yml', 'agents:\n  - name: needs a model\n    prompt: find a notebook\n    model: some-model\n');

  it('exits 1 with "no test ran" and the skip reasons', async () => {
    const r = await runCli(['run', agentOnly()]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^toolgauge run: no test ran; exit 1 \(pass --pass-with-no-tests to allow an empty run\)\n {2}1 skipped: .+/m
    );
  });

  it('--pass-with-no-tests allows it', async () => {
    const r = await runCli(['run', agentOnly(), '--pass-with-no-tests']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('no test ran; passing because of --pass-with-no-tests');
  });

  it('a --filter that matches nothing is an empty run too', async () => {
    const r = await runCli(['run', 'examples/suites/default-test.yml', '--filter', 'no such test']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('no test ran (every test was filtered out)');
  });
});

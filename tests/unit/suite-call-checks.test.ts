/**
 * The two checks a live tools: test makes beside its assertions: structuredContent against the
 * tool's outputSchema (a violation fails that test, naming the field), and `expect_failure:` (a
 * protocol error or an isError result can be the expected outcome). On the mock, on the
 * hand-written server with no SDK, on server-everything, and on recorded results.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveChildren } from '../../src/node/process/children.ts';
import { REPO, runCli, tempFile } from './helpers/cli.ts';

type Row = {
  name: string;
  verdict: string;
  reason?: string;
  assertions: Array<{ origin: string; pass: boolean; reason: string; target: string; actual?: unknown }>;
};
const rows = (stdout: string): Record<string, Row> =>
  Object.fromEntries(JSON.parse(stdout).tests.map((t: Row) => [t.name, t]));

describe('on the mock (examples/suites/live-checks.yml)', () => {
  it('a bad structuredContent fails its test by pointer; expected failures pass; a success that was to fail fails', async () => {
    const r = await runCli(['run', 'examples/suites/live-checks.yml', '--json']);
    const by = rows(r.stdout);
    expect(by['lookup returns a user that matches its outputSchema'].verdict).toBe('pass');
    const stats = by['stats answers (but its structuredContent breaks the outputSchema)'];
    expect(stats.verdict).toBe('fail');
    expect(stats.reason).toBe(
      'structuredContent breaks the outputSchema of stats (JSON Schema 2020-12): /structuredContent/count must be integer'
    );
    expect(stats.assertions.map((a) => [a.origin, a.pass])).toEqual([
      ['test', true],
      ['outputSchema', false]
    ]);
    expect(stats.assertions[1].actual).toEqual({ count: 'many', store: 'books' });
    const refused = by['lookup refuses a string id (a protocol error, expected)'];
    expect(refused.verdict).toBe('pass');
    expect(refused.assertions[0]).toMatchObject({ origin: 'expect_failure', pass: true });
    expect(refused.assertions[0].reason).toMatch(
      /^failed as expected: protocol error -32602: invalid arguments for lookup: \/id must be integer/
    );
    expect(by['an unknown user is an isError result (expected)'].verdict).toBe('pass');
    const wrong = by['expecting a failure from a call that succeeds fails'];
    expect(wrong).toMatchObject({
      verdict: 'fail',
      reason: 'expected the call to fail (a protocol error or an isError result), but it succeeded'
    });
    expect(JSON.parse(r.stdout).summary).toMatchObject({ total: 5, pass: 3, fail: 2, error: 0 });
    expect(r.code).toBe(1);
    expect(liveChildren()).toEqual([]);
  });

  it('without expect_failure a protocol error is still an error verdict, and the wrong kind of failure fails', async () => {
    const file = tempFile(
      'kinds.yml',
      [
        'servers:',
        `  m: { command: ["toolgauge", "mock", "--tools-from", "${path.join(REPO, 'examples/suites/servers/outputs.yml')}"] }`,
        'tools:',
        '  - { name: plain protocol error, tool: lookup, args: { id: "x" } }',
        '  - { name: wanted isError got protocol error, tool: lookup, args: { id: "x" }, expect_failure: { kind: is_error } }',
        '  - { name: wrong code, tool: lookup, args: { id: "x" }, expect_failure: { code: -32601 } }',
        '  - { name: wanted protocol error got isError, tool: lookup, args: { id: 0 }, expect_failure: { kind: protocol_error } }'
      ].join('\n')
    );
    const by = rows((await runCli(['run', file, '--json'])).stdout);
    expect(by['plain protocol error'].verdict).toBe('error');
    expect(by['wanted isError got protocol error'].reason).toMatch(
      /^expected an isError result, got protocol error -32602: /
    );
    expect(by['wrong code'].reason).toMatch(/^expected a protocol error with code -32601, got protocol error -32602/);
    expect(by['wanted protocol error got isError'].reason).toBe(
      'expected a protocol error, got an isError result: no user with id 0'
    );
  });

  it('expect_failure is part of the suite schema: a typo in its kind is a positioned problem', async () => {
    const file = tempFile(
      'typo.yml',
      'tools:\n  - name: t\n    tool: x\n    recorded: { content: [] }\n    expect_failure: { kind: protocol }\n'
    );
    const r = await runCli(['run', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/typo\.yml:5:\d+: .*expect_failure\/kind/);
  });
});

describe('on the hand-written server and on server-everything', () => {
  it('the raw server: count_words breaks its draft-07 outputSchema; reject is an expected protocol error; explode an expected isError', async () => {
    const file = tempFile(
      'raw.yml',
      [
        'servers:',
        `  raw: { command: ["${process.execPath}", "${path.join(REPO, 'tests/fixtures/raw-mcp/server.mjs')}"] }`,
        'tools:',
        '  - { name: add matches, tool: add, args: { a: 1, b: 2 } }',
        '  - { name: count_words breaks its outputSchema, tool: count_words, args: { text: "a b" } }',
        '  - { name: reject refuses, tool: reject, expect_failure: { code: -32602, message: refuses } }',
        '  - { name: explode errors, tool: explode, expect_failure: { kind: is_error, message: blew up } }'
      ].join('\n')
    );
    const by = rows((await runCli(['run', file, '--json'])).stdout);
    expect(by['add matches'].verdict).toBe('pass');
    expect(by['count_words breaks its outputSchema']).toMatchObject({
      verdict: 'fail',
      reason:
        'structuredContent breaks the outputSchema of count_words (JSON Schema draft-07): /structuredContent/count must be integer'
    });
    expect(by['reject refuses'].verdict).toBe('pass');
    expect(by['explode errors'].verdict).toBe('pass');
  });

  it('server-everything: get-structured-content passes the check; echo without its message is an expected isError', async () => {
    const file = tempFile(
      'everything.yml',
      [
        'servers:',
        `  e: { command: ["${process.execPath}", "${path.join(REPO, 'node_modules/@modelcontextprotocol/server-everything/dist/index.js')}"] }`,
        'tools:',
        '  - { name: weather, tool: get-structured-content, args: { location: Chicago } }',
        '  - { name: echo needs a message, tool: echo, args: {}, expect_failure: { kind: is_error, message: "Input validation error" } }'
      ].join('\n')
    );
    const r = await runCli(['run', file, '--json']);
    const by = rows(r.stdout);
    expect(by.weather.verdict).toBe('pass');
    expect(by['echo needs a message'].verdict).toBe('pass');
    expect(r.code).toBe(0);
  });
});

describe('recorded results', () => {
  it('a recorded JSON-RPC error response can be the expected failure; a recorded isError too', async () => {
    const rpc = tempFile(
      'err.json',
      JSON.stringify({ jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'bad q' } })
    );
    const file = tempFile(
      'rec.yml',
      [
        'tools:',
        `  - { name: recorded protocol error, tool: search, recorded: "${rpc}", expect_failure: { code: -32602 } }`,
        '  - { name: recorded isError, tool: search, recorded: { isError: true, content: [{ type: text, text: "nope" }] }, expect_failure: true }',
        '  - { name: recorded success, tool: search, recorded: { content: [] }, expect_failure: true }'
      ].join('\n')
    );
    const by = rows((await runCli(['run', file, '--json'])).stdout);
    expect(by['recorded protocol error'].verdict).toBe('pass');
    expect(by['recorded isError'].verdict).toBe('pass');
    expect(by['recorded success'].verdict).toBe('fail');
  });
});

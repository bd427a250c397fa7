/**
 * The fault matrix: each fault the mock injects (hang, crash mid-call, malformed output, oversized
 * result, slow start, bad arguments, a slow call) run as a suite test against a real server
 * process. Each gives its exact error, well inside the default deadlines (the tests set short
 * ones), the test after it still runs, and no server process is left behind.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChildren } from '../../src/node/process/children.ts';
import { bundleCli } from './helpers/bundle.ts';
import { REPO, runCli } from './helpers/cli.ts';

const FAULTS = path.join(REPO, 'tests/fixtures/mock/faults.yml');
const SLOW_START = path.join(REPO, 'tests/fixtures/mock/slow-start.yml');
let cli: Awaited<ReturnType<typeof bundleCli>>;
const temp = mkdtempSync(path.join(tmpdir(), 'tg-faults-'));

beforeAll(async () => {
  cli = await bundleCli();
});
afterAll(() => {
  cli?.dispose();
  rmSync(temp, { recursive: true, force: true });
});

/** Pids of live processes whose command line mentions `needle` (the bundle's unique temp path). */
function processesRunning(needle: string): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        return readFileSync(`/proc/${d}/cmdline`, 'utf8').includes(needle) ? [Number(d)] : [];
      } catch {
        return [];
      }
    });
}

const call = (name: string, tool: string, args: Record<string, unknown>, timeoutMs?: number) =>
  `  - name: ${name}\n    server: faulty\n    tool: ${tool}\n    args: ${JSON.stringify(args)}\n${timeoutMs ? `    timeout_ms: ${timeoutMs}\n` : ''}    expect:\n      - target: result.content[0].text\n        matcher: { contains: "n=" }\n`;

function suite(): string {
  const node = JSON.stringify(process.execPath);
  return [
    'name: fault matrix',
    'servers:',
    `  faulty: { command: [${node}, ${JSON.stringify(cli.file)}, "mock", "--tools-from", ${JSON.stringify(FAULTS)}] }`,
    `  sleepy: { command: [${node}, ${JSON.stringify(cli.file)}, "mock", "--tools-from", ${JSON.stringify(SLOW_START)}] }`,
    'tools:',
    call('hang', 'hang', {}, 800),
    call('after hang', 'ok', { n: 1 }),
    call('crash', 'crash', {}, 5000),
    call('after crash', 'ok', { n: 2 }),
    call('malformed', 'malformed', {}, 800),
    call('after malformed', 'ok', { n: 3 }),
    call('oversized', 'oversized', {}, 10000),
    call('after oversized', 'ok', { n: 4 }),
    call('bad arguments', 'ok', { n: 'four' }),
    call('slow call', 'slow', {}, 500),
    call('after slow', 'ok', { n: 5 }),
    '  - name: slow start\n    server: sleepy\n    tool: ok\n    expect:\n      - target: result.content[0].text\n        matcher: { contains: "awake" }\n'
  ].join('\n');
}

describe('fault matrix (real server processes, short deadlines)', () => {
  it('each fault gives its exact error quickly, the next test runs, and no process is left', async () => {
    const file = path.join(temp, 'faults.yml');
    writeFileSync(file, suite());
    // 8 s to start and list (every other deadline is the test's own): room for the faulty
    // server's restarts on a loaded machine, where 3 s was close to its start-up. The sleepy
    // server waits 20 s before it answers, so it still misses this bound by far.
    const r = await runCli(['run', file, '--json', '--timeout', '8s']);
    const report = JSON.parse(r.stdout);
    const by = Object.fromEntries(
      report.tests.map((t: { name: string; verdict: string; reason?: string }) => [t.name, t])
    );

    expect(by.hang.verdict).toBe('error');
    expect(by.hang.reason).toBe('server "faulty": no answer to tools/call within 0.8 s');
    expect(by.crash.verdict).toBe('error');
    expect(by.crash.reason).toBe(
      'server "faulty": tools/call failed: crash: the connection closed; it exited with code 1; last stderr lines:\n    | mock faulty: crashing in the middle of crash, as the manifest asks'
    );
    expect(by.malformed.reason).toBe(
      'server "faulty": no answer to tools/call within 0.8 s; it wrote 1 line to stdout that is not JSON-RPC (stdout is reserved for MCP messages), first: "this line is not JSON-RPC {oops"'
    );
    expect(by.oversized.reason).toMatch(
      /^server "faulty": tools\/call failed: oversized: the connection closed; it sent a message larger than 16 MiB on stdout \(the limit for one message\)/
    );
    // The garbage line of the malformed test before it is that test's story, not this one's.
    expect(by.oversized.reason, by.oversized.reason).not.toContain('not JSON-RPC');
    expect(r.stderr).not.toContain('MaxListenersExceededWarning');
    expect(by['bad arguments'].reason).toBe(
      'server "faulty": tools/call failed: ok: MCP error -32602: invalid arguments for ok: /n must be integer'
    );
    expect(by['slow call'].reason).toBe('server "faulty": no answer to tools/call within 0.5 s');
    expect(by['slow start'].reason).toBe(
      'server "sleepy": no answer to initialize (the MCP handshake) within 8 s; it wrote nothing to stdout; it wrote nothing to stderr'
    );
    for (const after of ['after hang', 'after crash', 'after malformed', 'after oversized', 'after slow'])
      expect(by[after].verdict, after).toBe('pass');
    expect(r.stderr).toContain('server faulty: its process ended; starting it again');
    expect(liveChildren()).toEqual([]);
    expect(processesRunning(cli.file)).toEqual([]);
    expect(r.code).toBe(1);
  });
});

/**
 * `toolgauge run` with hooks: scripts beside the suite are found whatever the working directory,
 * failed hooks are named on stderr (stdout stays the report), and the exit code follows the tests.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { SuiteReport } from '#core/suite/report-types';
import { liveChildren } from '../../src/node/process/children.ts';
import { REPO, runCli } from './helpers/cli.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tg-hooks-cli-'));
  mkdirSync(path.join(dir, 'suites/scripts'), { recursive: true });
  mkdirSync(path.join(dir, 'elsewhere'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const TEST = `tools:
  - name: reads the seed
    tool: t
    recorded: { content: [{ type: text, text: ok }] }
`;

describe('toolgauge run with hooks', () => {
  test('relative hook paths resolve against the suite folder, not the working directory', async () => {
    writeFileSync(path.join(dir, 'suites/scripts/seed.sh'), '#!/bin/sh\necho "seeded from $(basename "$(pwd)")"\n');
    chmodSync(path.join(dir, 'suites/scripts/seed.sh'), 0o755);
    writeFileSync(path.join(dir, 'suites/s.yml'), `hooks:\n  beforeAll: ./scripts/seed.sh\n${TEST}`);
    const r = await runCli(['run', '../suites/s.yml', '--json'], { cwd: path.join(dir, 'elsewhere') });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as SuiteReport;
    expect(report.hooks?.[0]).toMatchObject({ ok: true, stdout: 'seeded from suites\n' });
  });

  test('a failing afterAll is named on stderr and in the text report, and the run still exits 0', async () => {
    writeFileSync(
      path.join(dir, 'suites/s.yml'),
      `hooks:\n  afterAll: sh -c 'echo cannot drop db >&2; exit 2'\n${TEST}`
    );
    const r = await runCli(['run', 'suites/s.yml'], { cwd: dir });
    expect(r.code).toBe(0);
    // What the suite runs is said first (a suite is code), then the failure.
    expect(r.stderr).toBe(
      "suites/s.yml runs these commands (servers on first use, hooks in the suite's folder; a suite is code: run only suites you trust):\n  hook afterAll: sh -c 'echo cannot drop db >&2; exit 2'\ntoolgauge run: hook failed: afterAll hook `sh -c 'echo cannot drop db >&2; exit 2'` exited with code 2: cannot drop db\n"
    );
    expect(r.stdout).toMatch(
      /\n {2}hook afterAll FAILED \d+ ms: sh -c 'echo cannot drop db >&2; exit 2'\n {4}afterAll hook .* exited with code 2: cannot drop db\n {4}err\| cannot drop db\n/
    );
  });

  test('a failing beforeAll fails the run: exit 1', async () => {
    writeFileSync(path.join(dir, 'suites/s.yml'), `hooks:\n  beforeAll: ./scripts/missing.sh\n${TEST}`);
    const r = await runCli(['run', 'suites/s.yml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('FAIL  reads the seed');
    expect(r.stdout).toContain(
      'not run: beforeAll hook `./scripts/missing.sh` could not be started: ./scripts/missing.sh: no such program'
    );
  });

  test('a hook map without mode: context is a usage error (exit 2) with its position', async () => {
    writeFileSync(path.join(dir, 'suites/s.yml'), `hooks:\n  beforeEach:\n    - command: node ./vars.js\n${TEST}`);
    const r = await runCli(['run', 'suites/s.yml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('suites/s.yml:3:7: beforeEach[0]: a hook written as a map must declare mode: context');
  });

  test('live: a test a hook fails or skips is never dispatched, so its server is not even started', async () => {
    const manifest = path.join(REPO, 'examples/suites/servers/api.yml');
    const live = (name: string) =>
      `  - name: ${name}\n    server: api\n    tool: search\n    args: { q: rust }\n    expect: [{ target: result.isError, matcher: { exact: false } }]\n`;
    const servers = `servers:\n  api:\n    command: ["toolgauge", "mock", "--tools-from", ${JSON.stringify(manifest)}]\n`;
    writeFileSync(
      path.join(dir, 'suites/skip.js'),
      `let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{ if (JSON.parse(s).test.name==='skipped') console.log(JSON.stringify({skip:{reason:'no creds'}})); });`
    );
    writeFileSync(
      path.join(dir, 'suites/s.yml'),
      `${servers}hooks:\n  beforeEach:\n    - { command: node skip.js, mode: context }\n    - sh -c 'test "$TOOLGAUGE_HOOK_PHASE" = beforeEach'\ntools:\n${live('skipped')}`
    );
    const skipped = await runCli(['run', 'suites/s.yml', '--json', '--pass-with-no-tests'], { cwd: dir });
    expect(JSON.parse(skipped.stdout).tests[0]).toMatchObject({
      verdict: 'skip',
      reason: 'skipped by beforeEach: no creds'
    });
    expect(skipped.stderr).not.toContain('server api:');
    writeFileSync(
      path.join(dir, 'suites/s.yml'),
      `${servers}hooks:\n  beforeEach: sh -c 'exit 1'\ntools:\n${live('blocked')}`
    );
    const failed = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.stdout).tests[0]).toMatchObject({
      verdict: 'fail',
      reason: "not run: beforeEach hook `sh -c 'exit 1'` exited with code 1"
    });
    expect(failed.stderr).not.toContain('server api:');
    // And with the hook passing, the same test does call the server.
    writeFileSync(
      path.join(dir, 'suites/s.yml'),
      `${servers}hooks:\n  beforeEach: sh -c 'exit 0'\ntools:\n${live('called')}`
    );
    const called = await runCli(['run', 'suites/s.yml', '--json'], { cwd: dir });
    expect(JSON.parse(called.stdout).tests[0].verdict).toBe('pass');
    expect(called.stderr).toContain('server api: ready');
    expect(liveChildren()).toEqual([]);
  });
});

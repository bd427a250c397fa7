/** `toolgauge run`: flags, exit codes, where output goes, and hostile suites. */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { boundedRegex, REGEX_TIMEOUT_MS } from '../../src/node/process/regex-bound.ts';
import { runCli, tempDir } from './helpers/cli.ts';

function scratch(files: Record<string, string>): string {
  const dir = tempDir('tg-suite-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const PASSING =
  'tools:\n  - name: ok\n    tool: x\n    recorded: { content: [] }\n    expect:\n      - { target: result.isError, matcher: { exact: false } }\n';

describe('toolgauge run', () => {
  test('exit 0 when every test passes; the text report has a row per test and a summary', async () => {
    const dir = scratch({ 's.yml': PASSING });
    const r = await runCli(['run', 's.yml'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  PASS  ok');
    expect(r.stdout).toContain('1 test: 1 passed, 0 failed, 0 skipped, 0 errored');
    expect(r.stderr).toBe('');
  });

  test('exit 1 when a test fails; the failed assertion shows expected vs actual', async () => {
    const dir = scratch({ 's.yml': PASSING.replace('exact: false', 'exact: true') });
    const r = await runCli(['run', 's.yml'], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('✗ result.isError {"exact":true}: expected true, got false');
  });

  test('exit 2 for an unusable suite, with file:line:column on stderr', async () => {
    const dir = scratch({ 's.yml': 'tools:\n  - name: a\n    tol: x\n' });
    const r = await runCli(['run', 's.yml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      's.yml:3:5: unknown key "tol"; did you mean "tool"? (expected one of: name, description, server, tool, args, recorded, timeout_ms, expect_failure, threshold, expect, derivedMetrics) at /tools/0/tol'
    );
    expect(r.stdout).toBe('');
  });

  test('exit 2 for a missing suite file or an unknown flag', async () => {
    expect((await runCli(['run', 'nope.yml'])).code).toBe(2);
    const r = await runCli(['run', 'x.yml', '--filtr', 'a']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('did you mean --filter?');
  });

  test('--config is the same as the positional; --reporter json is the same as --format json', async () => {
    const dir = scratch({ 's.yml': PASSING });
    const a = await runCli(['run', '--config', 's.yml', '--reporter', 'json'], { cwd: dir });
    const b = await runCli(['run', 's.yml', '--format', 'json'], { cwd: dir });
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).version).toBe('1.0.0');
  });

  test('--out writes the report to a file; --filter keeps matching test names only', async () => {
    const dir = scratch({ 's.yml': PASSING + '  - name: other one\n    tool: y\n    recorded: { content: [] }\n' });
    const r = await runCli(['run', 's.yml', '--json', '--out', 'report.json', '--filter', 'OTHER*one'], {
      cwd: dir
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8'));
    expect(report.tests.map((t: { name: string }) => t.name)).toEqual(['other one']);
  });

  test("relative paths resolve against the suite file's folder, not the working directory", async () => {
    const dir = scratch({
      'suites/s.yml':
        'tools:\n  - name: file\n    tool: x\n    recorded: rec/r.json\n    expect:\n      - { target: result.answer, matcher: { exact: 42 } }\n',
      'suites/rec/r.json': '{"structuredContent":{"answer":42}}'
    });
    const r = await runCli(['run', 'suites/s.yml'], { cwd: dir });
    expect(r.code).toBe(0);
  });

  test('a missing referenced file makes that test error (exit 1), naming the path it looked for', async () => {
    const dir = scratch({ 's.yml': 'agents:\n  - name: a\n    trace: missing.json\n' });
    const r = await runCli(['run', 's.yml', '--json'], { cwd: dir });
    expect(r.code).toBe(1);
    const t = JSON.parse(r.stdout).tests[0];
    expect(t.verdict).toBe('error');
    expect(t.reason).toBe(
      `cannot read trace missing.json: no such file (looked for ${path.join(dir, 'missing.json')})`
    );
  });

  test('${env.NAME} in args reads the process environment; an unset one errors that test', async () => {
    const dir = scratch({
      's.yml':
        'tools:\n  - name: e\n    tool: x\n    args: { token: "${env.TG_SUITE_TEST_UNSET}" }\n    recorded: { content: [] }\n'
    });
    const r = await runCli(['run', 's.yml', '--json'], { cwd: dir });
    const t = JSON.parse(r.stdout).tests[0];
    expect(t).toMatchObject({
      verdict: 'error',
      reason: 'args use ${env.TG_SUITE_TEST_UNSET} with no value in the environment'
    });
  });

  test('a catastrophic user regex times out and fails its assertion instead of hanging the run', async () => {
    const text = 'a'.repeat(40) + 'b';
    const dir = scratch({
      's.yml': `tools:\n  - name: redos\n    tool: x\n    recorded: { content: [{ type: text, text: "${text}" }] }\n    expect:\n      - target: result.content[0].text\n        matcher: { regex: "^(a+)+$" }\n`
    });
    const r = await runCli(['run', 's.yml', '--json'], { cwd: dir });
    const a = JSON.parse(r.stdout).tests[0].assertions[0];
    expect(a.reason).toBe(`regex /^(a+)+$/ could not run: timed out after ${REGEX_TIMEOUT_MS} ms`);
    expect(r.code).toBe(1);
  });
});

test('boundedRegex: matches, misses, flags and invalid patterns', () => {
  const re = boundedRegex();
  expect(re('^a', 'abc')).toEqual({ matched: true });
  expect(re('^b', 'abc')).toEqual({ matched: false });
  expect(re('^A', 'abc', 'i')).toEqual({ matched: true });
  expect(re('(', 'x')).toEqual({ error: expect.stringMatching(/^invalid regex: /) });
});

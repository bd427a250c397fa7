/**
 * The hook rules of suite-composition.txt, end to end: a suite loaded by the core, its hooks run
 * as real child processes by the Node host, the verdicts and hook records in the report.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { loadSuiteText } from '#core/suite/load';
import { runSuite } from '#core/suite/run';
import type { SuiteReport, TestResult } from '#core/suite/report-types';
import { processHookHost } from './process-executor.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tg-hooks-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, body: string, executable = false): void {
  writeFileSync(path.join(dir, name), body);
  if (executable) chmodSync(path.join(dir, name), 0o755);
}

/** Two offline tests that pass when dispatched: a test that reports assertions was dispatched. */
const TWO_TESTS = `tools:
  - name: first
    tool: t
    recorded: { content: [{ type: text, text: ok }] }
    expect: [{ target: "result.content[0].text", matcher: { exact: ok } }]
  - name: second
    tool: t
    recorded: { content: [{ type: text, text: ok }] }
    expect: [{ target: "result.content[0].text", matcher: { exact: ok } }]
`;

async function run(yaml: string, file = 'suite.yml'): Promise<SuiteReport> {
  const load = loadSuiteText(yaml, { file: path.join(dir, file), env: process.env });
  if (!load.ok) throw new Error(JSON.stringify(load.errors));
  return runSuite(load.suite, { hooks: processHookHost({ cwd: dir }) });
}

const test1 = (r: SuiteReport, name: string): TestResult => r.tests.find((t) => t.name === name)!;
const log = () => readFileSync(path.join(dir, 'log.txt'), 'utf8').trim().split('\n');

/** A #!/bin/sh hook that appends its first argument and the phase to log.txt. */
const LOGGER = '#!/bin/sh\necho "$1 $TOOLGAUGE_HOOK_PHASE $MCPTEST_HOOK_PHASE" >> log.txt\n';

/** A Node context hook: logs its stdin to ctx-<phase>.jsonl and prints the PATCH env value. */
const CONTEXT_HOOK = `let s = '';
process.stdin.on('data', (d) => (s += d)).on('end', () => {
  const c = JSON.parse(s);
  require('node:fs').appendFileSync('ctx-' + c.phase + '.jsonl', s + '\\n');
  process.stdout.write(process.env.PATCH ?? '');
});
`;
const contexts = (phase: string) =>
  readFileSync(path.join(dir, `ctx-${phase}.jsonl`), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('plain hooks', () => {
  test('order across a two-test run: beforeAll, (beforeEach, test, afterEach) per test, afterAll', async () => {
    write('log.sh', LOGGER, true);
    const r = await run(
      `hooks:\n  beforeAll: ./log.sh all-start\n  beforeEach: ./log.sh each-start\n  afterEach: ./log.sh each-end\n  afterAll: [./log.sh all-end-1, ./log.sh all-end-2]\n${TWO_TESTS}`
    );
    expect(r.tests.map((t) => t.verdict)).toEqual(['pass', 'pass']);
    expect(log()).toEqual([
      'all-start beforeAll beforeAll',
      'each-start beforeEach beforeEach',
      'each-end afterEach afterEach',
      'each-start beforeEach beforeEach',
      'each-end afterEach afterEach',
      'all-end-1 afterAll afterAll',
      'all-end-2 afterAll afterAll'
    ]);
    expect(r.hooks?.map((h) => [h.phase, h.command, h.ok, h.pointer])).toEqual([
      ['beforeAll', './log.sh all-start', true, '/hooks/beforeAll'],
      ['afterAll', './log.sh all-end-1', true, '/hooks/afterAll/0'],
      ['afterAll', './log.sh all-end-2', true, '/hooks/afterAll/1']
    ]);
    expect(test1(r, 'first').hooks?.map((h) => h.phase)).toEqual(['beforeEach', 'afterEach']);
    for (const h of r.hooks ?? []) expect(h.duration_ms).toBeGreaterThanOrEqual(0);
  });

  test('a Node script hook reads the suite env: from process.env, and its output is in the report', async () => {
    write('setup.js', 'console.log(`seeding ${process.env.DB_URL}`); console.error("warming up");');
    const r = await run(`env: { DB_URL: "sqlite://fixture.db" }\nhooks:\n  beforeAll: node ./setup.js\n${TWO_TESTS}`);
    expect(r.hooks?.[0]).toMatchObject({
      phase: 'beforeAll',
      mode: 'plain',
      ok: true,
      exit_code: 0,
      stdout: 'seeding sqlite://fixture.db\n',
      stderr: 'warming up\n'
    });
  });

  test('a failing beforeAll fails every test without dispatching any; afterAll still runs', async () => {
    write('log.sh', LOGGER, true);
    const r = await run(
      `hooks:\n  beforeAll: [sh -c 'echo db down >&2; exit 3', ./log.sh never]\n  beforeEach: ./log.sh each\n  afterAll: ./log.sh teardown\n${TWO_TESTS}`
    );
    for (const t of r.tests) {
      expect(t.verdict).toBe('fail');
      expect(t.reason).toBe("not run: beforeAll hook `sh -c 'echo db down >&2; exit 3'` exited with code 3: db down");
      expect(t.assertions).toEqual([]);
    }
    // The chain stops at the failure; no test's bracket runs; teardown does.
    expect(log()).toEqual(['teardown afterAll afterAll']);
    expect(r.hooks?.map((h) => [h.phase, h.ok, h.exit_code])).toEqual([
      ['beforeAll', false, 3],
      ['afterAll', true, 0]
    ]);
  });

  test('a failing beforeEach fails that test without dispatching it; the other test runs', async () => {
    write('gate.sh', '#!/bin/sh\n[ "$(cat count 2>/dev/null)" = "1" ] && exit 9\necho 1 > count\n', true);
    const r = await run(`hooks:\n  beforeEach: ./gate.sh\n${TWO_TESTS}`);
    expect(test1(r, 'first')).toMatchObject({ verdict: 'pass' });
    expect(test1(r, 'first').assertions).toHaveLength(1);
    const second = test1(r, 'second');
    expect(second).toMatchObject({
      verdict: 'fail',
      reason: 'not run: beforeEach hook `./gate.sh` exited with code 9',
      assertions: []
    });
    expect(second.hooks?.[0]).toMatchObject({ phase: 'beforeEach', ok: false, exit_code: 9 });
    expect(r.summary).toMatchObject({ pass: 1, fail: 1 });
  });

  test('afterEach and afterAll failures are reported but change no verdict', async () => {
    const r = await run(
      `hooks:\n  afterEach: sh -c 'exit 4'\n  afterAll: [sh -c 'exit 5', sh -c 'echo still runs']\n${TWO_TESTS}`
    );
    expect(r.tests.map((t) => t.verdict)).toEqual(['pass', 'pass']);
    expect(test1(r, 'first').hooks?.[0]).toMatchObject({
      phase: 'afterEach',
      ok: false,
      error: "afterEach hook `sh -c 'exit 4'` exited with code 4"
    });
    // An after phase keeps going after a failure: teardown is best effort.
    expect(r.hooks?.map((h) => [h.ok, h.stdout])).toEqual([
      [false, undefined],
      [true, 'still runs\n']
    ]);
  });

  test('a hook past its timeout fails (killed) and the failure names the limit', async () => {
    write('slow.sh', '#!/bin/sh\nsleep 30\n', true);
    const r = await run(
      `hooks:\n  timeout_ms: 300\n  beforeEach: ./slow.sh\n${TWO_TESTS.split('  - name: second')[0]}`
    );
    const t = test1(r, 'first');
    expect(t.verdict).toBe('fail');
    expect(t.reason).toBe('not run: beforeEach hook `./slow.sh` timed out after 300 ms and was killed');
    expect(t.hooks?.[0]).toMatchObject({ timed_out: true, exit_code: null, signal: 'SIGKILL', ok: false });
  });

  test('a program that cannot start fails its phase like a non-zero exit', async () => {
    const r = await run(`hooks:\n  beforeAll: ./missing.sh\n${TWO_TESTS}`);
    expect(r.tests[0].reason).toBe(
      'not run: beforeAll hook `./missing.sh` could not be started: ./missing.sh: no such program'
    );
    expect(r.hooks?.[0].exit_code).toBeUndefined();
  });

  test('without a host that runs processes (the browser), hooks do not run and tests are evaluated as before', async () => {
    write('log.sh', LOGGER, true);
    const load = loadSuiteText(`hooks:\n  beforeAll: ./log.sh x\n${TWO_TESTS}`, { file: path.join(dir, 'suite.yml') });
    if (!load.ok) throw new Error('load');
    const r = await runSuite(load.suite, {});
    expect(r.tests.map((t) => t.verdict)).toEqual(['pass', 'pass']);
    expect(r.hooks).toBeUndefined();
    expect(() => log()).toThrow();
  });
});

describe('context hooks', () => {
  test('the context on stdin: phase, suite name from the file name, test, env, vars, and result after a test', async () => {
    write('ctx.js', CONTEXT_HOOK);
    const step = '{ command: node ./ctx.js, mode: context }';
    const yaml = `env: { BASE_URL: "http://127.0.0.1:8080" }\nvars: { region: us-west }\nhooks:\n  beforeAll: ${step}\n  beforeEach: ${step}\n  afterEach: ${step}\n  afterAll: ${step}\ntools:\n  - name: lists tools\n    tool: t\n    recorded: { content: [{ type: text, text: ok }] }\n    expect: [{ target: "result.content[0].text", matcher: { exact: nope } }]\n`;
    await run(yaml, 'my-suite.yml');
    const common = {
      suite: { name: 'my-suite' },
      env: { BASE_URL: 'http://127.0.0.1:8080' },
      vars: { region: 'us-west' }
    };
    expect(contexts('beforeAll')).toEqual([{ phase: 'beforeAll', ...common, test: null, result: null }]);
    expect(contexts('beforeEach')).toEqual([
      { phase: 'beforeEach', ...common, test: { name: 'lists tools' }, result: null }
    ]);
    const [after] = contexts('afterEach');
    expect(after).toMatchObject({ phase: 'afterEach', test: { name: 'lists tools' }, result: { verdict: 'fail' } });
    expect(after.result.message).toContain('result.content[0].text');
    expect(contexts('afterAll')).toEqual([
      {
        phase: 'afterAll',
        ...common,
        test: null,
        result: { verdict: 'fail', message: '1 tests: 0 passed, 1 failed, 0 skipped, 0 errored' }
      }
    ]);
  });

  test("the suite's name: is the context's suite.name when it has one; a passing test's result has no message", async () => {
    write('ctx.js', CONTEXT_HOOK);
    await run(`name: smoke\nhooks:\n  afterEach: { command: node ctx.js, mode: context }\n${TWO_TESTS}`);
    expect(contexts('afterEach').map((c) => [c.suite.name, c.result])).toEqual([
      ['smoke', { verdict: 'pass' }],
      ['smoke', { verdict: 'pass' }]
    ]);
  });

  test('beforeAll env and vars apply to the rest of the run: later hooks, their commands and their environment', async () => {
    write('ctx.js', CONTEXT_HOOK);
    write('log.sh', '#!/bin/sh\necho "$1 token=$TOKEN" >> log.txt\n', true);
    // ctx.js prints $PATCH; the suite's env: hands it over.
    const r = await run(
      `vars: { session: none }\nenv: { PATCH: '{"env":{"TOKEN":"t0p"},"vars":{"session":"s-42"}}' }\nhooks:\n  beforeAll:\n    - { command: node ctx.js, mode: context }\n    - ./log.sh "all \${vars.session}"\n  beforeEach: ./log.sh "each \${vars.session}"\n  afterAll: ./log.sh "end \${vars.session} \${env.TOKEN}"\n${TWO_TESTS}`
    );
    expect(log()).toEqual([
      'all s-42 token=t0p',
      'each s-42 token=t0p',
      'each s-42 token=t0p',
      'end s-42 t0p token=t0p'
    ]);
    // The report shows which env names were set, never their values.
    expect(r.hooks?.[0]).toMatchObject({
      mode: 'context',
      ok: true,
      patch: { env: ['TOKEN'], vars: { session: 's-42' } }
    });
    expect(JSON.stringify(r.hooks?.[0])).not.toContain('t0p');
    expect(r.tests.map((t) => t.verdict)).toEqual(['pass', 'pass']);
  });

  test('a placeholder with no value keeps the hook from running, and says which', async () => {
    const r = await run(`hooks:\n  beforeAll: echo "\${env.TG_SURELY_UNSET_VAR}"\n${TWO_TESTS}`);
    expect(r.tests[0].reason).toBe(
      'not run: beforeAll hook `echo "${env.TG_SURELY_UNSET_VAR}"` needs ${env.TG_SURELY_UNSET_VAR}, which has no value'
    );
  });

  test('beforeEach env and vars apply to that test (its afterEach sees them), not to the next test', async () => {
    // Injects vars only for the first test: the hook reads the test name from its context.
    write(
      'per-test.js',
      `let s=''; process.stdin.on('data',d=>s+=d).on('end',()=>{ const c=JSON.parse(s); if (c.test.name==='first') console.log(JSON.stringify({ vars: { who: 'first-only' }, env: { MARK: 'm1' } })); });`
    );
    write('log.sh', '#!/bin/sh\necho "$1 mark=$MARK" >> log.txt\n', true);
    await run(
      `vars: { who: nobody }\nhooks:\n  beforeEach: { command: node per-test.js, mode: context }\n  afterEach: ./log.sh "\${vars.who}"\n${TWO_TESTS}`
    );
    expect(log()).toEqual(['first-only mark=m1', 'nobody mark=']);
  });

  test('skip from beforeEach skips that test with the reason; the other test runs', async () => {
    write(
      'skip.js',
      `let s=''; process.stdin.on('data',d=>s+=d).on('end',()=>{ const c=JSON.parse(s); if (c.test.name==='second') console.log(JSON.stringify({ skip: { reason: 'no creds' } })); });`
    );
    const r = await run(`hooks:\n  beforeEach: { command: node skip.js, mode: context }\n${TWO_TESTS}`);
    expect(test1(r, 'first').verdict).toBe('pass');
    expect(test1(r, 'second')).toMatchObject({
      verdict: 'skip',
      reason: 'skipped by beforeEach: no creds',
      assertions: []
    });
    expect(test1(r, 'second').hooks?.[0]).toMatchObject({ ok: true, patch: { skip: { reason: 'no creds' } } });
  });

  test('skip from beforeAll skips the whole run with the reason', async () => {
    write('ctx.js', CONTEXT_HOOK);
    const r = await run(
      `env: { PATCH: '{"skip":{"reason":"staging is down"}}' }\nhooks:\n  beforeAll: { command: node ctx.js, mode: context }\n${TWO_TESTS}`
    );
    expect(r.tests.map((t) => [t.verdict, t.reason])).toEqual([
      ['skip', 'skipped by beforeAll: staging is down'],
      ['skip', 'skipped by beforeAll: staging is down']
    ]);
    expect(r.summary).toMatchObject({ skip: 2, fail: 0 });
  });

  test('skip from an after phase is an error of the hook, and the test keeps its verdict', async () => {
    write('ctx.js', CONTEXT_HOOK);
    const r = await run(
      `env: { PATCH: '{"skip":true}' }\nhooks:\n  afterEach: { command: node ctx.js, mode: context }\n${TWO_TESTS}`
    );
    const t = test1(r, 'first');
    expect(t.verdict).toBe('pass');
    expect(t.hooks?.[0]).toMatchObject({
      ok: false,
      error:
        'afterEach hook `node ctx.js` asked to skip, but afterEach runs after the test: skip is only allowed in beforeAll and beforeEach'
    });
  });

  test('in after phases env and vars flow only to later after hooks of the same chain', async () => {
    write('ctx.js', CONTEXT_HOOK);
    write('log.sh', '#!/bin/sh\necho "$1" >> log.txt\n', true);
    await run(
      `vars: { v: orig }\nenv: { PATCH: '{"vars":{"v":"patched"}}' }\nhooks:\n  afterEach:\n    - ./log.sh "each-before-patch \${vars.v}"\n    - { command: node ctx.js, mode: context }\n    - ./log.sh "each-after-patch \${vars.v}"\n  afterAll: ./log.sh "all \${vars.v}"\n${TWO_TESTS}`
    );
    expect(log()).toEqual([
      'each-before-patch orig',
      'each-after-patch patched',
      'each-before-patch orig',
      'each-after-patch patched',
      'all orig'
    ]);
  });

  test('a key outside env, vars and skip is an error naming the hook and what it printed; in beforeEach it fails the test', async () => {
    write('ctx.js', CONTEXT_HOOK);
    const r = await run(
      `env: { PATCH: '{"vars":{"a":"b"},"threshold":0}' }\nhooks:\n  beforeEach: { command: node ctx.js, mode: context }\n${TWO_TESTS}`
    );
    const t = test1(r, 'first');
    expect(t.verdict).toBe('fail');
    expect(t.reason).toBe(
      'not run: beforeEach hook `node ctx.js` printed "{\\"vars\\":{\\"a\\":\\"b\\"},\\"threshold\\":0}": only env, vars and skip may be returned, not "threshold"'
    );
    // A rejected patch is shown as printed, so the author sees what went wrong.
    expect(t.hooks?.[0].stdout).toBe('{"vars":{"a":"b"},"threshold":0}');
  });

  test('output that is not JSON is an error of the hook; a long one is cut in the message', async () => {
    write('chatty.js', `console.log('x'.repeat(300))`);
    const r = await run(`hooks:\n  beforeAll: { command: node chatty.js, mode: context }\n${TWO_TESTS}`);
    expect(r.tests[0].reason).toBe(
      `not run: beforeAll hook \`node chatty.js\` printed "${'x'.repeat(200)}"… (300 characters): that is not one JSON object`
    );
  });

  test('empty output is a no-op; plain hooks in the same phase still run', async () => {
    write('ctx.js', CONTEXT_HOOK);
    const r = await run(
      `hooks:\n  beforeEach:\n    - echo plain-still-works\n    - { command: node ./ctx.js, mode: context }\n${TWO_TESTS}`
    );
    expect(r.tests.map((t) => t.verdict)).toEqual(['pass', 'pass']);
    expect(test1(r, 'first').hooks?.map((h) => [h.mode, h.ok, h.stdout, h.patch])).toEqual([
      ['plain', true, 'plain-still-works\n', undefined],
      ['context', true, undefined, undefined]
    ]);
  });

  test('a per-step timeout_ms overrides hooks.timeout_ms', async () => {
    write('slow.js', 'setTimeout(() => {}, 30000)');
    const r = await run(
      `hooks:\n  timeout_ms: 60000\n  beforeAll: { command: node slow.js, mode: context, timeout_ms: 300 }\n${TWO_TESTS}`
    );
    expect(r.tests[0].reason).toBe('not run: beforeAll hook `node slow.js` timed out after 300 ms and was killed');
  });
});

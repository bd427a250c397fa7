/**
 * The core's side of hooks with a host written here (the Node host's real processes are tested in
 * src/node/hooks): what the core asks a host to run, and how it survives a host that throws.
 */
import { describe, expect, test } from 'vitest';
import { loadSuiteText } from '../load.ts';
import { runSuite } from '../run.ts';
import type { HookExecution, HookRequest } from './types.ts';

const ok = (stdout = ''): HookExecution => ({
  exitCode: 0,
  timedOut: false,
  stdout,
  stderr: '',
  truncated: false,
  durationMs: 1
});

function suite(yaml: string) {
  const r = loadSuiteText(yaml, { file: 'dir/ctx-suite.yaml' });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.suite;
}

const ONE_TEST = 'tools:\n  - { name: one, tool: t, recorded: { content: [] } }\n';

describe('the core asks its host to run hooks', () => {
  test('requests carry split, interpolated words, the env to add, the phase, the limit, and stdin only for context hooks', async () => {
    const seen: HookRequest[] = [];
    const executor = { run: async (r: HookRequest) => (seen.push(r), ok()) };
    const s = suite(
      `vars: { who: "a b" }\nenv: { URL: "http://x" }\nhooks:\n  timeout_ms: 1234\n  beforeAll:\n    - seed --who "\${vars.who}" '\${env.HOME_DIR}'\n    - { command: ctx, mode: context }\n${ONE_TEST}`
    );
    await runSuite(s, { hooks: { executor, env: { HOME_DIR: '/home/q' } } });
    expect(seen[0]).toEqual({
      phase: 'beforeAll',
      argv: ['seed', '--who', 'a b', '/home/q'],
      env: { URL: 'http://x', TOOLGAUGE_HOOK_PHASE: 'beforeAll', MCPTEST_HOOK_PHASE: 'beforeAll' },
      timeoutMs: 1234
    });
    expect(JSON.parse(seen[1].stdin ?? '')).toEqual({
      phase: 'beforeAll',
      suite: { name: 'ctx-suite' },
      test: null,
      env: { URL: 'http://x' },
      vars: { who: 'a b' },
      result: null
    });
  });

  test('a host that throws fails the hook, not the run: the test is reported as not run', async () => {
    const executor = {
      run: async () => {
        throw new Error('no process support');
      }
    };
    const r = await runSuite(suite(`hooks:\n  beforeEach: ./reset.sh\n${ONE_TEST}`), { hooks: { executor } });
    expect(r.tests[0]).toMatchObject({
      verdict: 'fail',
      reason: 'not run: beforeEach hook `./reset.sh` could not be run by the host: no process support'
    });
  });
});

import { describe, expect, test } from 'vitest';
import type { SuiteReport } from '../report-types.ts';
import { failedHookLines, hookRunLines } from './format.ts';
import type { HookRunResult } from './types.ts';

const run = (over: Partial<HookRunResult>): HookRunResult => ({
  phase: 'beforeEach',
  command: './reset.sh',
  mode: 'plain',
  pointer: '/hooks/beforeEach',
  ok: true,
  exit_code: 0,
  duration_ms: 12,
  ...over
});

describe('hook runs as text', () => {
  test('a passing plain hook: header, then its output as out| and err| lines', () => {
    expect(hookRunLines(run({ stdout: 'reset\nsession 7\n', stderr: 'slow disk\n' }), '  ')).toEqual([
      '  hook beforeEach ok 12 ms: ./reset.sh',
      '    out| reset',
      '    out| session 7',
      '    err| slow disk'
    ]);
  });

  test('a failed hook says why before its output', () => {
    expect(
      hookRunLines(
        run({
          ok: false,
          exit_code: 3,
          error: 'beforeEach hook `./reset.sh` exited with code 3: no db',
          stderr: 'no db\n'
        }),
        ''
      )
    ).toEqual([
      'hook beforeEach FAILED 12 ms: ./reset.sh',
      '  beforeEach hook `./reset.sh` exited with code 3: no db',
      '  err| no db'
    ]);
  });

  test("a context hook's patch shows env names, vars and the skip reason", () => {
    expect(
      hookRunLines(
        run({ mode: 'context', patch: { env: ['TOKEN', 'URL'], vars: { n: 2 }, skip: { reason: 'no creds' } } }),
        ''
      )
    ).toEqual(['hook beforeEach ok 12 ms: ./reset.sh', '  returned env TOKEN, URL; vars {"n":2}; skip "no creds"']);
  });

  test('long output shows the first lines, counts the rest, and notes a shortened capture', () => {
    const stdout = Array.from({ length: 13 }, (_, i) => `line ${i + 1}`).join('\n');
    const lines = hookRunLines(run({ stdout, output_truncated: true }), '', 10);
    expect(lines.slice(-3)).toEqual(['  out| line 10', '  out| … 3 more lines', '  (output shortened)']);
    expect(lines).toHaveLength(1 + 10 + 2);
  });

  test('failedHookLines lists run-level then per-test failures, naming the test', () => {
    const report = {
      hooks: [
        run({ phase: 'afterAll', ok: false, error: 'afterAll hook `x` exited with code 1' }),
        run({ phase: 'beforeAll' })
      ],
      tests: [
        {
          name: 'lists tools',
          hooks: [
            run({ phase: 'afterEach', ok: false, error: 'afterEach hook `y` timed out after 5 ms and was killed' })
          ]
        },
        { name: 'other' }
      ]
    } as unknown as SuiteReport;
    expect(failedHookLines(report)).toEqual([
      'hook failed: afterAll hook `x` exited with code 1',
      'hook failed (test "lists tools"): afterEach hook `y` timed out after 5 ms and was killed'
    ]);
  });
});

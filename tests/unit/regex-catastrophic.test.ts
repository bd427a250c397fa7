/**
 * A catastrophic pattern (`^(a+)+$` against "aaa…ab") cannot freeze anything: every regex that
 * comes from user input runs under a time bound. Atlas claims run on the shared-memory worker
 * (src/node/judge/regex-evaluator.ts), suite `regex` matchers in a vm with a timeout
 * (src/node/process/regex-bound.ts). In the browser the core worker's watchdog stops a runaway
 * worker (tests/e2e/worker-timeout.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { runCli, tempFile } from './helpers/cli.ts';

const EVIL = '^(a+)+$';
const ANSWER = `${'a'.repeat(40)}b`;

describe('a catastrophic regex from user input is bounded', () => {
  it('atlas: the claim is unscored with "timed out", the command ends, and a second run of the same pattern is refused at once', async () => {
    const task = {
      task_id: 'evil-001',
      prompt: 'say a lot of a',
      tool_surface: ['echo'],
      target_tools: ['echo'],
      claims: [
        { claim: 'the answer is all a', check: { regex: EVIL } },
        { claim: 'the answer ends in b', check: { regex: 'b$' } }
      ]
    };
    const trace = {
      runs: [
        { task_id: 'evil-001', answer: ANSWER, calls: [{ tool: 'echo', arguments: {} }] },
        { task_id: 'evil-001', answer: ANSWER, calls: [{ tool: 'echo', arguments: {} }] }
      ]
    };
    const r = await runCli([
      'atlas',
      tempFile('task.json', JSON.stringify(task)),
      tempFile('trace.json', JSON.stringify(trace)),
      '--json'
    ]);
    // Two tries of 1 s on the first run, then refused (the evidence below says so).
    const report = JSON.parse(r.stdout);
    const [first, second] = report.results;
    expect(first.claims[0].evidence).toContain('timed out after 1000 ms');
    expect(second.claims[0].evidence).toContain('refused: this pattern already timed out');
    expect(first.claims[1]).toMatchObject({ score: 1 });
  });
});

describe('a schema matcher pattern is bounded like a regex matcher', () => {
  it('the catastrophic pattern fails its assertion at the time limit and the run ends', async () => {
    const suite = `name: evil schema
servers:
  api:
    command: ["toolgauge", "mock", "--tools-from", "./unused.yml"]
tools:
  - name: evil pattern
    server: api
    tool: answer
    recorded:
      content:
        - type: text
          text: "${ANSWER}"
    expect:
      - target: result.content[0].text
        matcher: { schema: { type: string, pattern: "${EVIL}" } }
`;
    const r = await runCli(['run', tempFile('evil-schema.yml', suite), '--json']);
    const report = JSON.parse(r.stdout);
    expect(JSON.stringify(report.tests[0])).toContain(
      `pattern \\"${EVIL.replace(/\\/g, '\\\\')}\\" could not run: timed out after 1000 ms`
    );
  });
});

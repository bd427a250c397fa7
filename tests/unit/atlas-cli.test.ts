/** `toolgauge atlas`: the method's worked example, judges, formats, streaming and unusable input. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli, tempFile, consoleBlocks } from './helpers/cli.ts';

const TASK = 'examples/atlas/geo-weather-001.task.json';
const PASSING = 'examples/atlas/geo-weather-001.three-claims.openai.json';
const FAILING = 'examples/atlas/geo-weather-001.two-and-a-half.anthropic.json';
const EXAMPLE_TASKS = 'examples/atlas/trace-examples.tasks.json';
// Quoted because the node binary's path could hold spaces: --judge is split like a shell line.
const KEYWORD_JUDGE = `'${process.execPath}' tests/fixtures/judge/keyword-judge.mjs`;
const BAD_JUDGE = `'${process.execPath}' tests/fixtures/judge/bad-judge.mjs`;

const json = (r: { stdout: string }) => JSON.parse(r.stdout);

describe('toolgauge atlas: the PyTorch worked example', () => {
  it('exits 1 for both traces together: 0.75 passes, 0.625 fails on tool usage', async () => {
    const r = await runCli(['atlas', TASK, PASSING, FAILING]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      `run 0 of ${PASSING}: passed, coverage 0.75 of 0.75 (3 fulfilled, 0 partial, 1 missed, 0 unscored)`
    );
    expect(r.stdout).toContain(
      `run 0 of ${FAILING}: failed [tool_usage], coverage 0.625 of 0.75 (2 fulfilled, 1 partial, 1 missed, 0 unscored)`
    );
    expect(r.stdout).toContain(
      "partial    Current weather conditions at Menlo Park are reported with temperature: partial: matched 'sunny'"
    );
    expect(r.stdout).toContain('discovery: precision 1, recall 0.75; missed targets: google-maps_distance_matrix');
    expect(r.stdout).toMatch(/^ {2}tool_usage +1 +100%$/m);
    expect(r.stdout).toMatch(/^all +2 +1 +1 +0 +0 +0\.5 +0\.688 +1 +0\.875$/m);
    expect(r.stdout).toMatch(/^multi-server +2 +1 +1 /m);
  });

  it('exits 0 for the passing trace alone', async () => {
    const r = await runCli(['atlas', TASK, PASSING]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('failure classes: no run failed');
  });

  it('--json carries the results, the failure distribution, the strata and discovery', async () => {
    const r = await runCli(['atlas', TASK, PASSING, FAILING, '--json']);
    expect(r.code).toBe(1);
    const report = json(r);
    expect(report.tasks).toEqual({ file: TASK, ids: ['geo-weather-001'] });
    expect(report.traces).toEqual([
      { file: PASSING, format: 'openai', runs: 1 },
      { file: FAILING, format: 'anthropic', runs: 1 }
    ]);
    expect(report.results.map((x: { claims: Array<{ score: number }> }) => x.claims.map((c) => c.score))).toEqual([
      [1, 1, 0, 1],
      [1, 1, 0.5, 0]
    ]);
    expect(report.results[1]).toMatchObject({
      trace: FAILING,
      status: 'failed',
      coverage: 0.625,
      failure_class: 'tool_usage'
    });
    expect(report.overall).toMatchObject({
      runs: 2,
      passed: 1,
      failed: 1,
      pass_rate: 0.5,
      mean_coverage: 0.6875,
      discovery_precision: 1,
      discovery_recall: 0.875
    });
    expect(report.strata.map((s: { name: string }) => s.name)).toEqual(['Basic', 'geo', 'multi-server']);
    expect(report.failures).toEqual([
      { category: 'tool_usage', count: 1, percent: 100 },
      { category: 'task_understanding', count: 0, percent: 0 },
      { category: 'response_quality', count: 0, percent: 0 },
      { category: 'logical_error', count: 0, percent: 0 }
    ]);
  });

  it("--threshold overrides every task's pass_threshold (0.6 lets the 0.625 run pass)", async () => {
    const r = await runCli(['atlas', TASK, PASSING, FAILING, '--threshold', '0.6', '--json']);
    expect(r.code).toBe(0);
    expect(json(r).results.map((x: { status: string; threshold: number }) => [x.status, x.threshold])).toEqual([
      ['passed', 0.6],
      ['passed', 0.6]
    ]);
    const bad = await runCli(['atlas', TASK, PASSING, '--threshold', '75']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--threshold must be a coverage fraction in (0, 1]');
  });

  it('prints the surface-shape warnings positioned in the tasks file, on stderr and in the report', async () => {
    const r = await runCli(['atlas', TASK, PASSING, '--json']);
    expect(r.stderr).toContain(
      `warning: ${TASK}:6:3: task 'geo-weather-001' has 8 tools on its surface; the method uses 10-25`
    );
    expect(r.stderr).toContain(`warning: ${TASK}:6:3: task 'geo-weather-001' has 4 distractors; the method uses 5-10`);
    expect(json(r).warnings.map((w: { pointer: string; line: number }) => [w.pointer, w.line])).toEqual([
      ['/tool_surface', 6],
      ['/tool_surface', 6]
    ]);
  });

  it('--format markdown renders claim tables and the strata table', async () => {
    const r = await runCli(['atlas', TASK, PASSING, FAILING, '--format', 'markdown']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      '**1 of 2 scored runs passed** (pass rate 0.5, mean coverage 0.688); 1 failed, 0 undecided, 0 excluded.'
    );
    expect(r.stdout).toContain('| Driving distance from MIT campus to Meta HQ is reported | missed |');
    expect(r.stdout).toContain('| tool_usage | 1 | 100% |');
    expect(r.stdout).toContain('| all | 2 | 1 | 1 | 0 | 0 | 0.5 | 0.688 | 1 | 0.875 |');
  });
});

describe('toolgauge atlas: judges', () => {
  const lisbon = ['atlas', EXAMPLE_TASKS, 'examples/traces/anthropic-messages.json', '--task', 'lisbon-trip-001'];

  it('without a judge a claim with no check stays unscored and the run is undecided (exit 1, with a hint)', async () => {
    const r = await runCli([...lisbon, '--json']);
    expect(r.code).toBe(1);
    const run = json(r).results[0];
    expect(run).toMatchObject({ status: 'undecided', unscored: 1 });
    expect(run.claims[2]).toMatchObject({ score: null, by: 'unscored', evidence: 'no check and no judge configured' });
    expect(r.stderr).toContain(
      '1 run is undecided: unscored claims could tip it either way (claims without a check need --judge)'
    );
  });

  it('--judge runs the command (split like a shell line, quotes kept) once per unchecked claim', async () => {
    const r = await runCli([...lisbon, '--judge', KEYWORD_JUDGE, '--json']);
    expect(r.code).toBe(0);
    const run = json(r).results[0];
    expect(run.claims[2]).toMatchObject({ score: 0.5, by: 'judge' });
    expect(run.claims[2].evidence).toMatch(/^found regional, trains, unaffected of /);
    expect(run).toMatchObject({ status: 'passed', coverage: 2.5 / 3 });
    const text = await runCli([...lisbon, '--judge', KEYWORD_JUDGE]);
    expect(text.stdout).toContain('partial    Regional trains are unaffected by strikes: judge: found regional');
  });

  it('a judge that fails leaves the claim unscored with its reason, never guessed', async () => {
    const r = await runCli([...lisbon, '--judge', `${BAD_JUDGE} exit`, '--json']);
    expect(r.code).toBe(1);
    const claim = json(r).results[0].claims[2];
    expect(claim).toMatchObject({ score: null, by: 'unscored' });
    expect(claim.evidence).toContain('judge failed:');
    expect(claim.evidence).toContain('model quota exhausted');
  });

  it('--judge-timeout bounds each claim', async () => {
    const r = await runCli([...lisbon, '--judge', `${BAD_JUDGE} hang`, '--judge-timeout', '300', '--json']);
    expect(json(r).results[0].claims[2].evidence).toContain('the judge did not answer within 300 ms');
    const bad = await runCli([...lisbon, '--judge-timeout', '5s']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--judge-timeout must be a whole number of milliseconds');
  });

  it('a --judge line with an unterminated quote is a usage error naming the column', async () => {
    const r = await runCli([...lisbon, '--judge', `node 'judge.mjs`]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--judge: unterminated single quote at column 6 of "node 'judge.mjs"`);
  });
});

describe('toolgauge atlas: several tasks and traces', () => {
  it('ties runs to tasks by task_id across JSONL and JSON traces and stratifies by domain', async () => {
    const r = await runCli([
      'atlas',
      'examples/atlas/conversations.tasks.json',
      'examples/traces/openai-conversations.jsonl',
      'examples/traces/anthropic-conversations.json',
      '--json'
    ]);
    expect(r.code).toBe(1);
    const report = json(r);
    expect(report.results.map((x: { task_id: string; status: string }) => `${x.task_id}:${x.status}`)).toEqual([
      'tokyo-time-001:passed',
      'hello-fr-001:passed',
      'teal-memory-001:passed',
      'repo-root-001:failed'
    ]);
    expect(report.results[3].failure_class).toBe('task_understanding');
    expect(report.strata.map((s: { name: string; pass_rate: number }) => [s.name, s.pass_rate])).toEqual([
      ['Basic', 1],
      ['Coding', 0],
      ['Productivity', 1]
    ]);
    // The first Anthropic conversation records no task_id: reported, not guessed.
    expect(r.stderr).toContain(
      'warning: examples/traces/anthropic-conversations.json: run 0 names no task_id, and there are 4 tasks; not scored'
    );
    expect(report.diagnostics).toHaveLength(1);
  });

  it('--task scores traces that record no task_id against the named task; a wrong name suggests the nearest', async () => {
    const r = await runCli([
      'atlas',
      EXAMPLE_TASKS,
      'examples/traces/mcp-jsonrpc-filesystem.jsonl',
      '--task',
      'fs-svelte-001',
      '--json'
    ]);
    expect(r.code).toBe(0);
    expect(json(r).results[0]).toMatchObject({
      task_id: 'fs-svelte-001',
      status: 'passed',
      discovery: { precision: 0.5, recall: 1 }
    });
    const wrong = await runCli([
      'atlas',
      EXAMPLE_TASKS,
      'examples/traces/mcp-jsonrpc-filesystem.jsonl',
      '--task',
      'fs-svelte-01'
    ]);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--task fs-svelte-01 is not in the tasks file (did you mean fs-svelte-001?)');
  });

  it('reads one trace from stdin (-); a second - is a usage error', async () => {
    const r = await runCli(['atlas', TASK, '-', '--json'], { stdin: readFileSync(path.join(REPO, PASSING), 'utf8') });
    expect(r.code).toBe(0);
    expect(json(r).traces).toEqual([{ file: '<stdin>', format: 'openai', runs: 1 }]);
    const two = await runCli(['atlas', '-', '-']);
    expect(two.code).toBe(2);
    expect(two.stderr).toContain('only one argument can be - (stdin)');
  });

  it('a run whose server never answered is excluded, not failed', async () => {
    const lines = readFileSync(path.join(REPO, 'examples/traces/mcp-jsonrpc-filesystem.jsonl'), 'utf8')
      .trimEnd()
      .split('\n');
    const cut = tempFile('cut.jsonl', lines.slice(0, -1).join('\n'));
    const r = await runCli(['atlas', EXAMPLE_TASKS, cut, '--task', 'fs-svelte-001', '--json']);
    expect(r.code).toBe(0);
    expect(json(r).overall).toMatchObject({ runs: 1, scored: 0, excluded: 1, pass_rate: null });
    expect(r.stderr).toContain('every run was excluded by a harness error');
  });

  it('streams a large JSONL trace and scores it exactly as the same runs read whole', async () => {
    const entry = JSON.stringify(JSON.parse(readFileSync(path.join(REPO, PASSING), 'utf8')));
    const n = 5000;
    const jsonl = tempFile('many.jsonl', Array.from({ length: n }, () => entry).join('\n') + '\n');
    const whole = tempFile('many.json', `[${Array.from({ length: n }, () => entry).join(',\n')}]`);
    // The worked example's regex checks swapped for text checks: this test is about reading, and a
    // regex worker stalled past its budget on a loaded machine would make one side differ.
    const task = JSON.parse(readFileSync(path.join(REPO, TASK), 'utf8'));
    task.claims[2].partial = { contains: 'sunny' };
    task.claims[3] = { ...task.claims[3], check: { contains: '3,046 miles' }, partial: { contains: 'distance' } };
    const tasks = tempFile('no-regex.task.json', JSON.stringify(task));
    const streamed = await runCli(['atlas', tasks, jsonl, '--json']);
    const read = await runCli(['atlas', tasks, whole, '--json']);
    expect(streamed.code).toBe(0);
    expect(streamed.stderr).toContain(`${jsonl}: 5000 runs scored so far`);
    const a = json(streamed);
    const b = json(read);
    expect(a.overall).toMatchObject({ runs: n, passed: n, mean_coverage: 0.75 });
    const strip = (x: { trace: string }) => JSON.stringify({ ...x, trace: '' });
    const differs = a.results.findIndex((x: { trace: string }, i: number) => strip(x) !== strip(b.results[i]));
    // The first differing run, whole, so a failure shows what differs.
    expect(differs < 0 ? null : [a.results[differs], b.results[differs]]).toBeNull();
  });
});

describe('toolgauge atlas: unusable input and hostile text', () => {
  it('a task file with a target outside the surface fails with file:line:col', async () => {
    const tasks = tempFile(
      'tasks.json',
      JSON.stringify(
        { task_id: 't', prompt: 'p', tool_surface: ['a_x'], target_tools: ['b_y'], claims: ['c'] },
        null,
        2
      )
    );
    const r = await runCli(['atlas', tasks, PASSING]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      `${tasks}:8:5: target tool 'b_y' is not on the tool surface (expected one of: a_x) at /target_tools/0`
    );
  });

  it('a malformed trace fails with its position and no report', async () => {
    const trace = tempFile(
      'bad.jsonl',
      `${JSON.stringify({ task_id: 'geo-weather-001', messages: [{ role: 'user', content: 'hi' }] })}\n{"messages": [1,]}\n`
    );
    const r = await runCli(['atlas', TASK, trace]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${trace}:2:17: unexpected ']'`);
    expect(r.stderr).toContain(`toolgauge atlas: ${trace} is not a usable trace (1 problem)`);
  });

  it('exit 2 when no run can be tied to a task, or when a trace or the tasks file is missing', async () => {
    const none = await runCli(['atlas', EXAMPLE_TASKS, 'examples/traces/openai-chat.json']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no run could be tied to a task');
    const noTrace = await runCli(['atlas', TASK]);
    expect(noTrace.code).toBe(2);
    expect(noTrace.stderr).toContain('missing trace');
    const missing = await runCli(['atlas', TASK, 'no/such.jsonl']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read trace no/such.jsonl: no such file');
  });

  it('claim text from a task file cannot inject Markdown or terminal escapes', async () => {
    const claim = 'Found | <img src=x onerror=alert(1)> @team \u001b[31mred';
    const tasks = tempFile(
      'hostile.json',
      JSON.stringify({
        task_id: 'h',
        prompt: 'p',
        tool_surface: ['x_search'],
        target_tools: ['x_search'],
        claims: [{ claim, check: { contains: 'here' } }]
      })
    );
    const trace = tempFile(
      'trace.json',
      JSON.stringify({
        messages: [
          { role: 'user', content: 'q' },
          {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: 'c', type: 'function', function: { name: 'x__search', arguments: '{}' } }]
          },
          { role: 'tool', tool_call_id: 'c', content: 'r' },
          { role: 'assistant', content: 'It is here.' }
        ]
      })
    );
    const md = await runCli(['atlas', tasks, trace, '--format', 'markdown']);
    expect(md.code).toBe(0);
    expect(md.stdout).not.toContain('<img');
    expect(md.stdout).toContain('Found \\| &lt;img');
    expect(md.stdout).not.toMatch(/@team/);
    const text = await runCli(['atlas', tasks, trace]);
    expect(text.stdout).not.toContain('\u001b');
    expect(text.stdout).toContain('fulfilled  Found | <img');
  });

  it('--help documents every flag', async () => {
    const r = await runCli(['atlas', '--help']);
    expect(r.code).toBe(0);
    for (const flag of [
      '--judge',
      '--judge-timeout',
      '--threshold',
      '--task',
      '--separator',
      '--server',
      '--skip-malformed',
      '--from',
      '--format',
      '--json',
      '--out'
    ])
      expect(r.stdout).toContain(flag);
  });
});

describe('docs/atlas.md', () => {
  const blocks = consoleBlocks(readFileSync(path.join(REPO, 'docs/atlas.md'), 'utf8'));
  it('has 2 console example(s), each a real toolgauge command', () => {
    expect(blocks).toHaveLength(2);
  });
  it.each(blocks.map((b) => [b.argv.join(' '), b] as const))(
    'shows the real output of toolgauge %s',
    async (_name, block) => {
      const r = await runCli(block.argv);
      expect(r.stdout).toBe(block.stdout);
      if (block.code !== undefined) expect(r.code).toBe(block.code);
    }
  );
});

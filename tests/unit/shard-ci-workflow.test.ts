/**
 * examples/ci/sharded-suite.yml is a file users copy, so its shell steps are run here as a runner
 * would run them (bash, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, the matrix values substituted), with
 * `npx toolgauge` pointing at this checkout and the artifact upload/download done by copying files.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { cliArgs, REPO, tempDir } from './helpers/cli.ts';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

const wf = parse(readFileSync(path.join(REPO, 'examples/ci/sharded-suite.yml'), 'utf8')) as {
  env: Record<string, string>;
  jobs: {
    shard: { strategy: { matrix: { shard: number[] } }; steps: Step[] };
    merge: { needs: string; if: string; steps: Step[] };
  };
};

// npx toolgauge: this checkout's CLI (cliArgs resolves from any folder; the jobs run in temp ones).
const NPX = `npx() { shift; ${[process.execPath, ...cliArgs()].map((a) => `"${a}"`).join(' ')} "$@"; }`;

/** Runs a job's `run:` steps in `cwd` with bash -e, as a runner does; returns each step's exit code. */
function runSteps(
  steps: Step[],
  cwd: string,
  expr: Record<string, string>,
  env: Record<string, string>
): Array<{ step: Step; code: number | null; stderr: string }> {
  const out: Array<{ step: Step; code: number | null; stderr: string }> = [];
  for (const step of steps) {
    if (step.run === undefined) continue;
    const script = step.run.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
      const v =
        expr[name] ?? (name.startsWith('steps.') ? outputs(env.GITHUB_OUTPUT!)[name.split('.').pop()!] : undefined);
      if (v === undefined) throw new Error(`the workflow uses \${{ ${name} }}, which this test does not provide`);
      return v;
    });
    const r = spawnSync('bash', ['-e', '-c', `${NPX}\n${script}`], {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 110_000
    });
    out.push({ step, code: r.status, stderr: r.stderr });
    if (r.status !== 0) break;
  }
  return out;
}

function outputs(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.includes('='))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)])
  );
}

test('the sharded workflow: every matrix job uploads a partial, the merge job writes the summary and JUnit and gates', () => {
  const root = tempDir('tg-shard-wf-');
  const suite = path.join(REPO, 'examples/suites/agent-metrics.yml');
  const shards = wf.jobs.shard.strategy.matrix.shard;
  expect(shards).toEqual([1, 2, 3, 4]);
  const upload = wf.jobs.shard.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))!;
  const partials = path.join(root, 'merge', 'partials');
  mkdirSync(partials, { recursive: true });
  for (const shard of shards) {
    const cwd = path.join(root, `shard-${shard}`);
    mkdirSync(cwd);
    const ran = runSteps(
      wf.jobs.shard.steps.filter((s) => !s.run?.startsWith('npm ci')),
      cwd,
      { 'matrix.shard': String(shard), 'strategy.job-total': String(shards.length) },
      { SUITE: suite, GITHUB_OUTPUT: path.join(cwd, 'out') }
    );
    expect(
      ran.map((r) => r.code),
      ran.map((r) => r.stderr).join('\n')
    ).toEqual([0]);
    // upload-artifact's path, then download-artifact with merge-multiple into partials/.
    const file = String(upload.with!.path).replace('${{ matrix.shard }}', String(shard));
    copyFileSync(path.join(cwd, file), path.join(partials, file));
  }
  const download = wf.jobs.merge.steps.find((s) => s.uses?.startsWith('actions/download-artifact'))!;
  expect(download.with).toMatchObject({ pattern: 'toolgauge-partial-*', path: 'partials', 'merge-multiple': true });
  expect(wf.jobs.merge.needs).toBe('shard');
  expect(wf.jobs.merge.if).toContain('!cancelled()');

  const cwd = path.join(root, 'merge');
  const summary = path.join(cwd, 'summary.md');
  const ran = runSteps(
    wf.jobs.merge.steps.filter((s) => !s.run?.startsWith('npm ci')),
    cwd,
    {},
    { SUITE: suite, GITHUB_OUTPUT: path.join(cwd, 'out'), GITHUB_STEP_SUMMARY: summary }
  );
  expect(
    ran.map((r) => r.code),
    ran.map((r) => r.stderr).join('\n')
  ).toEqual([0, 0, 0, 0]);
  expect(outputs(path.join(cwd, 'out')).code).toBe('0');
  expect(readFileSync(summary, 'utf8')).toMatch(
    /^## toolgauge suite: agent metrics on recorded traces\n\n\*\*8 passed\*\*/m
  );
  expect(readFileSync(path.join(cwd, 'junit.xml'), 'utf8')).toMatch(
    /<testsuite name="agent metrics on recorded traces" file="[^"]*agent-metrics.yml" tests="17" failures="0"/
  );
}, 240_000);

test("the merge job passes a failing suite's exit 1 to its gate step, and stops at once on exit 2", () => {
  const cwd = tempDir('tg-shard-wf-gate-');
  mkdirSync(path.join(cwd, 'partials'));
  // One shard of two: the merge refuses the set (exit 2) in its own step, before any rendering.
  const one = spawnSync(
    process.execPath,
    [
      ...cliArgs(),
      'run',
      path.join(REPO, 'examples/suites/floor-breach.yml'),
      '--shard',
      '1/2',
      '--out',
      path.join(cwd, 'partials', 'p1.json')
    ],
    { encoding: 'utf8', cwd: REPO }
  );
  expect(one.status, one.stderr).toBe(0);
  const ran = runSteps(
    wf.jobs.merge.steps.filter((s) => !s.run?.startsWith('npm ci')),
    cwd,
    {},
    { GITHUB_OUTPUT: path.join(cwd, 'out'), GITHUB_STEP_SUMMARY: path.join(cwd, 'summary.md') }
  );
  expect(ran.map((r) => r.code)).toEqual([2]);
  expect(ran[0]!.stderr).toContain('shard 2/2 is missing');

  // Both shards of a suite whose floor breaks: rendered, then the gate step exits 1.
  const two = spawnSync(
    process.execPath,
    [
      ...cliArgs(),
      'run',
      path.join(REPO, 'examples/suites/floor-breach.yml'),
      '--shard',
      '2/2',
      '--out',
      path.join(cwd, 'partials', 'p2.json')
    ],
    { encoding: 'utf8', cwd: REPO }
  );
  expect(two.status, two.stderr).toBe(0);
  writeFileSync(path.join(cwd, 'out'), '');
  const gated = runSteps(
    wf.jobs.merge.steps.filter((s) => !s.run?.startsWith('npm ci')),
    cwd,
    {},
    { GITHUB_OUTPUT: path.join(cwd, 'out'), GITHUB_STEP_SUMMARY: path.join(cwd, 'summary.md') }
  );
  expect(gated.map((r) => r.code)).toEqual([0, 0, 0, 1]);
}, 240_000);

/**
 * examples/ci/playground-pages.yml and examples/ci/pr-report-link.yml are files users copy, so
 * their shell steps are run here as a runner would run them (bash -e, GITHUB_OUTPUT, the `${{ }}`
 * values substituted), with `npx toolgauge` pointing at this checkout and `gh` and `npm` recorded
 * instead of run. The static build itself (what the Pages job uploads) is built and browsed by the
 * e2e `static` project; here its step is checked to ask for exactly that build.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { decodeShare } from '#core/share/codec';
import { staticBase } from '../../scripts/static-base.js';
import { cliArgs, REPO, tempDir } from './helpers/cli.ts';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  env?: Record<string, string>;
  jobs: Record<string, { needs?: string; environment?: unknown; steps: Step[] }>;
}
const load = (name: string) => parse(readFileSync(path.join(REPO, 'examples/ci', name), 'utf8')) as Workflow;

// npx toolgauge: this checkout's CLI. gh and npm: each call's arguments (and BASE_PATH) appended to calls.log.
const SHIMS = [
  `npx() { shift; ${[process.execPath, ...cliArgs()].map((a) => `"${a}"`).join(' ')} "$@"; }`,
  'gh() { echo "gh $* | GH_TOKEN=${GH_TOKEN:-} GH_REPO=${GH_REPO:-}" >> calls.log; }',
  'npm() { echo "npm $* | BASE_PATH=${BASE_PATH-unset}" >> calls.log; }'
].join('\n');

function runSteps(steps: Step[], cwd: string, expr: Record<string, string>, env: Record<string, string>) {
  const out: Array<{ step: Step; code: number | null; stderr: string }> = [];
  for (const step of steps) {
    if (step.run === undefined) continue;
    const sub = (text: string) =>
      text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
        const v =
          expr[name] ?? (name.startsWith('steps.') ? outputs(env.GITHUB_OUTPUT!)[name.split('.').pop()!] : undefined);
        if (v === undefined) throw new Error(`the workflow uses \${{ ${name} }}, which this test does not provide`);
        return v;
      });
    const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, sub(String(v))]));
    const r = spawnSync('bash', ['-e', '-c', `${SHIMS}\n${sub(step.run)}`], {
      cwd,
      env: { ...process.env, ...env, ...stepEnv },
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

test('the Pages workflow builds the static playground under /REPO and deploys build/static', () => {
  const wf = load('playground-pages.yml');
  expect(wf.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  const { build, deploy } = wf.jobs;
  expect(build.steps.map((s) => s.uses ?? s.run)).toEqual([
    'actions/checkout@v4',
    'actions/setup-node@v4',
    'npm ci',
    'npm run build:static',
    'actions/upload-pages-artifact@v3'
  ]);
  expect(build.steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))!.with).toEqual({
    path: 'build/static'
  });
  expect(deploy.needs).toBe('build');
  expect(deploy.steps.map((s) => s.uses)).toEqual(['actions/deploy-pages@v4']);

  const cwd = tempDir('tg-pages-wf-');
  const ran = runSteps(build.steps, cwd, { 'github.event.repository.name': 'my-tools' }, {});
  expect(ran.map((r) => r.code)).toEqual([0, 0]);
  expect(readFileSync(path.join(cwd, 'calls.log'), 'utf8')).toBe(
    'npm ci | BASE_PATH=unset\nnpm run build:static | BASE_PATH=/my-tools\n'
  );
  // What build:static makes of that base (scripts/static-base.js, the one the build uses).
  expect(staticBase('/my-tools')).toBe('/my-tools');
  // The script it names exists and writes where the upload step looks.
  const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(pkg.scripts['build:static']).toBe('node scripts/build-static.mjs');
  expect(readFileSync(path.join(REPO, 'svelte.config.js'), 'utf8')).toContain("staticAdapter({ out: 'build/static'");
});

test('the PR workflow comments the report with a link into the hosted playground, keeps the HTML report, and gates', async () => {
  const wf = load('pr-report-link.yml');
  expect(wf.permissions).toMatchObject({ 'pull-requests': 'write' });
  const steps = wf.jobs.lint.steps.filter((s) => !s.run?.startsWith('npm ci'));
  const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))!;
  const cwd = tempDir('tg-pr-wf-');
  copyFileSync(path.join(REPO, 'examples/catalogs/github.json'), path.join(cwd, 'tools.json'));
  const expr = { 'github.event.pull_request.number': '42', 'github.token': 'T0KEN', 'github.repository': 'me/server' };
  const env = { ...wf.env!, SHARE_URL: 'https://me.github.io/toolgauge', GITHUB_OUTPUT: path.join(cwd, 'out') };
  const ran = runSteps(steps, cwd, expr, env);
  expect(
    ran.map((r) => r.code),
    ran.map((r) => r.stderr).join('\n')
  ).toEqual([0, 0, 0, 0]);

  const comment = readFileSync(path.join(cwd, 'comment.md'), 'utf8');
  expect(comment.split('\n')[0]).toBe('## toolgauge lint: tools.json');
  const link = /\[Open the full report\]\(<(https:\/\/me\.github\.io\/toolgauge\/view\/#s=1\.[A-Za-z0-9_-]+)>\)/.exec(
    comment
  );
  expect(link).not.toBeNull();
  const decoded = await decodeShare(link![1].slice(link![1].indexOf('#')));
  expect(
    decoded.ok && (decoded.value as { workspace: { files: Array<{ path: string; text: string }> } }).workspace.files[0]
  ).toEqual({ path: 'tools.json', text: readFileSync(path.join(cwd, 'tools.json'), 'utf8'), kind: 'catalog' });
  expect(readFileSync(path.join(cwd, String(upload.with!.path)), 'utf8')).toMatch(/^<!doctype html>/i);
  expect(readFileSync(path.join(cwd, 'calls.log'), 'utf8')).toBe(
    'gh pr comment 42 --body-file comment.md --edit-last --create-if-none | GH_TOKEN=T0KEN GH_REPO=me/server\n'
  );
  expect(outputs(path.join(cwd, 'out')).code).toBe('0');

  // A catalog with a critical: the comment is still posted, then the gate step fails the job.
  const bad = tempDir('tg-pr-wf-bad-');
  // A tool with no description: a critical finding.
  writeFileSync(path.join(bad, 'tools.json'), '{"tools":[{"name":"x","inputSchema":{"type":"object"}}]}');
  const gated = runSteps(steps, bad, expr, { ...env, GITHUB_OUTPUT: path.join(bad, 'out') });
  expect(gated.map((r) => r.code)).toEqual([0, 0, 0, 1]);
  expect(readFileSync(path.join(bad, 'calls.log'), 'utf8')).toContain('gh pr comment 42');
});

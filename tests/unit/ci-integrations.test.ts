/**
 * The CI integrations are files users copy: the composite Action (action.yml), the example
 * workflow and the pre-commit hook. Their YAML parses, every input they use is declared, the
 * Action's lint step really runs the CLI (bash, as on a runner), and the hook picks catalog files.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cliArgs, REPO } from './helpers/cli.ts';
import { clean, broken } from './helpers/catalogs.ts';

const read = (f: string) => readFileSync(path.join(REPO, f), 'utf8');
const action = parse(read('action.yml'));
const tmp = mkdtempSync(path.join(tmpdir(), 'tg-action-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Step {
  id?: string;
  name?: string;
  run?: string;
  env?: Record<string, string>;
}

describe('action.yml', () => {
  it('is a composite action whose steps use only declared inputs', () => {
    expect(action.runs.using).toBe('composite');
    const used = [...read('action.yml').matchAll(/inputs\.([\w-]+)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(5);
    for (const name of used) expect(Object.keys(action.inputs)).toContain(name);
    for (const name of ['catalog', 'server-command', 'client-config', 'fail-on', 'sarif', 'comment'])
      expect(action.inputs[name]).toBeDefined();
  });

  const lintStep = (action.runs.steps as Step[]).find((s) => s.id === 'lint')!;
  const runLint = (env: Record<string, string>) => {
    const out = path.join(tmp, 'GITHUB_OUTPUT');
    writeFileSync(out, '');
    // TG is what the step runs with node: the suite's bundle, or the source through tsx.
    const [first, ...rest] = cliArgs();
    const tg =
      rest.length === 0
        ? { TG: first, NODE_OPTIONS: '' }
        : { TG: rest[rest.length - 1], NODE_OPTIONS: rest.slice(0, -1).join(' ') };
    const r = spawnSync('bash', ['-e', '-c', lintStep.run!], {
      cwd: tmp,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        ...tg,
        RUNNER_TEMP: tmp,
        GITHUB_OUTPUT: out,
        SERVER_COMMAND: '',
        CLIENT_CONFIG: '',
        RULES: '',
        DOCS_BASE: '',
        FAIL_ON: 'critical',
        ...env
      }
    });
    return { ...r, output: readFileSync(out, 'utf8') };
  };

  it('its lint step runs the CLI: SARIF and the comment are written, the exit code is passed on', {
    timeout: 180_000
  }, () => {
    writeFileSync(path.join(tmp, 'tools.json'), JSON.stringify(clean));
    writeFileSync(path.join(tmp, 'more.tools.json'), JSON.stringify(broken));
    const ok = runLint({ CATALOG: 'tools.json' });
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.output).toBe('exit-code=0\n');
    expect(JSON.parse(readFileSync(path.join(tmp, 'toolgauge/toolgauge.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(readFileSync(path.join(tmp, 'toolgauge/comment.md'), 'utf8')).toMatch(/^## toolgauge lint: tools\.json/);
    const failing = runLint({ CATALOG: 'tools.json *.tools.json' });
    expect(failing.output).toBe('exit-code=1\n');
    expect(readFileSync(path.join(tmp, 'toolgauge/comment.md'), 'utf8')).toContain('## toolgauge lint: 2 catalogs');
    expect(readFileSync(path.join(tmp, 'toolgauge/comment.md'), 'utf8')).not.toContain('Open the full report');
  });

  it('with share-url, the comment links to the report in the hosted playground and the HTML report is kept', {
    timeout: 180_000
  }, () => {
    writeFileSync(path.join(tmp, 'tools.json'), JSON.stringify(clean));
    const r = runLint({ CATALOG: 'tools.json', SHARE_URL: 'https://me.github.io/toolgauge' });
    expect(r.output).toBe('exit-code=0\n');
    const comment = readFileSync(path.join(tmp, 'toolgauge/comment.md'), 'utf8');
    expect(comment).toMatch(
      /^## toolgauge lint: tools\.json\n\n> \[Open the full report\]\(<https:\/\/me\.github\.io\/toolgauge\/view\/#s=1\.[A-Za-z0-9_-]+>\)/
    );
    expect(readFileSync(path.join(tmp, 'toolgauge/report.html'), 'utf8')).toMatch(/^<!doctype html>/i);
    const upload = (action.runs.steps as Array<Step & { uses?: string; with?: Record<string, string> }>).find(
      (s) => s.name === 'Upload the HTML report'
    )!;
    expect(upload.uses).toBe('actions/upload-artifact@v4');
    expect(upload.with!.path).toBe('${{ runner.temp }}/toolgauge/report.html');
  });
});

describe('examples/ci/toolgauge.yml', () => {
  it('parses and uses the Action with declared inputs only', () => {
    const wf = parse(read('examples/ci/toolgauge.yml'));
    const uses = wf.jobs.lint.steps.find((s: { uses?: string }) => s.uses?.includes('/toolgauge@'));
    for (const name of Object.keys(uses.with)) expect(Object.keys(action.inputs)).toContain(name);
    expect(wf.permissions).toMatchObject({ 'security-events': 'write', 'pull-requests': 'write' });
  });
});

describe('.pre-commit-hooks.yaml', () => {
  const [hook] = parse(read('.pre-commit-hooks.yaml'));
  it.each([
    ['tools.json', true],
    ['server/tools.yaml', true],
    ['snapshots/github.tools.json', true],
    ['catalogs/notion.json', true],
    ['package.json', false],
    ['src/tools.ts', false],
    ['catalogs/deep/x.txt', false]
  ])('files matches %s: %s', (file, expected) => {
    expect(new RegExp(hook.files).test(file)).toBe(expected);
  });
  it('runs toolgauge lint on the staged files', () => {
    expect(hook).toMatchObject({ id: 'toolgauge-lint', language: 'node', pass_filenames: true });
    expect(hook.entry).toMatch(/^toolgauge lint /);
  });
});

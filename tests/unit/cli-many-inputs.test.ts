/** Several inputs at once: every one is checked, the report covers all, the exit code is the worst. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { broken, clean } from './helpers/catalogs.ts';
import { runCli } from './helpers/cli.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'tg-many-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const write = (name: string, body: string) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), body);
  return name;
};
write('ok/clean.json', JSON.stringify(clean));
write('ok/clean2.yaml', JSON.stringify(clean));
write('bad/broken.json', JSON.stringify(broken));
write('bad/garbled.json', '{"tools": [');
const lint = (...args: string[]) => runCli(['lint', ...args], { cwd: dir });

describe('toolgauge lint with several inputs', () => {
  it('a failing second file fails the run (no false green from the first)', async () => {
    expect((await lint('ok/clean.json')).code).toBe(0);
    const r = await lint('ok/clean.json', 'bad/broken.json');
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ok/clean.json: 1 tool');
    expect(r.stdout).toContain('bad/broken.json: 1 tool');
    expect(r.stdout).toMatch(/total \(2 catalogs\): 2 tools · .* · criticals [1-9]\d*, /);
  });

  it('an unreadable or unparsable input is exit 2 and named, and the others are still reported', async () => {
    const r = await lint('ok/clean.json', 'missing.json', 'bad/garbled.json', 'bad/broken.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('cannot read catalog missing.json: no such file');
    expect(r.stderr).toMatch(/bad\/garbled\.json:1:\d+: /);
    expect(r.stderr).toContain('2 inputs could not be linted');
    expect(r.stdout).toContain('ok/clean.json: 1 tool');
    expect(r.stdout).toContain('bad/broken.json: 1 tool');
  });

  it('a directory stands for its catalogs and a glob is expanded, in a stable order', async () => {
    const r = await lint('ok', '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { file: string }) => f.file)).toEqual(['ok/clean.json', 'ok/clean2.yaml']);
    expect(report.summary.tools).toBe(2);
    const g = await lint('**/*clean*.{json,yaml}', '--json');
    expect(JSON.parse(g.stdout).files.map((f: { file: string }) => f.file)).toEqual([
      'ok/clean.json',
      'ok/clean2.yaml'
    ]);
  });

  it('a glob that matches nothing is exit 2 and named', async () => {
    const r = await lint('ok/clean.json', 'nowhere/*.json');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no file matches nowhere/*.json');
  });

  it('SARIF covers every file, each result located in its own artifact', async () => {
    const r = await lint('ok/clean.json', 'bad/broken.json', '--format', 'sarif');
    const sarif = JSON.parse(r.stdout);
    expect(sarif.runs[0].artifacts.map((a: { location: { uri: string } }) => a.location.uri)).toEqual([
      'ok/clean.json',
      'bad/broken.json'
    ]);
    const uris = new Set(
      sarif.runs[0].results.map(
        (x: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) =>
          x.locations[0].physicalLocation.artifactLocation.uri
      )
    );
    expect([...uris]).toEqual(['bad/broken.json']);
  });
});

describe('toolgauge bench with several specs', () => {
  const spec = (catalog: string) =>
    `catalog_path: ${catalog}\nintents:\n  - query: what is the weather forecast in Paris\n    gold: [get_forecast]\nmutations:\n  - tool: get_forecast\n    kind: blank\n`;
  // a: the tool's name says nothing, so blanking its description loses the pick (drop 100%).
  write(
    'bench/a.yml',
    `catalog:\n  tools:\n    - name: lookup_a\n      description: Return the current weather forecast for a city, as JSON.\nintents:\n  - query: what is the weather forecast in Paris\n    gold: [lookup_a]\nmutations:\n  - tool: lookup_a\n    kind: blank\n`
  );
  // b: the name get_forecast still carries the pick when the description is blanked (drop 0).
  write('bench/b.yml', spec('../ok/clean2.yaml'));
  write('bench/c.yml', 'intents: [');

  it('runs each spec and reports each; the exit code is the worst', async () => {
    const a = await runCli(['bench', 'bench/a.yml', '--min-drop', '0.5'], { cwd: dir });
    expect(a.code).toBe(0);
    const both = await runCli(['bench', 'bench/a.yml', 'bench/b.yml', '--min-drop', '0.5'], { cwd: dir });
    expect(both.stderr).toBe('');
    expect(both.code).toBe(1);
    expect(both.stdout).toContain('toolgauge bench: bench/a.yml');
    expect(both.stdout).toContain('toolgauge bench: bench/b.yml');
    const broken = await runCli(['bench', 'bench', '--min-drop', '0.5'], { cwd: dir });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('bench/c.yml');
    expect(broken.stdout).toContain('toolgauge bench: bench/b.yml');
    const json = await runCli(['bench', 'bench/{a,b}.yml', 'bench/a.yml', '--json'], { cwd: dir });
    expect(JSON.parse(json.stdout).files.map((f: { file: string; max_drop: number }) => [f.file, f.max_drop])).toEqual([
      ['bench/a.yml', 1],
      ['bench/b.yml', 0]
    ]);
  });
});

/**
 * toolgauge.config.yml: found by walking up from the working directory (nearest folder wins; in a
 * folder .yml, then .yaml, then .json), flags on the command line win, --no-config ignores it, a
 * broken config is exit 2 with file:line:col. `toolgauge init` writes the starters, never over a file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseProjectConfigText } from '#core/config/project-config';
import { RULE_LIST } from '#core/lint/registry';
import { PRESET_NAMES } from '#core/lint/types';
import { findConfigFile } from '../../src/node/config/find-config.ts';
import { STARTER_CONFIG } from '../../src/node/commands/init.ts';
import { broken } from './helpers/catalogs.ts';
import { runCli } from './helpers/cli.ts';

const root = mkdtempSync(path.join(tmpdir(), 'tg-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const put = (rel: string, body: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), body);
  return path.join(root, rel);
};

describe('config discovery', () => {
  put('repo/toolgauge.config.yml', 'fail-on: none\n');
  put('repo/toolgauge.config.json', '{"fail-on": "warning"}');
  put('repo/pkg/toolgauge.config.json', '{"fail-on": "critical"}');
  mkdirSync(path.join(root, 'repo/pkg/src/deep'), { recursive: true });
  mkdirSync(path.join(root, 'elsewhere'), { recursive: true });

  it.each([
    ['the folder itself', 'repo', 'repo/toolgauge.config.yml'],
    ['the nearest folder above wins over one further up', 'repo/pkg/src/deep', 'repo/pkg/toolgauge.config.json'],
    ['.yml before .json in the same folder', 'repo', 'repo/toolgauge.config.yml']
  ])('%s', async (_name, from, expected) => {
    expect(await findConfigFile(path.join(root, from))).toBe(path.join(root, expected));
  });
  it('none above: undefined (walks to the filesystem root without error)', async () => {
    const found = await findConfigFile(path.join(root, 'elsewhere'));
    // A config above the temp folder (on the machine) would be found; none is expected there.
    expect(found === undefined || !found.startsWith(root)).toBe(true);
  });
});

describe('the config in use', () => {
  const catalog = put('proj/tools.json', JSON.stringify(broken));
  put('proj/toolgauge.config.yml', 'fail-on: none\nrules:\n  DESC-012: off\n');
  const cwd = path.join(root, 'proj');
  const sub = path.join(root, 'proj/sub');
  mkdirSync(sub, { recursive: true });

  it('its gate and rules apply from any folder below it', async () => {
    const r = await runCli(['lint', catalog, '--json'], { cwd: sub });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).tools[0].findings.map((f: { rule: string }) => f.rule)).not.toContain('DESC-012');
    // A config from a parent folder turns the gate off, so it is named, never silent.
    expect(r.stderr).toContain(
      `toolgauge: using ${path.join('..', 'toolgauge.config.yml')} from a parent folder (pass --no-config to ignore it)`
    );
  });
  it('an explicit flag wins over the config, and --rules replaces its rules', async () => {
    expect((await runCli(['lint', catalog, '--fail-on', 'critical'], { cwd })).code).toBe(1);
    const rules = put('proj/rules.yml', 'DESC-009: off\n');
    const r = await runCli(['lint', catalog, '--rules', rules, '--json'], { cwd });
    expect(JSON.parse(r.stdout).tools[0].findings.map((f: { rule: string }) => f.rule)).toContain('DESC-012');
  });
  it('a config preset applies to lint and diff alike, and --preset wins over it', async () => {
    const dir = path.join(root, 'preset');
    const cat = put('preset/tools.json', JSON.stringify(broken));
    put('preset/toolgauge.config.yml', 'preset: reference\n');
    const presetOf = async (args: string[]) => {
      const r = await runCli([...args, '--json'], { cwd: dir });
      return JSON.parse(r.stdout)
        .tools[0].findings.filter((f: { rule: string }) => f.rule === 'DESC-006')
        .map((f: { severity: string }) => f.severity);
    };
    expect(await presetOf(['lint', cat])).toContain('critical');
    expect(await presetOf(['lint', cat, '--preset', 'recommended'])).not.toContain('critical');
    expect(await presetOf(['lint', cat, '--no-config'])).not.toContain('critical');
    const diff = await runCli(['diff', cat, cat, '--json'], { cwd: dir });
    expect(JSON.parse(diff.stdout).newCriticals).toBe(0);
  });
  it('--no-config ignores it', async () => {
    expect((await runCli(['lint', catalog, '--no-config'], { cwd })).code).toBe(1);
  });
  it('a broken config is exit 2 with file:line:col and what is expected', async () => {
    const dir = path.join(root, 'bad');
    const cat = put('bad/tools.json', JSON.stringify(broken));
    put('bad/toolgauge.config.yml', 'fail-on: sometimes\nrulez: {}\n');
    const r = await runCli(['lint', cat], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('toolgauge.config.yml:1:1: fail-on is "sometimes" (expected critical | warning | none)');
    expect(r.stderr).toMatch(/toolgauge\.config\.yml:2:1: unknown key "rulez" \(did you mean "rules"\?\)/);
    expect((await runCli(['lint', cat, '--no-config'], { cwd: dir })).code).toBe(1);
  });
});

describe('toolgauge init', () => {
  it('writes a commented config that parses, and a starter suite; refuses to overwrite', async () => {
    const dir = path.join(root, 'init');
    mkdirSync(dir);
    const r = await runCli(['init'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('wrote toolgauge.config.yml\nwrote toolgauge.suite.yml\n');
    const written = readFileSync(path.join(dir, 'toolgauge.config.yml'), 'utf8');
    expect(written).toBe(STARTER_CONFIG);
    // The preset comment names every preset (issue 42: `all` was missing).
    const presetComment = written.slice(written.indexOf('# Which rule definitions'), written.indexOf('# preset:'));
    for (const name of PRESET_NAMES) expect(presetComment).toContain(`${name} (`);
    expect(parseProjectConfigText(written, { file: 'c.yml', ruleIds: RULE_LIST.map((x) => x.id) })).toMatchObject({
      ok: true,
      config: { 'fail-on': 'critical', 'max-token-growth': '10%' }
    });
    // The starter suite runs once a catalog is saved beside it.
    writeFileSync(path.join(dir, 'tools.json'), readFileSync('examples/catalogs/memory.json', 'utf8'));
    const run = await runCli(['run', 'toolgauge.suite.yml', '--json'], { cwd: dir });
    expect(run.stderr).not.toContain('not a usable suite');
    expect(JSON.parse(run.stdout).tests).toHaveLength(1);
    writeFileSync(path.join(dir, 'toolgauge.config.yml'), 'mine\n');
    const again = await runCli(['init'], { cwd: dir });
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('toolgauge.config.yml and toolgauge.suite.yml already exist; nothing was written');
    expect(readFileSync(path.join(dir, 'toolgauge.config.yml'), 'utf8')).toBe('mine\n');
  });
});

/**
 * `--share-url` on lint, bench and run (and `share-url:` in toolgauge.config.yml): where the link
 * goes for each format, what it carries (decoded here with the playground's own reader), a base
 * that is not one, and a report too big for a link.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeShare } from '#core/share/codec';
import { parseRuleSettingsText, ruleIdsOf } from '#core/lint/settings/rule-settings';
import { RULE_LIST } from '#core/lint/registry';
import { readSharePayload, type SharePayload } from '../../src/lib/share/payload.ts';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

const BASE = 'https://you.github.io/toolgauge';
const LINK = /https:\/\/you\.github\.io\/toolgauge\/view\/#s=1\.[A-Za-z0-9_-]+/;

async function payloadOf(text: string): Promise<SharePayload> {
  const url = LINK.exec(text)?.[0];
  if (!url) throw new Error(`no link in ${text.slice(-500)}`);
  const decoded = await decodeShare(url.slice(url.indexOf('#')));
  if (!decoded.ok) throw new Error(decoded.error.message);
  const read = readSharePayload(decoded.value);
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

describe('lint --share-url', () => {
  it('text: the link ends the report; it carries the catalog at its path as given, and the exit code is unchanged', async () => {
    const plain = await runCli(['lint', 'examples/catalogs/github.json', '--no-config']);
    const r = await runCli(['lint', 'examples/catalogs/github.json', '--no-config', '--share-url', `${BASE}/`]);
    expect(r.code).toBe(plain.code);
    expect(r.stdout.startsWith(plain.stdout)).toBe(true);
    expect(r.stdout.slice(plain.stdout.length)).toMatch(new RegExp(`^share: ${LINK.source}\\n$`));
    expect(r.stderr).toBe(plain.stderr);
    const p = await payloadOf(r.stdout);
    expect(p.view).toEqual({ page: 'lint', expanded: [] });
    expect(p.workspace.active).toBe('examples/catalogs/github.json');
    expect(p.workspace.files[0].text).toBe(readFileSync(path.join(REPO, 'examples/catalogs/github.json'), 'utf8'));
  });

  it('markdown: "Open the full report" under the heading (the PR comment)', async () => {
    const r = await runCli([
      'lint',
      'examples/catalogs/github.json',
      '--no-config',
      '--format',
      'markdown',
      '--share-url',
      BASE
    ]);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('## toolgauge lint: examples/catalogs/github.json');
    expect(lines[2]).toMatch(
      new RegExp(`^> \\[Open the full report\\]\\(<${LINK.source}>\\) in the toolgauge playground`)
    );
    expect(r.stderr).toBe('');
  });

  it('json, and any report written with --out: the report is untouched, the link goes to stderr', async () => {
    const r = await runCli([
      'lint',
      'examples/catalogs/github.json',
      '--no-config',
      '--format',
      'json',
      '--share-url',
      BASE
    ]);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stdout).not.toContain('#s=1.');
    expect(r.stderr).toMatch(new RegExp(`^share: ${LINK.source}\\n$`));
    const out = path.join(tempDir(), 'report.txt');
    const o = await runCli(['lint', 'examples/catalogs/github.json', '--no-config', '--out', out, '--share-url', BASE]);
    expect(readFileSync(out, 'utf8')).toMatch(LINK);
    expect(o.stderr).toMatch(LINK);
  });

  it('the rules the lint used travel with it: a --rules file as written, a --preset as a rules file', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'tools.json'), readFileSync(path.join(REPO, 'examples/catalogs/github.json')));
    writeFileSync(path.join(dir, 'rules.yml'), 'rules:\n  DESC-009: off\n');
    const withRules = await payloadOf(
      (await runCli(['lint', 'tools.json', '--no-config', '--rules', 'rules.yml', '--share-url', BASE], { cwd: dir }))
        .stdout
    );
    expect(withRules.view.rules).toBe('rules.yml');
    expect(withRules.workspace.files.find((f) => f.path === 'rules.yml')?.text).toBe('rules:\n  DESC-009: off\n');
    const preset = await payloadOf(
      (
        await runCli(
          ['lint', 'tools.json', '--no-config', '--preset', 'reference', '--rules', 'rules.yml', '--share-url', BASE],
          { cwd: dir }
        )
      ).stdout
    );
    const file = preset.workspace.files.find((f) => f.path === preset.view.rules)!;
    const settings = parseRuleSettingsText(file.text, { ruleIds: ruleIdsOf(RULE_LIST) });
    expect(settings.ok && settings.settings).toMatchObject({ preset: 'reference', rules: { 'DESC-009': 'off' } });
    const none = await payloadOf(
      (await runCli(['lint', 'tools.json', '--no-config', '--share-url', BASE], { cwd: dir })).stdout
    );
    expect(none.view.rules).toBeUndefined();
    expect(none.workspace.files).toHaveLength(1);
  });

  it('too big for a link: says so, names the HTML report, prints no link', async () => {
    let x = 88172645;
    const word = () =>
      Array.from({ length: 8 }, () =>
        String.fromCharCode(97 + ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 0) % 26))
      ).join('');
    const tools = Array.from({ length: 700 }, (_, i) => ({
      name: `tool_${i}`,
      description: Array.from({ length: 25 }, word).join(' '),
      inputSchema: { type: 'object' }
    }));
    const dir = tempDir();
    writeFileSync(path.join(dir, 'big.json'), JSON.stringify({ tools }));
    const text = await runCli(['lint', 'big.json', '--no-config', '--fail-on', 'none', '--share-url', BASE], {
      cwd: dir
    });
    expect(text.stdout).toMatch(
      /\nshare: the report is too big for a share link \(\d+ KB, over the 64 KB a link can carry\); share the HTML report instead \(toolgauge lint \.\.\. --format html --out report\.html\)\n$/
    );
    expect(text.stdout).not.toContain('#s=1.');
    const md = await runCli(
      ['lint', 'big.json', '--no-config', '--fail-on', 'none', '--format', 'markdown', '--share-url', BASE],
      { cwd: dir }
    );
    expect(md.stdout).toContain('> The full report is too big for a share link');
    expect(md.stdout).toContain('see the HTML report attached to this run instead');
    expect(md.stdout).not.toContain('#s=1.');
  });

  it.each([
    [['--share-url', 'ftp://x.io'], '--share-url: "ftp://x.io" is not an http(s) URL'],
    [['--share-url', 'https://x.io/#frag'], '--share-url: "https://x.io/#frag" has a ?query or #fragment']
  ])('a base that is not one: exit 2 before linting (%j)', async (flag, message) => {
    const r = await runCli(['lint', 'examples/catalogs/github.json', '--no-config', ...flag]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
  });
});

describe('share-url in toolgauge.config.yml', () => {
  it.each(['share-url', 'shareUrl'])('%s sets the base; --share-url wins over it', async (key) => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'toolgauge.config.yml'), `${key}: ${BASE}\n`);
    writeFileSync(
      path.join(dir, 'tools.json'),
      '{"tools":[{"name":"a","description":"Reads a file from disk.","inputSchema":{"type":"object"}}]}'
    );
    expect((await runCli(['lint', 'tools.json'], { cwd: dir })).stdout).toMatch(LINK);
    expect((await runCli(['lint', 'tools.json', '--share-url', 'https://other.io'], { cwd: dir })).stdout).toContain(
      'share: https://other.io/view/#s=1.'
    );
    expect((await runCli(['lint', 'tools.json', '--no-config'], { cwd: dir })).stdout).not.toContain('share:');
  });
  it('a bad value is an error at its line and column', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'toolgauge.config.yml'), 'fail-on: none\nshare-url: not a url\n');
    const r = await runCli(['lint', 'examples/catalogs/github.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('toolgauge.config.yml:2:1: share-url is "not a url"');
  });
});

describe('bench and run --share-url', () => {
  it('bench: the spec and the catalog its catalog_path names, at paths that keep the reference working', async () => {
    const r = await runCli(['bench', 'examples/bench/filesystem.yml', '--no-config', '--share-url', BASE]);
    const p = await payloadOf(r.stdout);
    expect(p.view.page).toBe('bench');
    expect(p.workspace.active).toBe('examples/bench/filesystem.yml');
    expect(p.workspace.files.map((f) => [f.path, f.kind])).toEqual([
      ['examples/bench/filesystem.yml', 'bench'],
      ['examples/catalogs/filesystem.json', 'catalog']
    ]);
  });
  it('run: the report itself, the same as --format json writes', async () => {
    const json = JSON.parse(
      (await runCli(['run', 'examples/suites/agent-metrics.yml', '--format', 'json'])).stdout
    ) as { summary: unknown; tests: unknown[] };
    const r = await runCli(['run', 'examples/suites/agent-metrics.yml', '--share-url', BASE]);
    expect(r.code).toBe(0);
    const p = await payloadOf(r.stdout);
    expect(p.view.page).toBe('run');
    expect(p.view.report?.summary).toEqual(json.summary);
    expect(p.view.report?.tests).toHaveLength(json.tests.length);
  });
});

describe('docs/static.md', () => {
  it('the example is what the CLI prints (the link cut where the page cuts it)', async () => {
    const doc = readFileSync(path.join(REPO, 'docs/static.md'), 'utf8');
    const block = /```\n\$ toolgauge (lint [^\n]+)\n\.\.\.\n([^\n]+)\n([^\n]+)…\n```/.exec(doc);
    expect(block).not.toBeNull();
    const r = await runCli([...block![1].split(' '), '--no-config']);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.at(-2)).toBe(block![2]);
    expect(lines.at(-1)!.startsWith(block![3])).toBe(true);
  });
});

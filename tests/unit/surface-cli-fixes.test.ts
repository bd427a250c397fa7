/**
 * What a new user hit (issue 29, items 11 and 14), one test each: bench totals and empty intents,
 * diff --rules, report merge with a quoted glob, a .json of random bytes, init --dir of a missing
 * folder, and small wording.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runCli, tempDir } from './helpers/cli.ts';

describe('bench with several specs', () => {
  it('ends with a totals line per selector, and JSON carries the totals', async () => {
    const r = await runCli(['bench', 'examples/bench/weather.yml', 'examples/bench/filesystem.yml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /\ntotals {4}2 specs {2}lexical accuracy 97\.1% \(34\/35 intents\), recall@5 100\.0% \(35\/35\)\n$/
    );
    const j = JSON.parse(
      (await runCli(['bench', 'examples/bench/weather.yml', 'examples/bench/filesystem.yml', '--json'])).stdout
    );
    expect(j.totals).toMatchObject({
      specs: 2,
      unusable: 0,
      gates_failed: 0,
      k: 5,
      selectors: [{ selector: 'lexical', intents: 35, correct: 34, retrieved: 35 }]
    });
  });

  it('counts a failed gate and an unusable spec in the totals', async () => {
    const bad = path.join(tempDir(), 'bad.yml');
    writeFileSync(bad, 'catalog: { tools: [{ name: a, description: first tool }] }\nintents: []\n');
    const r = await runCli([
      'bench',
      'examples/bench/weather.yml',
      'examples/bench/search-github.yml',
      bad,
      '--min-drop',
      '0.5'
    ]);
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('totals    2 specs (+1 unusable)  lexical accuracy');
    expect(r.stdout).toContain('gates failed in 1 of 2 specs');
  });
});

describe('a bench spec with intents: []', () => {
  it('is exit 2 at its position, not a 0/0 pass', async () => {
    const spec = path.join(tempDir(), 'empty.yml');
    writeFileSync(spec, 'catalog: { tools: [{ name: a, description: first tool }] }\nintents: []\n');
    const r = await runCli(['bench', spec]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `${spec}:2:1: intents is empty: a bench needs at least one intent ({ query, gold }) to measure selection at /intents\n`
    );
    expect(r.stdout).toBe('');
  });
});

describe('diff --rules', () => {
  const base = 'tests/fixtures/catalog-versions/filesystem-2025.7.1.json';
  const head = 'examples/catalogs/filesystem.json';
  it('lints both sides with the rules file, as lint --rules does', async () => {
    const rules = path.join(tempDir(), 'rules.yml');
    writeFileSync(rules, 'DESC-012: off\n');
    const plain = JSON.parse((await runCli(['diff', base, head, '--json'])).stdout);
    const ruled = JSON.parse((await runCli(['diff', base, head, '--json', '--rules', rules])).stdout);
    const rulesOf = (d: { introduced: Array<{ rule: string }>; fixed: Array<{ rule: string }> }) =>
      [...d.introduced, ...d.fixed].map((f) => f.rule);
    expect(rulesOf(plain)).toContain('DESC-012');
    expect(rulesOf(ruled)).not.toContain('DESC-012');
  });
  it('a bad rules file is exit 2 with its position and a did-you-mean', async () => {
    const rules = path.join(tempDir(), 'rules.yml');
    writeFileSync(rules, 'DESC-99: off\n');
    const r = await runCli(['diff', base, head, '--rules', rules]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${rules}:1:1: unknown rule "DESC-99" (did you mean DESC-009?)`);
  });
});

describe("report merge 'part-*.json'", () => {
  it('expands a quoted glob as lint does, and a literal name given twice is still refused', async () => {
    const dir = tempDir('tg-merge-glob-');
    for (const i of [1, 2, 3])
      expect(
        (
          await runCli(
            [
              'run',
              path.join(REPO, 'examples/suites/agent-metrics.yml'),
              '--shard',
              `${i}/3`,
              '--out',
              `part-${i}.json`
            ],
            { cwd: dir }
          )
        ).code
      ).toBe(0);
    const merged = await runCli(['report', 'merge', 'part-*.json', '--json'], { cwd: dir });
    expect(merged.code, merged.stderr).toBe(0);
    expect(JSON.parse(merged.stdout).tests).toHaveLength(8);
    const none = await runCli(['report', 'merge', 'nope-*.json'], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('no file matches nope-*.json');
    const one = await runCli(['report', 'merge', 'part-1.json'], { cwd: dir });
    expect(one.stderr).toContain('toolgauge report merge: the 1 partial does not make up one run');
  });
});

describe('a .json file that is not JSON', () => {
  it('gets a JSON error at its position, not a YAML one or "the catalog is a string"', async () => {
    const file = path.join(tempDir(), 'random.json');
    writeFileSync(file, Buffer.from([0x76, 0x9b, 0x12, 0xff, 0x41, 0x0a, 0x3a, 0x7d]));
    const r = await runCli(['lint', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:1:1: unexpected 'v', expected a value \\(object, array`
      )
    );
    expect(r.stderr).not.toMatch(/YAML|is a string/);
  });
  it('YAML that reads as a catalog in a .json file is still linted', async () => {
    const file = path.join(tempDir(), 'yaml.json');
    writeFileSync(file, 'tools:\n  - name: read_file\n    description: Read a file from disk and return its text.\n');
    expect((await runCli(['lint', file, '--json'])).code).toBeLessThan(2);
  });
});

describe('text output', () => {
  it('starts every finding message in the same column, whatever the rule family', async () => {
    const r = await runCli(['lint', 'tests/fixtures/overlap/confusable.json', '--fail-on', 'none']);
    const lines = r.stdout.split('\n').filter((l) => /^ {6}\S+ +(critical|warning|hint) +[A-Z]{3,4}-\d{3} /.test(l));
    expect(new Set(lines.map((l) => l.match(/^ {6}\S+ +(critical|warning|hint) +/)![0].length))).toEqual(new Set([25]));
    expect(new Set(lines.map((l) => l.slice(25).match(/^[A-Z]{3,4}-\d{3} +/)![0].length))).toEqual(new Set([10]));
    expect(lines.some((l) => l.includes(' OVL-')) && lines.some((l) => l.includes(' DESC-'))).toBe(true);
    // see: and fix: lines line up under the message.
    for (const l of r.stdout.split('\n').filter((x) => /^ +(see|fix): /.test(x))) expect(l.indexOf(l.trim())).toBe(35);
  });
});

describe('init --dir', () => {
  it('makes a folder that does not exist yet, and refuses a file', async () => {
    const root = tempDir();
    const r = await runCli(['init', '--dir', 'new/sub'], { cwd: root });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('wrote new/sub/toolgauge.config.yml\nwrote new/sub/toolgauge.suite.yml\n');
    expect(existsSync(path.join(root, 'new/sub/toolgauge.suite.yml'))).toBe(true);
    writeFileSync(path.join(root, 'afile'), '');
    const bad = await runCli(['init', '--dir', 'afile'], { cwd: root });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('toolgauge init: --dir afile is a file, not a folder; nothing was written\n');
  });
});

describe('SARIF and GitLab from a subfolder', () => {
  it('name the catalog relative to the repository root, and SARIF names the tool version', async () => {
    const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string };
    const sarif = JSON.parse(
      (
        await runCli(['lint', '../catalogs/memory.json', '--format', 'sarif', '--fail-on', 'none'], {
          cwd: path.join(REPO, 'examples/suites')
        })
      ).stdout
    );
    expect(sarif.runs[0].tool.driver).toMatchObject({
      name: 'toolgauge',
      version: pkg.version,
      semanticVersion: pkg.version
    });
    expect(sarif.runs[0].artifacts).toEqual([{ location: { uri: 'examples/catalogs/memory.json' } }]);
    const gitlab = JSON.parse(
      (
        await runCli(
          ['lint', '../catalogs/memory.json', '--format', 'gitlab', '--preset', 'all', '--fail-on', 'none'],
          { cwd: path.join(REPO, 'examples/suites') }
        )
      ).stdout
    );
    expect(new Set(gitlab.map((x: { location: { path: string } }) => x.location.path))).toEqual(
      new Set(['examples/catalogs/memory.json'])
    );
    // Text keeps the path as typed.
    expect(
      (
        await runCli(['lint', '../catalogs/memory.json', '--fail-on', 'none'], {
          cwd: path.join(REPO, 'examples/suites')
        })
      ).stdout
    ).toContain('../catalogs/memory.json: 9 tools');
  });
});

describe('--client-config with a disabled server', () => {
  it('skips it and leaves it out of the count', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'mcp.json'),
      JSON.stringify({
        mcpServers: {
          files: {
            command: process.execPath,
            args: [path.join(REPO, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js'), dir]
          },
          old: { command: 'no-such-server', disabled: true }
        }
      })
    );
    const r = await runCli(['lint', '--client-config', 'mcp.json', '--client', 'cursor', '--fail-on', 'none'], {
      cwd: dir
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('skipped old  (disabled in mcp.json)');
    expect(r.stderr).toContain('cursor config mcp.json: 1 of 1 server listed (1 disabled, skipped)');
  });
});

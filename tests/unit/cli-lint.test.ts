import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { broken, clean } from './helpers/catalogs.ts';
import { runCli, tempFile, tempDir } from './helpers/cli.ts';

describe('toolgauge lint', () => {
  it('prints the documented JSON shape on stdout and nothing else', async () => {
    const r = await runCli(['lint', tempFile('c.json', JSON.stringify(clean)), '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(['tools', 'summary', 'spec']);
    expect(report.tools[0]).toMatchObject({
      name: 'get_forecast',
      score: expect.any(Number),
      tokens: { cl100k: expect.any(Number), o200k: expect.any(Number), whitespace: expect.any(Number) }
    });
    // A clean tool: no PASS entry in findings, and `clean` says so.
    expect(report.tools[0].findings).toEqual([]);
    expect(report.tools[0].clean).toBe(true);
    expect(Object.keys(report.summary)).toEqual(
      expect.arrayContaining([
        'tools',
        'mean_score',
        'min_score',
        'critical_count',
        'warning_count',
        'smells',
        'smell_total',
        'tokens'
      ])
    );
    expect(report.summary.tokens.cl100k).toBe(report.tools[0].tokens.cl100k);
  });

  it('--format json and --json are the same', async () => {
    const file = tempFile('c.json', JSON.stringify(clean));
    const a = await runCli(['lint', file, '--json']);
    const b = await runCli(['lint', file, '--format', 'json']);
    expect(a.stdout).toBe(b.stdout);
  });

  it('exits 1 when a critical finding reaches the default gate, 0 with --fail-on none', async () => {
    const file = tempFile('b.json', JSON.stringify(broken));
    const gated = await runCli(['lint', file, '--json']);
    const report = JSON.parse(gated.stdout);
    expect(report.summary.critical_count + report.summary.schema_criticals).toBeGreaterThan(0);
    expect(gated.code).toBe(1);
    expect((await runCli(['lint', file, '--fail-on', 'none'])).code).toBe(0);
  });

  it('--fail-on warning gates on warnings too', async () => {
    const onlyWarnings = { tools: [{ ...clean.tools[0], annotations: undefined }] };
    const file = tempFile('w.json', JSON.stringify(onlyWarnings));
    const r = JSON.parse((await runCli(['lint', file, '--json', '--fail-on', 'none'])).stdout);
    const criticals = r.summary.critical_count + r.summary.schema_criticals;
    const warnings = r.summary.warning_count + r.summary.schema_warnings;
    expect((await runCli(['lint', file])).code).toBe(criticals > 0 ? 1 : 0);
    expect((await runCli(['lint', file, '--fail-on', 'warning'])).code).toBe(criticals + warnings > 0 ? 1 : 0);
  });

  it('reads stdin for "-" and YAML as well as JSON', async () => {
    const yaml =
      'tools:\n  - name: get_forecast\n    description: Get the weather forecast for a city. Returns JSON.\n';
    const r = await runCli(['lint', '-', '--json', '--fail-on', 'none'], { stdin: yaml });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).tools[0].name).toBe('get_forecast');
  });

  it('writes --out instead of stdout', async () => {
    const out = path.join(tempDir('tg-out-'), 'r.json');
    const r = await runCli(['lint', tempFile('c.json', JSON.stringify(clean)), '--json', '--out', out]);
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).summary.tools).toBe(1);
  });

  it.each([
    ['malformed JSON', 'bad.json', '{\n  "tools": [\n    { "name": "a" ,, }\n  ]\n}', /bad\.json:3:20: unexpected ','/],
    [
      'a tool with no name',
      'noname.json',
      '{"tools": [{"description": "x"}]}',
      /noname\.json:1:12: tool 0 has no "name".* at \/tools\/0/
    ],
    ['malformed YAML', 'bad.yml', 'tools:\n  - name: a\n  description: [\n', /bad\.yml:\d+:\d+: /],
    ['an empty file', 'empty.json', '', /empty\.json:1:1: the input is empty/]
  ])('exits 2 on %s, naming file, line:column and what was expected', async (_label, name, body, pattern) => {
    const r = await runCli(['lint', tempFile(name, body)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(pattern);
  });

  it.each([
    [['lint'], /missing catalog/],
    [['lint', 'does-not-exist.json'], /cannot read catalog does-not-exist\.json: no such file/],
    [['lint', 'x.json', '--formt', 'json'], /unknown option --formt \(did you mean --format\?\)/],
    [['lint', 'x.json', '--format', 'xml'], /--format must be one of/],
    [['lint', 'x.json', '--fail-on', 'sometimes'], /--fail-on must be one of critical, warning, none/],
    [['lnt'], /unknown command "lnt" \(did you mean "lint"\?\)/]
  ])('exits 2 on bad arguments %j', async (argv, pattern) => {
    const r = await runCli(argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(pattern);
  });

  it('describes every flag in --help', async () => {
    const r = await runCli(['lint', '--help']);
    expect(r.code).toBe(0);
    for (const flag of ['--format', '--json', '--out', '--fail-on', '--tokenizer', '--help'])
      expect(r.stdout).toContain(flag);
    const top = await runCli(['--help']);
    expect(top.stdout).toContain('lint');
  });

  it('text output lists tools worst first and ends with a one-line summary', async () => {
    const file = tempFile('mix.json', JSON.stringify({ tools: [...clean.tools, ...broken.tools] }));
    const r = await runCli(['lint', file, '--fail-on', 'none']);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^\d\.\d\d {2}x /);
    expect(lines.at(-1)).toMatch(
      /mix\.json: 2 tools · mean \d\.\d\d, min \d\.\d\d · criticals \d+, warnings \d+, hints \d+ · smell_total \d+ · \d+ tokens \(cl100k_base\)/
    );
    const o200k = await runCli(['lint', file, '--fail-on', 'none', '--tokenizer', 'o200k']);
    expect(o200k.stdout).toContain('(o200k_base)');
  });

  it('text and JSON summaries give the same counts under the same names, and a clean tool has no finding (no PASS entry)', async () => {
    const file = tempFile('mix.json', JSON.stringify({ tools: [...clean.tools, ...broken.tools] }));
    const text = (await runCli(['lint', file, '--fail-on', 'none'])).stdout.trim().split('\n').at(-1)!;
    const json = JSON.parse((await runCli(['lint', file, '--fail-on', 'none', '--json'])).stdout) as {
      tools: { clean: boolean; findings: { rule: string; severity: string }[] }[];
      summary: Record<string, number>;
    };
    const named = Object.fromEntries(
      [...text.matchAll(/(criticals|warnings|hints|smell_total) (\d+)/g)].map((m) => [m[1], Number(m[2])])
    );
    expect(named).toEqual({
      criticals: json.summary.criticals,
      warnings: json.summary.warnings,
      hints: json.summary.hints,
      smell_total: json.summary.smell_total
    });
    const findings = json.tools.flatMap((t) => t.findings);
    expect(findings.some((f) => f.rule === 'PASS')).toBe(false);
    expect(json.tools.some((t) => t.clean && t.findings.length === 0)).toBe(true);
    expect(json.summary.criticals + json.summary.warnings + json.summary.hints).toBe(findings.length);
  });

  it('shows control and bidi characters from a hostile catalog escaped, never raw', async () => {
    const hostile = {
      tools: [
        {
          name: 'evil\u202etool',
          description: 'Clears the screen \u001b[2J and hides\u200b text. Returns nothing useful at all.'
        }
      ]
    };
    const r = await runCli(['lint', tempFile('h.json', JSON.stringify(hostile)), '--fail-on', 'none']);
    expect(r.stdout).not.toMatch(/[\u001b\u202e\u200b]/);
    expect(r.stdout).toContain('evil\\u202etool');
  });
});

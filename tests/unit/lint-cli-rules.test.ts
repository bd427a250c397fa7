import { describe, expect, it } from 'vitest';
import { runCli, tempFile } from './helpers/cli.ts';

const DEMO = 'examples/catalogs/sch-rules-demo.json';

type JsonReport = {
  tools: Array<{ name: string; score: number; findings: Array<{ rule: string; severity: string; docsUrl: string }> }>;
  summary: { schema_criticals: number; schema_warnings: number };
};
const lintJson = async (args: string[]) => {
  const r = await runCli(['lint', DEMO, '--json', '--fail-on', 'none', ...args]);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as JsonReport;
};
const rulesOf = (report: JsonReport, tool: string) =>
  report.tools.find((t) => t.name === tool)!.findings.map((f) => `${f.rule}:${f.severity}`);

describe('toolgauge lint --rules', () => {
  it("turns a rule off everywhere and changes another rule's severity", async () => {
    const base = await lintJson([]);
    expect(rulesOf(base, 'tag_issue')).toContain('SCH-006:warning');
    const file = tempFile('rules.yaml', 'rules:\n  SCH-006: off\n  SCH-001: critical\n');
    const tuned = await lintJson(['--rules', file]);
    expect(rulesOf(tuned, 'tag_issue')).not.toContain('SCH-006:warning');
    expect(rulesOf(tuned, 'set_limit')).toContain('SCH-001:critical');
    expect(tuned.summary.schema_criticals).toBe(base.summary.schema_criticals + 2);
  });

  it('turns a rule off for the tools an override names, and only those', async () => {
    const file = tempFile(
      'rules.json',
      JSON.stringify({ overrides: [{ rule: 'SCH-003', tools: ['pi*'], severity: 'off' }] })
    );
    const tuned = await lintJson(['--rules', file]);
    expect(rulesOf(tuned, 'ping').some((r) => r.startsWith('SCH-003'))).toBe(false);
    expect(rulesOf(tuned, 'set_mode')).toContain('SCH-003:critical');
  });

  it('rejects an unknown rule id with file:line:col, the nearest id, and exit 2', async () => {
    const file = tempFile('rules.yaml', 'rules:\n  SCH-001: off\n  SCH-0005: warning\n');
    const r = await runCli(['lint', DEMO, '--rules', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${file}:3:3: unknown rule "SCH-0005" (did you mean SCH-005?)`);
  });

  it('rejects a bad severity listing the valid values, and a missing rules file', async () => {
    const bad = await runCli(['lint', DEMO, '--rules', tempFile('r.yaml', 'SCH-001: error\n')]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /:1:1: rule "SCH-001" has severity string "error"; valid values are critical, warning, hint, off/
    );
    const missing = await runCli(['lint', DEMO, '--rules', 'no/such/rules.yaml']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('cannot read rules file no/such/rules.yaml');
  });

  it('reads the example rules file', async () => {
    const r = await runCli(['lint', DEMO, '--rules', 'examples/rules/rules.yaml', '--json', '--fail-on', 'none']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as JsonReport;
    expect(rulesOf(report, 'book_room')).toContain('SCH-007:critical');
  });
});

describe('toolgauge lint --preset', () => {
  const scoreOf = (report: JsonReport, tool: string) => report.tools.find((t) => t.name === tool)!.score;

  // "ping" has no inputSchema: the reference's TDQS counts its (absent) arguments as fully documented, recommended does not.
  it('defaults to recommended; --preset reference scores as the reference does', async () => {
    const recommended = await lintJson([]);
    const reference = await lintJson(['--preset', 'reference']);
    expect(scoreOf(recommended, 'ping')).toBe(0.65);
    expect(scoreOf(reference, 'ping')).toBe(0.9);
    expect(await lintJson(['--preset', 'recommended'])).toEqual(recommended);
  });

  it('reads preset: from a rules file, and --preset beats it', async () => {
    const file = tempFile('rules.yaml', 'preset: reference\nrules:\n  SCH-006: off\n');
    const fromFile = await lintJson(['--rules', file]);
    expect(scoreOf(fromFile, 'ping')).toBe(0.9);
    expect(rulesOf(fromFile, 'tag_issue')).not.toContain('SCH-006:warning');
    expect(scoreOf(await lintJson(['--rules', file, '--preset', 'recommended']), 'ping')).toBe(0.65);
  });

  it('rejects an unknown preset on the command line and in a rules file, with exit 2', async () => {
    const flag = await runCli(['lint', DEMO, '--preset', 'strict']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--preset must be one of recommended, all, reference (got "strict")');
    const file = tempFile('rules.yaml', 'preset: strict\n');
    const inFile = await runCli(['lint', DEMO, '--rules', file]);
    expect(inFile.code).toBe(2);
    expect(inFile.stderr).toContain(
      `${file}:1:1: preset is string "strict"; valid values are recommended, all, reference`
    );
  });
});

describe('toolgauge lint formats and docs links', () => {
  it('writes SARIF and Markdown', async () => {
    const sarif = await runCli([
      'lint',
      DEMO,
      '--format',
      'sarif',
      '--fail-on',
      'none',
      '--docs-base',
      'https://example.com/rules'
    ]);
    expect(sarif.code).toBe(0);
    const log = JSON.parse(sarif.stdout);
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'SCH-005').helpUri).toBe(
      'https://example.com/rules/SCH-005.md'
    );
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toBe(DEMO);
    const md = await runCli(['lint', DEMO, '--format', 'markdown', '--fail-on', 'none']);
    expect(md.stdout.startsWith('## toolgauge lint: examples/catalogs/sch-rules-demo.json')).toBe(true);
  });

  it('points findings at the rule pages that ship in docs/rules/', async () => {
    const report = await lintJson([]);
    const url = report.tools.find((t) => t.name === 'ping')!.findings.find((f) => f.rule === 'SCH-003')!.docsUrl;
    expect(url).toMatch(/^file:\/\/.*\/docs\/rules\/SCH-003\.md$/);
  });
});

/** The CLI with the SEC, OVL and TOK families: --fail-on counts them, a rules file sets budgets, related tools are printed. */
import { describe, expect, it } from 'vitest';
import { runCli, tempFile } from './helpers/cli.ts';

const POISONED = 'tests/fixtures/poisoning/catalog.json';
const OVERLAP = 'tests/fixtures/overlap/confusable.json';
// Every other family off, so each assertion is about the family under test.
const only = (prefix: string) =>
  tempFile(
    'rules.yaml',
    `rules:\n${[
      'DESC-001',
      'DESC-002',
      'DESC-003',
      'DESC-004',
      'DESC-005',
      'DESC-006',
      'DESC-007',
      'DESC-008',
      'DESC-009',
      'DESC-010',
      'DESC-011',
      'DESC-012',
      'DESC-013',
      'SCH-001',
      'SCH-002',
      'SCH-003',
      'SCH-004',
      'SCH-005',
      'SCH-006',
      'SCH-007',
      'SCH-008'
    ]
      .filter((id) => !id.startsWith(prefix))
      .map((id) => `  ${id}: off`)
      .join('\n')}\n`
  );

describe('toolgauge lint with the new rule families', () => {
  it('exits 1 on SEC criticals, and the JSON summary counts them as security_criticals', async () => {
    const r = await runCli(['lint', POISONED, '--json', '--rules', only('SEC')]);
    expect(r.code).toBe(1);
    const summary = JSON.parse(r.stdout).summary;
    expect(summary.security_criticals).toBeGreaterThanOrEqual(16);
    expect(summary.critical_count + summary.schema_criticals).toBe(0);
  });

  it('prints the tools an overlap finding names, and exits 1 under --fail-on warning (OVL-002 only when a rules file turns it on)', async () => {
    const r = await runCli(['lint', OVERLAP, '--rules', only('OVL'), '--fail-on', 'warning']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/OVL-001 {3}"search_issues" is also the name of jira\.search_issues/);
    expect(r.stdout).toMatch(/see: jira\.search_issues \(\d+:\d+\)/);
    expect(r.stdout).not.toContain('OVL-002');
    const on = tempFile('on.yaml', 'OVL-002: warning\n');
    expect((await runCli(['lint', OVERLAP, '--rules', on, '--fail-on', 'none'])).stdout).toMatch(
      /OVL-002 {3}"list_directory" has a near-duplicate description/
    );
  });

  it('takes token budgets from the rules file (TOK-001 turned on there: it is off in the recommended preset)', async () => {
    const rules = tempFile('rules.yaml', 'rules:\n  TOK-001: warning\nbudgets:\n  tool: 40\n  surface: 100\n');
    const r = await runCli(['lint', OVERLAP, '--json', '--fail-on', 'none', '--rules', rules]);
    const findings = JSON.parse(r.stdout).tools.flatMap(
      (t: { findings: Array<{ rule: string; message: string }> }) => t.findings
    );
    expect(findings.filter((f: { rule: string }) => f.rule === 'TOK-001').length).toBeGreaterThan(0);
    expect(findings.find((f: { rule: string }) => f.rule === 'TOK-002').message).toContain(
      'over the surface budget of 100'
    );
  });

  it('rejects a bad budget with file:line:col and exit 2', async () => {
    const rules = tempFile('rules.yaml', 'budgets:\n  tool: -1\n');
    const r = await runCli(['lint', OVERLAP, '--rules', rules]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${rules}:2:3: budget "tool" is number -1`);
  });
});

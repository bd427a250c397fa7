/**
 * `toolgauge lint --spec`: each MCP specification version gives the findings its text calls for
 * (one assertion per difference between versions), the well-made 2020-12 twin gets no SCH or MCP
 * finding under any version, and the version can come from a rules file or toolgauge.config.yml.
 */
import { describe, expect, it } from 'vitest';
import { SPEC_VERSIONS } from '#core/lint/spec-versions';
import { runCli, tempDir, tempFile } from './helpers/cli.ts';
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BY_VERSION = 'tests/fixtures/spec/by-version.json';
const TWIN = 'tests/fixtures/spec/well-made-2020-12.json';

interface JsonReport {
  tools: Array<{ name: string; findings: Array<{ rule: string; messageId: string; severity: string }> }>;
}

/** tool name -> its SCH, MCP and CMP findings as "RULE:messageId". */
async function specFindings(file: string, args: string[] = [], cwd?: string): Promise<Record<string, string[]>> {
  const r = await runCli(['lint', file, '--json', '--fail-on', 'none', ...args], cwd ? { cwd } : {});
  expect(r.stderr).toBe('');
  const report = JSON.parse(r.stdout) as JsonReport;
  return Object.fromEntries(
    report.tools.map((t) => [
      t.name,
      t.findings.filter((f) => /^(SCH|MCP|CMP)-/.test(f.rule)).map((f) => `${f.rule}:${f.messageId}`)
    ])
  );
}

describe('toolgauge lint --spec', () => {
  const run = (spec: string) => specFindings(BY_VERSION, ['--spec', spec]);

  it('an array outputSchema: critical under 2025-06-18 and 2025-11-25 (structured content "is returned as a JSON object"), allowed under 2026-07-28 ("any JSON value")', async () => {
    expect((await run('2025-06-18')).list_reports).toEqual(['SCH-008:wrong-type']);
    expect((await run('2025-11-25')).list_reports).toEqual(['SCH-008:wrong-type']);
    expect((await run('2026-07-28')).list_reports).toEqual([]);
  });

  it('a schema invalid in its default dialect (2020-12): 2025-11-25 and 2026-07-28 say it MUST be valid; 2025-06-18 states no dialect', async () => {
    expect((await run('2025-06-18')).export_report).toEqual([]);
    expect((await run('2025-11-25')).export_report).toEqual(['SCH-009:invalid']);
    expect((await run('2026-07-28')).export_report).toEqual(['SCH-009:invalid']);
  });

  it('x-mcp-header MUSTs (unique ignoring case, primitive types) and its SHOULD NOT on secrets exist only in 2026-07-28', async () => {
    expect((await run('2025-06-18')).run_report).toEqual([]);
    expect((await run('2025-11-25')).run_report).toEqual([]);
    expect((await run('2026-07-28')).run_report).toEqual([
      'SCH-010:duplicate',
      'SCH-010:not-primitive',
      'SCH-011:sensitive'
    ]);
  });

  it('a name with a space: the name SHOULDs and icon schemes start with 2025-11-25 (MCP-001, MCP-002); under 2025-06-18 only the client limit (CMP-001) speaks', async () => {
    expect((await run('2025-06-18'))['report chart']).toEqual(['CMP-001:characters']);
    expect((await run('2025-11-25'))['report chart']).toEqual(['MCP-001:characters', 'MCP-002:scheme']);
    expect((await run('2026-07-28'))['report chart']).toEqual(['MCP-001:characters', 'MCP-002:scheme']);
  });

  it('an outputSchema that is no schema: SCH-008 under 2025-06-18 and 2025-11-25, SCH-009 under 2026-07-28 (one finding each time)', async () => {
    expect((await run('2025-06-18')).report_text).toEqual(['SCH-008:not-object-value']);
    expect((await run('2025-11-25')).report_text).toEqual(['SCH-008:not-object-value']);
    expect((await run('2026-07-28')).report_text).toEqual(['SCH-009:not-a-schema']);
  });

  it('readOnlyHint beside destructiveHint is reported under every version (the schema sentence is the same)', async () => {
    for (const spec of SPEC_VERSIONS) expect((await run(spec)).archive_report).toEqual(['MCP-003:contradiction']);
  });

  it('defaults to the latest version, 2026-07-28', async () => {
    expect(await specFindings(BY_VERSION)).toEqual(await run('2026-07-28'));
  });

  it.each(SPEC_VERSIONS)(
    'the well-made twin (oneOf, $defs, internal $ref, prefixItems, if/then, a valid x-mcp-header, a draft-07 tuple under its $schema) gets no SCH or MCP finding under %s',
    async (spec) => {
      const found = await specFindings(TWIN, ['--spec', spec]);
      // Only the client limit on a dotted name (allowed by the specification, refused by the model APIs).
      expect(found).toEqual({ draw_shape: [], 'shapes.list': ['CMP-001:characters'] });
    }
  );

  it('takes the version from a rules file, and --spec beats it', async () => {
    const rules = tempFile('rules.yaml', 'spec: 2025-11-25\n');
    expect((await specFindings(BY_VERSION, ['--rules', rules])).list_reports).toEqual(['SCH-008:wrong-type']);
    expect((await specFindings(BY_VERSION, ['--rules', rules, '--spec', '2026-07-28'])).list_reports).toEqual([]);
  });

  it('takes the version from toolgauge.config.yml', async () => {
    const dir = tempDir();
    copyFileSync(BY_VERSION, path.join(dir, 'by-version.json'));
    writeFileSync(path.join(dir, 'toolgauge.config.yml'), 'spec: 2025-06-18\n');
    expect((await specFindings('by-version.json', [], dir)).export_report).toEqual([]);
  });

  it('refuses an unknown version: on the command line (exit 2) and in a rules file (file:line:col)', async () => {
    const bad = await runCli(['lint', BY_VERSION, '--spec', '2024-11-05']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--spec must be one of 2025-06-18, 2025-11-25, 2026-07-28 (got "2024-11-05")');
    const rules = tempFile('rules.yaml', 'spec: 2026-01-01\n');
    const r = await runCli(['lint', BY_VERSION, '--rules', rules]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /rules\.yaml:1:\d+: spec is string "2026-01-01"; valid values are 2025-06-18, 2025-11-25, 2026-07-28/
    );
  });
});

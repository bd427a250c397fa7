import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { SCH_RULES } from '#core/lint/rules/sch-index';
import { REPO } from './helpers/cli.ts';

const file = 'examples/catalogs/sch-rules-demo.json';
const parsed = parseCatalogText(readFileSync(path.join(REPO, file), 'utf8'), { file });
if (!parsed.ok) throw new Error(`${file} does not parse`);
const report = lintCatalog(parsed.catalog, { preset: 'reference' });
// SCH-008 fires under 2025-06-18 and 2025-11-25 only, SCH-010/011 under 2026-07-28 only (the default): both runs together trip every rule.
const older = lintCatalog(parsed.catalog, { preset: 'reference', spec: '2025-11-25' });
// SCH-012 (a whole number typed number, a flag typed string) is not a reference-tool rule: `all` runs it.
const every = lintCatalog(parsed.catalog, { preset: 'all' });
const fired = [report, older, every].flatMap((r) =>
  r.tools.flatMap((t) => t.findings.map((f) => ({ tool: t.name, rule: f.rule, messageId: f.messageId })))
);

describe(`${file}`, () => {
  it.each(Object.keys(SCH_RULES))('trips %s', (id) => {
    expect(fired.some((f) => f.rule === id)).toBe(true);
  });

  it('trips every message of every SCH rule, except non-object schema values (covered by the rule tests)', () => {
    const seen = new Set(fired.map((f) => `${f.rule}:${f.messageId}`));
    const expected = Object.values(SCH_RULES).flatMap((r) => Object.keys(r.messages).map((m) => `${r.id}:${m}`));
    // The demo keeps to mistakes seen in real catalogs; a schema that is a string or a number is left to the rule tests.
    // x-mcp-header values that are not strings or hold CR/LF are left to SCH-010's rule test too.
    const notInDemo = [
      'SCH-003:not-object-value',
      'SCH-008:not-object-value',
      'SCH-009:not-a-schema',
      'SCH-010:not-string',
      'SCH-010:control-character',
      'SCH-003:no-type-no-arguments'
    ]; // the last: recommended preset only, in its rule test
    expect(expected.filter((k) => !seen.has(k) && !notInDemo.includes(k))).toEqual([]);
  });

  it('leaves the well-formed tool free of SCH findings', () => {
    expect(fired.filter((f) => f.tool === 'get_forecast' && f.rule.startsWith('SCH-'))).toEqual([]);
  });

  it('counts SCH findings in schema_criticals and schema_warnings, by severity', () => {
    const sch = report.tools.flatMap((t) => t.findings).filter((f) => f.rule.startsWith('SCH-'));
    expect(report.summary.schema_criticals).toBe(sch.filter((f) => f.severity === 'critical').length);
    expect(report.summary.schema_warnings).toBe(sch.filter((f) => f.severity === 'warning').length);
    // Under the default 2026-07-28: SCH-008's array output schema is allowed; SCH-009 once, SCH-010 five times, SCH-011 once.
    expect(report.summary.schema_criticals).toBe(15);
    expect(report.summary.schema_warnings).toBe(8);
    expect(older.summary.schema_criticals).toBe(11); // SCH-008 and SCH-009, no SCH-010/011
    expect(older.summary.schema_warnings).toBe(7);
  });
});

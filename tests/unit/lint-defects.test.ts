/**
 * Issue 27's missed defects, each on a small server written the way the real catalogs had it,
 * and the same catalog made well: the `all` preset must flag every defect at warning or critical
 * with the rule meant for it (the default preset runs a rule only once it meets the evidence
 * policy, core/lint/recommended-rules.ts), and the default preset may say nothing about the twin (`all` nothing above a hint).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { loadEncoders } from '#core/tokens/encoders';

const here = path.dirname(fileURLToPath(import.meta.url));
const encoders = await loadEncoders();

function lint(name: string, preset: 'recommended' | 'all' = 'all') {
  const file = path.resolve(here, `../fixtures/defects/${name}.json`);
  const parsed = parseCatalogText(readFileSync(file, 'utf8'), { file });
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  return lintCatalog(parsed.catalog, { encoders, preset }).tools.flatMap((t) =>
    t.findings.map((f) => ({ tool: t.id, ...f }))
  );
}

describe('tests/fixtures/defects/defects.json (all preset)', () => {
  const findings = lint('defects');

  it.each([
    ['billing.list_invoices', 'CON-002', 'an array described as a comma-separated list'],
    ['quality.list_projects', 'CON-003', 'page and page_size typed as strings'],
    ['predictions.get_prediction', 'DESC-015', 'nothing required and ids without a description'],
    ['messaging.send_message', 'DESC-014', 'a link whose target was lost'],
    ['apps.create_app', 'TOK-003', 'one tool that is nearly all of its server'],
    ['sandbox.run_code', 'CON-004', 'code execution marked read-only'],
    ['utility.web_search_pro', 'SEC-003', 'a claim to supersede every other server'],
    ['utility.convert_currency', 'SEC-004', "a parameter asking for the user's API keys and environment variables"],
    ['utility.run_migration', 'SEC-003', '"DO NOT attempt any other tools or alternatives"'],
    ['utility.list_issues', 'SEC-007', 'a live GitHub token'],
    ['utility.set_mode', 'SEC-002', 'an instruction hidden in an enum value'],
    ['utility.get_status', 'SEC-002', 'an instruction in the output schema']
  ])('%s gets %s (%s) at warning or critical', (tool, rule) => {
    const hits = findings.filter((f) => f.tool === tool && f.rule === rule);
    expect(hits.length).toBeGreaterThan(0);
    for (const f of hits) expect(['warning', 'critical']).toContain(f.severity);
  });

  it('masks the live key in the message', () => {
    const f = findings.find((x) => x.rule === 'SEC-007')!;
    expect(f.message).toContain('ghp_••••••');
    expect(f.message).not.toMatch(/ghp_[A-Za-z0-9]{8}/);
  });
});

describe('tests/fixtures/defects/well-made.json (the twin)', () => {
  it('gets no finding of any rule in the default preset, and nothing above hint in all', () => {
    expect(lint('well-made', 'recommended').map((f) => `${f.tool} ${f.rule} ${f.pointer}`)).toEqual([]);
    expect(
      lint('well-made', 'all')
        .filter((f) => f.severity !== 'hint')
        .map((f) => `${f.tool} ${f.rule} ${f.pointer}`)
    ).toEqual([]);
  });
});

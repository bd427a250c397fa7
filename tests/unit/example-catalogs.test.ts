/**
 * The example catalogs are part of the product (the README lints them), and the corpus is the
 * real-world surface the linter must survive: both are checked end to end here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR } from './helpers/corpus.ts';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import type { Catalog } from '#core/catalog/types';
import { lintCatalog } from '#core/lint/lint';
import { DESC_RULES } from '#core/lint/rules/desc-index';
import { loadEncoders } from '#core/tokens/encoders';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEMO = path.resolve(here, '../../examples/catalogs/desc-rules-demo.json');
// The shared corpus sits beside the repository (../shared from the repo root), not inside it (or TOOLGAUGE_CORPUS).
const CORPUS = CORPUS_DIR;

const DESC = Object.values(DESC_RULES);

function loadCatalog(file: string): Catalog {
  const parsed = parseCatalogText(readFileSync(file, 'utf8'), { file });
  if (!parsed.ok) throw new Error(`${file} does not parse: ${parsed.errors.map((e) => e.message).join('; ')}`);
  return parsed.catalog;
}

describe('examples/catalogs/desc-rules-demo.json', () => {
  const report = lintCatalog(loadCatalog(DEMO), { rules: DESC, preset: 'reference' });
  const fired = (tool: string) => report.tools.find((t) => t.name === tool)?.findings.map((f) => f.rule) ?? [];

  it.each(DESC.map((r) => r.id))('trips %s at least once', (id) => {
    expect(report.tools.flatMap((t) => t.findings).some((f) => f.rule === id)).toBe(true);
  });

  // Each rule has a tool written to show it; the table keeps the demo honest when it is edited.
  it.each([
    ['DESC-001', 'ticket_stats'],
    ['DESC-001', 'get_ticket'],
    ['DESC-002', 'bulk_import'],
    ['DESC-003', 'get_ticket'],
    ['DESC-004', 'customer_history'],
    ['DESC-005', 'update_ticket'],
    ['DESC-006', 'update_ticket'],
    ['DESC-007', 'set_priority'],
    ['DESC-008', 'export_tickets'],
    ['DESC-009', 'merge_tickets'],
    ['DESC-010', 'add_comment'],
    ['DESC-011', 'delete_ticket'],
    ['DESC-012', 'merge_tickets'],
    ['DESC-013', 'update_ticket']
  ])('%s fires on %s', (id, tool) => {
    expect(fired(tool)).toContain(id);
  });

  it('gives the well-written search_tickets no finding (clean), and the top score', () => {
    const tool = report.tools.find((t) => t.name === 'search_tickets')!;
    expect(tool.findings).toEqual([]);
    expect(tool.clean).toBe(true);
    expect(tool.score).toBe(1);
  });

  it('counts criticals, warnings and smells from the DESC findings', () => {
    const findings = report.tools.flatMap((t) => t.findings);
    expect(report.summary.critical_count).toBe(findings.filter((f) => f.severity === 'critical').length);
    expect(report.summary.warning_count).toBe(findings.filter((f) => f.severity === 'warning').length);
    expect(report.summary.smell_total).toBe(findings.length);
    expect(report.summary.smells.underspecified).toBe(
      findings.filter((f) => ['DESC-001', 'DESC-006', 'DESC-007', 'DESC-013'].includes(f.rule)).length
    );
  });
});

const corpusPresent = existsSync(CORPUS);
const corpusFiles = corpusPresent
  ? readdirSync(CORPUS)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : [];

// Skipped (and named so in the output) only on a checkout without the shared corpus beside it.
describe.skipIf(!corpusPresent)(
  `every catalog in the shared corpus lints without a crash (skipped when ${CORPUS} is absent)`,
  () => {
    it('finds catalogs in the corpus', () => {
      expect(corpusFiles.length).toBeGreaterThan(0);
    });

    it.each(corpusFiles)('%s parses and lints with a plausible summary', async (file) => {
      const full = path.join(CORPUS, file);
      const raw = JSON.parse(readFileSync(full, 'utf8')) as { tools: unknown[] };
      const encoders = await loadEncoders();
      const report = lintCatalog(loadCatalog(full), { encoders });
      const s = report.summary;
      expect(s.tools).toBe(raw.tools.length);
      expect(report.tools).toHaveLength(raw.tools.length);
      for (const score of [s.mean_score, s.min_score, ...report.tools.map((t) => t.score)]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
      expect(s.min_score).toBeLessThanOrEqual(s.mean_score);
      // No PASS marker: a clean tool has no findings and says so in `clean`.
      for (const t of report.tools) expect(t.clean).toBe(t.findings.length === 0);
      expect(s.tokens.cl100k).toBeGreaterThan(0);
      expect(s.tokens.o200k).toBeGreaterThan(0);
      expect(s.smell_total).toBe(Object.values(s.smells).reduce((a, b) => a + b, 0));
    });
  }
);

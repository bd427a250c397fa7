/**
 * The precision labels of the new rule families (tests/fixtures/lint-labels/<RULE>.yml) against
 * what the rules find on the corpus today: every label names a current firing, and each file
 * labels every firing of its rule (all four rules fire fewer than 25 times), so a change to a
 * rule that moves its firings fails here until the labels are redone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '#core/catalog/parse-catalog';
import { lintCatalog } from '#core/lint/lint';
import { getRule } from '#core/lint/registry';
import { loadEncoders } from '#core/tokens/encoders';
import { CORPUS_DIR, corpusPresent, listCorpus } from './helpers/corpus.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const LABELS = path.resolve(here, '../fixtures/lint-labels');
const RULES = ['OVL-002', 'OVL-003', 'CMP-004', 'TOK-001', 'CON-001'];
type Label = { catalog: string; tool: string; pointer: string; messageId: string; verdict: 'tp' | 'fp'; reason: string };

// The describe's body runs even when skipped (vitest collects its tests), so it lists the corpus
// with listCorpus, which is empty without it, rather than reading the folder.
describe.skipIf(!corpusPresent())(`labels of the new rules match their corpus firings (skipped when ${CORPUS_DIR} is absent)`, async () => {
  const encoders = await loadEncoders();
  const files = listCorpus().map((f) => path.basename(f));
  it.each(RULES)('%s: one label per firing, each with a verdict and a reason', (id) => {
    const doc = parse(readFileSync(path.join(LABELS, `${id}.yml`), 'utf8')) as { rule: string; preset: string; labels: Label[] };
    expect(doc.rule).toBe(id);
    const rule = getRule(id)!;
    const firings = files.flatMap((file) => {
      const parsed = parseCatalogText(readFileSync(path.join(CORPUS_DIR, file), 'utf8'), { file });
      if (!parsed.ok) return [];
      return lintCatalog(parsed.catalog, { rules: [rule], encoders, severityFor: (r) => r.severity }).tools.flatMap((t) =>
        t.findings.filter((f) => f.rule === id).map((f) => `${file} ${t.name} ${f.pointer} ${f.messageId}`)
      );
    });
    expect(doc.labels.map((l) => `${l.catalog} ${l.tool} ${l.pointer} ${l.messageId}`).sort()).toEqual(firings.sort());
    for (const l of doc.labels) {
      expect(['tp', 'fp']).toContain(l.verdict);
      expect(l.reason.trim()).not.toBe('');
    }
  });
});

/**
 * The precision labels (tests/fixtures/lint-labels/*.yml) and the table generated from them
 * (docs/rules/precision.json, rendered into docs/rules/): the table agrees with the labels, every
 * labelled firing still happens on the corpus, and every DESC/SCH rule the recommended preset keeps
 * at warning or critical meets the bar. Corpus checks skip when ../shared is absent.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIN_LABELS, precisionRows, readLabelFile, type PrecisionRow } from '#core/lint/precision';
import { lintCatalog } from '#core/lint/lint';
import { RULE_LIST } from '#core/lint/registry';
import { loadEncoders } from '#core/tokens/encoders';
import { CORPUS_DIR, corpusPresent, everyRuleOn, firingCounts, listCorpus, loadCatalogFile } from './helpers/corpus.ts';
import { readLabelDir } from './helpers/labels.ts';

const table = JSON.parse(readFileSync(new URL('../../docs/rules/precision.json', import.meta.url), 'utf8')) as PrecisionRow[];
const files = readLabelDir();
// Token budgets (TOK) need the real tokenizers.
const encoders = await loadEncoders();

describe('the precision table (docs/rules/precision.json; npm run docs:precision)', () => {
  it('agrees with the labels: counts, precision, target and status per rule', () => {
    const firedOn = Object.fromEntries(table.map((r) => [r.rule, r.firedOn]));
    const tools = Math.round(table.find((r) => r.firedOn > 0 && r.firingRate > 0)!.firedOn / table.find((r) => r.firedOn > 0 && r.firingRate > 0)!.firingRate);
    expect(precisionRows(RULE_LIST, files, { tools, firedOn })).toEqual(table);
  });

  it('has one row per registered rule', () => {
    expect(table.map((r) => r.rule)).toEqual(RULE_LIST.map((r) => r.id).sort());
  });

  it('every DESC and SCH rule kept at warning or critical in the recommended preset meets the bar', () => {
    const kept = table.filter((r) => /^(DESC|SCH)-/.test(r.rule) && (r.severity === 'warning' || r.severity === 'critical'));
    expect(kept.filter((r) => r.status !== 'met' && r.status !== 'no firings').map((r) => `${r.rule}: ${r.status}`)).toEqual([]);
    for (const r of kept.filter((x) => x.status === 'met')) expect(r.labelled).toBeGreaterThanOrEqual(Math.min(MIN_LABELS, r.firedOn));
  });

  it('each label file names one rule, the recommended preset, and labels with a one-line reason', () => {
    for (const f of files) {
      expect(RULE_LIST.some((r) => r.id === f.rule)).toBe(true);
      expect(f.preset).toBe('recommended');
      for (const l of f.labels) expect(l.reason).not.toMatch(/\n/);
    }
  });
});

describe('readLabelFile', () => {
  it.each([
    ['not an object', [], 'x.yml: expected an object with rule, preset and labels'],
    ['a bad preset', { rule: 'DESC-001', preset: 'strict', labels: [] }, 'x.yml: "preset" must be one of recommended, reference'],
    ['a label without a reason', { rule: 'DESC-001', preset: 'recommended', labels: [{ catalog: 'a.json', tool: 't', pointer: '/tools/0', messageId: 'm', verdict: 'tp' }] }, 'x.yml: label 0 lacks reason'],
    ['a verdict other than tp/fp', { rule: 'DESC-001', preset: 'recommended', labels: [{ catalog: 'a.json', tool: 't', pointer: '/tools/0', messageId: 'm', verdict: 'yes', reason: 'r' }] }, 'x.yml: label 0 has verdict "yes"; expected tp or fp']
  ])('rejects %s', (_l, value, message) => {
    const r = readLabelFile(value, 'x.yml');
    expect(r.ok ? [] : r.errors).toContain(message);
  });
});

describe.skipIf(!corpusPresent())('the labels against the real corpus', () => {
  const reports = new Map(listCorpus(CORPUS_DIR).map((file) => [file.split('/').pop()!, lintCatalog(loadCatalogFile(file), { preset: 'recommended', severityFor: everyRuleOn, encoders })]));

  it('every labelled firing still exists (catalog, tool, pointer, rule, messageId)', () => {
    const gone: string[] = [];
    for (const f of files) {
      for (const l of f.labels) {
        const tool = reports.get(l.catalog)?.tools.find((t) => t.name === l.tool && l.pointer.startsWith(t.pointer));
        const found = tool?.findings.some((x) => x.rule === f.rule && x.pointer === l.pointer && x.messageId === l.messageId);
        if (!found) gone.push(`${f.rule} ${l.catalog} ${l.tool} ${l.pointer} ${l.messageId}`);
      }
    }
    expect(gone).toEqual([]);
  });

  it('the firing rates in the table are today\'s (rerun npm run docs:precision after changing a rule)', () => {
    const now = firingCounts(listCorpus(CORPUS_DIR), 'recommended', encoders);
    expect(Object.fromEntries(table.map((r) => [r.rule, r.firedOn]))).toEqual(Object.fromEntries(table.map((r) => [r.rule, now.firedOn[r.rule] ?? 0])));
  });
});

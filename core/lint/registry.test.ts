/**
 * The registry is the only list of rules, so this checks it against the files: every rule module
 * is registered under the id its file name states, is tested and documented, and its docs examples
 * behave (the bad one fires exactly once, the good one not at all), as Biome runs its doc examples.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEncoders } from '../tokens/encoders.ts';
import { getRule, RULE_LIST, RULES } from './registry.ts';
import { exampleFindings } from './rule-examples.ts';
import { DESC_RULES } from './rules/desc-index.ts';
import { isCatalogRule, type AnyRule } from './types.ts';

const RULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'rules');
/** A rule module: `<family>-<three digits>-<slug>.ts`; helpers (desc-text.ts, sch-walk.ts) and indexes do not match. */
const RULE_FILE = /^([a-z]+)-(\d{3})-([a-z0-9]+(?:-[a-z0-9]+)*)\.ts$/;

const ruleFiles = readdirSync(RULES_DIR)
  .filter((f) => RULE_FILE.test(f))
  .sort();

const fileOf = (rule: AnyRule) => `${rule.id.toLowerCase()}-${rule.slug}.ts`;
// Token budget rules need real counts.
const encoders = await loadEncoders();
const run = (rule: AnyRule, which: 'bad' | 'good') => exampleFindings(rule, which, { encoders });

describe('rule registry', () => {
  it('finds rule modules on disk', () => {
    expect(ruleFiles.length).toBeGreaterThanOrEqual(Object.keys(DESC_RULES).length);
  });

  it.each(ruleFiles)('%s is registered under the id its file name states and exports that rule', async (file) => {
    const [, family, number, slug] = RULE_FILE.exec(file)!;
    const id = `${family.toUpperCase()}-${number}`;
    const rule = getRule(id);
    expect(rule, `${id} from ${file} is not in the registry`).toBeDefined();
    expect(rule!.slug).toBe(slug);
    const mod: Record<string, unknown> = await import(pathToFileURL(path.join(RULES_DIR, file)).href);
    const exported = Object.values(mod).filter(
      (v): v is AnyRule => typeof v === 'object' && v !== null && ('check' in v || 'checkCatalog' in v) && 'id' in v
    );
    expect(exported).toHaveLength(1);
    expect(exported[0]).toBe(rule);
  });

  it.each(ruleFiles)('%s has a table test beside it', (file) => {
    expect(existsSync(path.join(RULES_DIR, file.replace(/\.ts$/, '.test.ts')))).toBe(true);
  });

  it('registers each id once, under its own id, with a module file of that name', () => {
    const ids = RULE_LIST.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [key, rule] of Object.entries(RULES)) {
      expect(rule.id).toBe(key);
      expect(ruleFiles).toContain(fileOf(rule));
    }
  });
});

describe.each(RULE_LIST.map((r) => [r.id, r] as const))('%s', (_id, rule) => {
  it('is documented: summary, why, fix, bad and good are present', () => {
    for (const field of ['summary', 'why', 'fix'] as const) expect(rule.docs[field].trim(), field).not.toBe('');
    if (!isCatalogRule(rule)) {
      expect(rule.docs.bad.name.trim()).not.toBe('');
      expect(rule.docs.good.name.trim()).not.toBe('');
    }
    expect(rule.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a non-empty message for every messageId, and suggestions only for known messageIds', () => {
    expect(Object.keys(rule.messages).length).toBeGreaterThan(0);
    for (const text of Object.values(rule.messages)) expect(text.trim()).not.toBe('');
    for (const key of Object.keys(rule.suggestions ?? {})) expect(rule.messages).toHaveProperty(key);
  });

  it(
    isCatalogRule(rule)
      ? 'fires on its bad example catalog, once per tool involved, with every placeholder filled'
      : 'fires exactly once on its bad example, with every placeholder filled',
    () => {
      const findings = run(rule, 'bad');
      if (isCatalogRule(rule)) {
        expect(findings.length).toBeGreaterThan(0);
        const tools = findings.map((f) => f.pointer.split('/').slice(0, 3).join('/'));
        expect(new Set(tools).size).toBe(findings.length);
      } else {
        expect(findings.map((f) => f.rule)).toEqual([rule.id]);
      }
      for (const f of findings) {
        expect(rule.messages).toHaveProperty(f.messageId);
        expect(f.message).not.toMatch(/\{\{/);
        expect(f.suggestion ?? '').not.toMatch(/\{\{/);
      }
    }
  );

  it('does not fire on its good example', () => {
    expect(run(rule, 'good')).toEqual([]);
  });
});

describe('DESC rules', () => {
  // The issue fixes these: critical for the research-backed rules, a smell group for every rule.
  const EXPECTED = {
    'DESC-001': ['critical', 'underspecified'],
    'DESC-002': ['warning', 'verbose'],
    'DESC-003': ['critical', 'uninformative'],
    'DESC-004': ['warning', 'uninformative'],
    'DESC-005': ['warning', 'brittle'],
    'DESC-006': ['critical', 'underspecified'],
    'DESC-007': ['warning', 'underspecified'],
    'DESC-008': ['warning', 'verbose'],
    'DESC-009': ['warning', 'missing_examples'],
    'DESC-010': ['warning', 'missing_return_format'],
    'DESC-011': ['warning', 'invalid_annotation'],
    'DESC-012': ['warning', 'missing_annotations'],
    'DESC-013': ['warning', 'underspecified']
  } as const;

  it('are DESC-001..DESC-013 exactly', () => {
    expect(Object.keys(DESC_RULES)).toEqual(Object.keys(EXPECTED));
  });

  it.each(Object.entries(EXPECTED))('%s is a description rule at %j', (id, [severity, smell]) => {
    const rule = getRule(id)!;
    expect(rule.category).toBe('description');
    expect(rule.severity).toBe(severity);
    expect(rule.smell).toBe(smell);
  });
});

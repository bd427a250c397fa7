import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingDocFields, ruleDocMarkdown, ruleIndexMarkdown } from '#core/lint/docs';
import { RULE_LIST } from '#core/lint/registry';
import type { PrecisionRow } from '#core/lint/evidence/precision';
import type { RecallTable } from '#core/lint/evidence/recall';
import { exampleFindings } from '#core/lint/rule-examples';
import { isCatalogRule, type Rule } from '#core/lint/types';
import { loadEncoders } from '#core/tokens/encoders';
import { REPO } from './helpers/cli.ts';

const DOCS = path.join(REPO, 'docs/rules');
const read = (file: string) =>
  existsSync(path.join(DOCS, file)) ? readFileSync(path.join(DOCS, file), 'utf8') : undefined;
const encoders = await loadEncoders();
const precision = JSON.parse(read('precision.json') ?? '[]') as PrecisionRow[];
const recall = JSON.parse(read('recall.json') ?? '[]') as RecallTable[];

describe('rule docs', () => {
  it('link only to pages the package ships (package.json files: docs/rules/*.md), or to absolute URLs', () => {
    const shipped = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')).files as string[];
    expect(shipped).toContain('docs/rules/*.md');
    const outside = readdirSync(DOCS)
      .filter((f) => f.endsWith('.md'))
      .flatMap((f) =>
        [...read(f)!.matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1])
          .filter((href) => !/^[a-z]+:/i.test(href) && !href.startsWith('#'))
          .filter((href) => !/^[^/]+\.md(#.*)?$/.test(href) || !existsSync(path.join(DOCS, href.replace(/#.*/, ''))))
          .map((href) => `${f}: ${href}`)
      );
    expect(outside).toEqual([]);
  });

  it.each(RULE_LIST.map((r) => [r.id, r] as const))('%s fills every docs field', (_id, rule) => {
    expect(missingDocFields(rule)).toEqual([]);
  });

  it.each(RULE_LIST.map((r) => [r.id, r] as const))(
    '%s: its bad example fires (once, or once per tool involved for a catalog rule) and its good example not at all',
    (_id, rule) => {
      const bad = exampleFindings(rule, 'bad', { encoders });
      if (isCatalogRule(rule)) expect(bad.length).toBeGreaterThan(0);
      else expect(bad).toHaveLength(1);
      expect(exampleFindings(rule, 'good', { encoders })).toEqual([]);
    }
  );

  it.each(RULE_LIST.map((r) => [r.id, r] as const))(
    'docs/rules/%s.md is committed and matches the generator (run npm run docs:rules)',
    (id, rule) => {
      expect(read(`${id}.md`)).toBe(
        ruleDocMarkdown(
          rule,
          precision.find((r) => r.rule === id)
        )
      );
    }
  );

  it('docs/rules/README.md indexes every rule and matches the generator', () => {
    expect(read('README.md')).toBe(ruleIndexMarkdown(RULE_LIST, precision, recall));
  });

  it('has no page for a rule that is not registered', () => {
    const ids = new Set(RULE_LIST.map((r) => `${r.id}.md`));
    expect(readdirSync(DOCS).filter((f) => f.endsWith('.md') && f !== 'README.md' && !ids.has(f))).toEqual([]);
  });

  it('reports missing fields by name (a rule without docs fails)', () => {
    const bare = {
      id: 'SCH-999',
      slug: 'x',
      category: 'schema',
      severity: 'warning',
      docs: { summary: ' ' },
      messages: {},
      check: () => []
    } as unknown as Rule;
    expect(missingDocFields(bare)).toEqual(['summary', 'why', 'fix', 'bad', 'good', 'severityRationale']);
  });
});

describe('the SCH rules', () => {
  const dir = path.join(REPO, 'core/lint/rules');
  const modules = readdirSync(dir).filter((f) => /^sch-\d{3}-.*\.ts$/.test(f) && !f.endsWith('.test.ts'));

  it.each(modules)('%s is registered, under its own id, with a table test beside it', async (file) => {
    const id = `SCH-${file.slice(4, 7)}`;
    const rule = RULE_LIST.find((r) => r.id === id);
    expect(rule, `${id} is not in the registry`).toBeDefined();
    expect(file).toBe(`sch-${file.slice(4, 7)}-${rule!.slug}.ts`);
    expect(rule!.category).toBe('schema');
    expect(rule!.smell).toBeUndefined();
    expect(existsSync(path.join(dir, file.replace(/\.ts$/, '.test.ts')))).toBe(true);
  });

  it('every registered SCH rule has a module file', () => {
    const ids = RULE_LIST.filter((r) => r.id.startsWith('SCH-')).map((r) => `sch-${r.id.slice(4)}-${r.slug}.ts`);
    expect(ids.filter((f) => !modules.includes(f))).toEqual([]);
    expect(ids.length).toBeGreaterThanOrEqual(7);
  });
});

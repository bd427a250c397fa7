/**
 * The catalog-level rules made linear (groups by hash instead of pairwise, lists pushed instead of
 * copied, OVL-003's subset test without sorting) must give exactly the findings they gave before:
 * against the pairwise versions kept in helpers/catalog-rules-pairwise.ts, on random catalogs
 * built to collide, on the adversarial catalogs of the scale bench, and on every real corpus
 * catalog, alone and bundled (skipped without ../shared). Their growth is timed by the scale bench
 * (`tsx tests/bench/scale.bench.ts rules`), not here: a timing test fails under load.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import path from 'node:path';
import { parseCatalogValue } from '#core/catalog/parse-catalog';
import type { CatalogRawFinding, CatalogRule, CatalogRuleContext } from '#core/lint/types';
import { ovl002NearDuplicateDescriptions } from '#core/lint/rules/ovl-002-near-duplicate-descriptions';
import { ovl003MirroredParameters } from '#core/lint/rules/ovl-003-mirrored-parameters';
import { desc015 } from '#core/lint/rules/desc-015-unmarked-identifiers';
import { DEFAULT_BUDGETS } from '#core/lint/catalog-rules';
import { lintCatalog } from '#core/lint/lint';
import { DEFAULT_SPEC } from '#core/lint/spec-versions';
import { candidatePairs, desc015Before, ovl002Before, ovl003Before } from './helpers/catalog-rules-pairwise.ts';
import {
  descriptionTerms,
  forEachCandidatePair,
  rarestTerms,
  similarity
} from '#core/lint/rules/helpers/description-similarity';
import { ADVERSARIAL } from '../bench/adversarial-catalogs.ts';
import { CORPUS_DIR, corpusPresent, listCorpus, loadCatalogFile } from './helpers/corpus.ts';
import { readFileSync } from 'node:fs';

const RULES: Array<[CatalogRule, (ctx: CatalogRuleContext) => CatalogRawFinding[]]> = [
  [ovl002NearDuplicateDescriptions, ovl002Before],
  [ovl003MirroredParameters, ovl003Before],
  [desc015, desc015Before]
];

function context(catalog: unknown): CatalogRuleContext {
  const parsed = parseCatalogValue(catalog);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  return contextOf(parsed.catalog);
}

function contextOf(catalog: { tools: CatalogRuleContext['tools']; meta: CatalogRuleContext['meta'] }) {
  const tokens = catalog.tools.map(() => ({ cl100k: 0, o200k: 0, whitespace: 0 }));
  return {
    tools: catalog.tools,
    tokens,
    meta: catalog.meta,
    options: {},
    spec: DEFAULT_SPEC,
    budgets: DEFAULT_BUDGETS
  };
}

const NAMES = [
  'read_file',
  'read_text_file',
  'get_issue',
  'get_issues',
  'list_directory',
  'list_directory_with_sizes',
  'kv_get',
  'kv_put',
  'delete_project',
  'delete_branch',
  'search',
  'docs',
  'docs_index',
  'notes',
  'notes_v2'
];
const WORDS = ['read', 'file', 'text', 'contents', 'complete', 'issue', 'list', 'directory', 'sizes', 'project', 'v2'];
const str = { type: 'string' };
const SCHEMAS = [
  { type: 'object', properties: { path: str }, required: ['path'] },
  { type: 'object', properties: { path: str } },
  { type: 'object', properties: { project_id: str, issueId: str } },
  { type: 'object', properties: { project_id: { type: 'string', description: 'The project.' }, q: str } },
  { type: 'object', properties: { params: { type: 'object', properties: { projectId: str } } } },
  { type: 'object', properties: {} },
  { type: 'object' }
];

const tool = fc.record({
  name: fc.constantFrom(...NAMES),
  description: fc.option(
    fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 9 }).map((ws) => ws.join(' ')),
    { nil: undefined }
  ),
  inputSchema: fc.constantFrom(...SCHEMAS)
});
const catalogs = fc.oneof(
  fc.array(tool, { maxLength: 14 }).map((tools) => ({ tools })),
  fc
    .dictionary(fc.constantFrom('a', 'b', 'c'), fc.array(tool, { maxLength: 6 }), { minKeys: 1 })
    .map((servers) => ({ servers }))
);

describe('catalog rules through indexes equal their pairwise versions', () => {
  it.each(RULES.map(([rule, pairwise]) => [rule.id, rule, pairwise] as const))(
    '%s on random catalogs built to collide',
    (_id, rule, pairwise) => {
      let firings = 0;
      fc.assert(
        fc.property(catalogs, (catalog) => {
          const ctx = context(catalog);
          const found = rule.checkCatalog(ctx);
          expect(found).toEqual(pairwise(ctx));
          firings += found.length;
        }),
        { numRuns: 400, seed: 20261127 }
      );
      // Not vacuous: the random catalogs do fire the rule.
      expect(firings).toBeGreaterThan(10);
    }
  );

  it.each(RULES.map(([rule, pairwise]) => [rule.id, rule, pairwise] as const))(
    '%s on the scale bench worst cases (300 tools)',
    (_id, rule, pairwise) => {
      for (const c of ADVERSARIAL) {
        const ctx = context(c.build(300));
        expect(rule.checkCatalog(ctx)).toEqual(pairwise(ctx));
      }
    }
  );

  it('forEachCandidatePair visits each pair the set-and-sort version lists, once', () => {
    fc.assert(
      fc.property(catalogs, fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 }), (catalog, rarest, cap) => {
        const index = descriptionTerms(context(catalog).tools);
        const visited: Array<[number, number]> = [];
        forEachCandidatePair(index, (a, b) => visited.push([a, b]), rarest, cap);
        visited.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
        expect(visited).toEqual(candidatePairs(index, rarest, cap));
      }),
      { numRuns: 400 }
    );
  });

  it('rarestTerms picks what sorting every term and slicing picks; similarity is the idf lookups summed in set order', () => {
    fc.assert(
      fc.property(catalogs, fc.integer({ min: 0, max: 5 }), (catalog, k) => {
        const index = descriptionTerms(context(catalog).tools);
        index.terms.forEach((set, i) => {
          const sorted = [...set].sort((x, y) => index.idf(y) - index.idf(x) || (x < y ? -1 : x > y ? 1 : 0));
          expect(rarestTerms(index, set, k)).toEqual(sorted.slice(0, k));
          for (let j = 0; j < index.terms.length; j++) {
            let shared = 0;
            let union = 0;
            for (const w of set) {
              union += index.idf(w);
              if (index.terms[j].has(w)) shared += index.idf(w);
            }
            for (const w of index.terms[j]) if (!set.has(w)) union += index.idf(w);
            expect(similarity(index, i, j)).toBe(union === 0 ? 0 : shared / union);
          }
        });
      }),
      { numRuns: 200 }
    );
  });

  const sets = [CORPUS_DIR, path.resolve(CORPUS_DIR, '../catalogs-2')].filter((dir) => corpusPresent(dir));
  it.skipIf(sets.length === 0)('every corpus catalog, alone and all bundled as one, finds the same', () => {
    const servers: Record<string, unknown> = {};
    let firings = 0;
    for (const file of sets.flatMap((dir) => listCorpus(dir))) {
      const ctx = contextOf(loadCatalogFile(file));
      for (const [rule, pairwise] of RULES) {
        const found = rule.checkCatalog(ctx);
        expect(found, `${rule.id} on ${path.basename(file)}`).toEqual(pairwise(ctx));
        firings += found.length;
      }
      servers[path.basename(file, '.json')] = { tools: JSON.parse(readFileSync(file, 'utf8')).tools };
    }
    const bundle = context({ servers });
    expect(bundle.tools.length).toBeGreaterThan(1000);
    for (const [rule, pairwise] of RULES) expect(rule.checkCatalog(bundle), rule.id).toEqual(pairwise(bundle));
    expect(firings).toBeGreaterThan(0);
  });
});

describe('runCatalogRules skips a catalog rule that is off on every tool', () => {
  const spy = (calls: { n: number }): CatalogRule => ({
    ...ovl003MirroredParameters,
    checkCatalog(ctx) {
      calls.n++;
      return ovl003MirroredParameters.checkCatalog(ctx);
    }
  });
  const parsed = parseCatalogValue(ovl003MirroredParameters.docs.bad);
  if (!parsed.ok) throw new Error('the docs example parses');

  it('does not run its check when the settings turn it off for every tool', () => {
    const calls = { n: 0 };
    const report = lintCatalog(parsed.catalog, { rules: [spy(calls)], severityFor: () => 'off' });
    expect(calls.n).toBe(0);
    expect(report.tools.flatMap((t) => t.findings)).toEqual([]);
  });

  it('runs it, and reports on that tool only, when one tool has it on', () => {
    const calls = { n: 0 };
    const first = parsed.catalog.tools[0].id;
    const report = lintCatalog(parsed.catalog, {
      rules: [spy(calls)],
      severityFor: (_r, t) => (t.id === first ? 'warning' : 'off')
    });
    expect(calls.n).toBe(1);
    expect(report.tools.map((t) => t.findings.map((f) => f.rule))).toEqual([['OVL-003'], []]);
  });
});

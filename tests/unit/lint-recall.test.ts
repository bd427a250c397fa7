/**
 * The blind-label fixtures (tests/fixtures/blind-labels/) and the recall table generated from them
 * and the corpus (docs/rules/recall.json, rendered into docs/rules/README.md).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFECT_KIND_RULES, type RecallTable, unknownKindRules } from '#core/lint/evidence/recall';
import { RULE_LIST } from '#core/lint/registry';
import { loadEncoders } from '#core/tokens/encoders';
import { blindCorpusPresent, blindSetDir, readBlindFixtures, recallTables } from './helpers/blind-labels.ts';

const fixtures = readBlindFixtures();
const table = JSON.parse(
  readFileSync(new URL('../../docs/rules/recall.json', import.meta.url), 'utf8')
) as RecallTable[];
const unknown = unknownKindRules(new Set(RULE_LIST.map((r) => r.id)));

describe('blind-label fixtures', () => {
  it('each reads cleanly and names a known corpus set', () => {
    expect(fixtures.map((f) => f.set)).toEqual([
      'catalogs-2.draw-2',
      'catalogs-2',
      'catalogs-3.draw-2',
      'catalogs-3',
      'catalogs'
    ]);
    for (const f of fixtures) expect(blindSetDir(f.set)).toBeDefined();
  });

  it.each([
    // set, tools, servers: catalogs one per server, the checking sets two per server (pdf-reader has one tool)
    ['catalogs', 43, 43],
    ['catalogs-2', 59, 30],
    ['catalogs-3', 60, 30],
    // later draws of other tools (seed 7, at most two per server, none reviewed before; a server
    // whose every drawn tool was reviewed already gives none)
    ['catalogs-2.draw-2', 56, 29],
    ['catalogs-3.draw-2', 54, 28]
  ])('%s: %i tools from %i servers', (set, tools, servers) => {
    const labels = fixtures.find((f) => f.set === set)?.labels ?? [];
    expect(labels).toHaveLength(tools);
    expect(new Set(labels.map((l) => l.server)).size).toBe(servers);
  });

  it('a later draw reviews only tools the first review of its set did not', () => {
    for (const draw of fixtures.filter((f) => f.set.includes('.draw-'))) {
      const first = fixtures.find((f) => f.set === draw.set.replace(/\.draw-\d+$/, ''));
      const seen = new Set(first?.labels.map((l) => `${l.server}/${l.tool}`));
      expect(draw.labels.filter((l) => seen.has(`${l.server}/${l.tool}`))).toEqual([]);
    }
  });

  it('the checked-in table covers every fixture', () => {
    expect(table.map((t) => t.set)).toEqual(fixtures.map((f) => f.set));
  });

  // Listed, not failed: the kind table names rules other engineers are still adding.
  it(`rules the kind table names that are not registered yet: ${unknown.join(', ') || 'none'}`, () => {
    const named = new Set(Object.values(DEFECT_KIND_RULES).flat());
    for (const id of unknown) expect(named.has(id)).toBe(true);
  });
});

describe.skipIf(!blindCorpusPresent())('docs/rules/recall.json against the corpus (npm run docs:recall)', () => {
  it("is what the blind labels and today's rules give", async () => {
    expect(recallTables(await loadEncoders())).toEqual(table);
  }, 180_000);
});

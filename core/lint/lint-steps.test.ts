/**
 * The lint as steps (core/lint/steps.ts): it pauses after every tool and every catalog-level rule,
 * so the CLI can let its event loop run during a long lint, and its report is lintCatalog's.
 */
import { describe, expect, it } from 'vitest';
import { parseCatalogText } from '../catalog/parse-catalog.ts';
import { lintCatalog, lintCatalogSteps } from './lint.ts';
import { RULE_LIST } from './registry.ts';
import { runToEnd } from './steps.ts';
import { isCatalogRule } from './types.ts';

const tool = (i: number) => ({
  name: `get_item_${i}`,
  description: `Fetch item ${i} by id. Returns the item record.`,
  inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The item id' } } }
});

function catalogOf(n: number) {
  const parsed = parseCatalogText(JSON.stringify({ tools: Array.from({ length: n }, (_, i) => tool(i)) }), {
    file: 'tools.json'
  });
  if (!parsed.ok) throw new Error('the catalog parses');
  return parsed.catalog;
}

describe('lintCatalogSteps', () => {
  it('pauses once per tool and once per catalog-level rule the preset runs', () => {
    const catalog = catalogOf(30);
    const steps = lintCatalogSteps(catalog, { preset: 'all' });
    let pauses = 0;
    while (!steps.next().done) pauses++;
    const catalogRules = RULE_LIST.filter(isCatalogRule).length;
    expect(pauses).toBeGreaterThanOrEqual(30);
    expect(pauses).toBeLessThanOrEqual(30 + catalogRules);
    // Every catalog-level rule the 'all' preset turns on is one pause.
    expect(pauses).toBeGreaterThan(30);
  });

  it.each(['recommended', 'all'] as const)('gives the report lintCatalog gives (%s)', (preset) => {
    const catalog = catalogOf(12);
    expect(runToEnd(lintCatalogSteps(catalog, { preset }))).toEqual(lintCatalog(catalog, { preset }));
  });
});

import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { lintCatalog } from './lint.ts';
import { totalSummary } from './totals.ts';

const lint = (tools: unknown[]) => {
  const parsed = parseCatalogValue({ tools });
  if (!parsed.ok) throw new Error('unreachable');
  return lintCatalog(parsed.catalog);
};

describe('totalSummary', () => {
  const a = lint([
    { name: 'a', description: 'x' },
    { name: 'b', inputSchema: { type: 'object', properties: { q: {} } } }
  ]);
  const b = lint([
    { name: 'c', description: 'Search issues by keyword. Returns a JSON list of matching issues with ids and titles.' }
  ]);
  const both = lint([
    { name: 'a', description: 'x' },
    { name: 'b', inputSchema: { type: 'object', properties: { q: {} } } },
    { name: 'c', description: 'Search issues by keyword. Returns a JSON list of matching issues with ids and titles.' }
  ]);

  it('equals the summary of one catalog holding every tool (counts, smells, tokens, min; mean to rounding)', () => {
    const total = totalSummary([a.summary, b.summary]);
    expect({ ...total, mean_score: 0 }).toEqual({ ...both.summary, mean_score: 0 });
    expect(total.mean_score).toBeCloseTo(both.summary.mean_score, 2);
  });
  it('of one summary is that summary, and of none is all zeros', () => {
    expect(totalSummary([a.summary])).toEqual(a.summary);
    expect(totalSummary([])).toMatchObject({ tools: 0, mean_score: 0, min_score: 0, critical_count: 0 });
  });
});

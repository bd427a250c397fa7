/**
 * A search change as impact: an intent whose gold tool drops out of the top k under some
 * selector is a risky change of that tool (the tool the intent names, under its new name when it
 * was renamed), with the intent and the selectors named. The diff's worst impact follows.
 */
import type { CatalogDiff, ToolDelta } from './catalog-diff.ts';
import { worstImpact } from './impact-level.ts';
import type { SearchChange } from './search-change.ts';

const rankText = (r: number | null) => (r === null ? 'unranked' : String(r));

/** The diff entry an intent's gold names: a head tool first (renamed ones by their old name too), else a removed one. */
function goldEntry(d: CatalogDiff, gold: string[]): ToolDelta | undefined {
  const names = (t: ToolDelta) => [t.id, t.from, t.id.split('.').pop()].filter((x): x is string => x !== undefined);
  const matches = (t: ToolDelta) => gold.some((g) => names(t).includes(g));
  return d.tools.find((t) => t.status !== 'removed' && matches(t)) ?? d.tools.find(matches);
}

export function withSearchImpact(d: CatalogDiff, search: SearchChange): CatalogDiff & { search: SearchChange } {
  const tools = d.tools.map((t) => ({ ...t, reasons: [...t.reasons] }));
  const out = { ...d, tools };
  const queries = [...new Set(search.selectors.flatMap((s) => s.dropped))];
  for (const query of queries) {
    const under = search.selectors.flatMap((s) => {
      const row = s.intents.find((r) => r.query === query);
      return row && s.dropped.includes(query)
        ? [`${s.selector} ${rankText(row.before)} -> ${rankText(row.after)}`]
        : [];
    });
    const gold = search.selectors.flatMap((s) => s.intents).find((r) => r.query === query)?.gold ?? [];
    const entry = goldEntry(out, gold);
    if (!entry) continue;
    entry.reasons.push(
      `intent "${query}": the gold tool left the top ${search.k} (${under.join(', ')}): tool search may no longer find it`
    );
    entry.impact = worstImpact([entry.impact, 'risky']);
  }
  return { ...out, impact: worstImpact(tools.map((t) => t.impact)), search };
}

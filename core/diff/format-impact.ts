/**
 * The impact part of the diff reports: a summary ("breaking (1 breaking, 2 risky)") and the
 * changes grouped by impact, breaking first, each tool with its reasons. Strings in, strings out;
 * each format escapes with its own function.
 */
import type { CatalogDiff, ToolDelta } from './catalog-diff.ts';
import { IMPACTS, type Impact } from './impact-level.ts';

/** breaking, risky, additive: the levels a reviewer reads, worst first. */
export const SHOWN_IMPACTS = IMPACTS.filter((i) => i !== 'none').reverse() as Array<Exclude<Impact, 'none'>>;

export function impactCounts(d: CatalogDiff): Record<Impact, number> {
  const counts: Record<Impact, number> = { none: 0, additive: 0, risky: 0, breaking: 0 };
  for (const t of d.tools) counts[t.impact]++;
  return counts;
}

/** "breaking (1 breaking, 2 risky, 3 additive)", or "none". */
export function impactSummary(d: CatalogDiff): string {
  const counts = impactCounts(d);
  const parts = SHOWN_IMPACTS.filter((i) => counts[i] > 0).map((i) => `${counts[i]} ${i}`);
  return parts.length === 0 ? d.impact : `${d.impact} (${parts.join(', ')})`;
}

/** The tools of each shown impact, breaking first; levels with no tool are left out. */
export function byImpact(d: CatalogDiff): Array<{ impact: Impact; tools: ToolDelta[] }> {
  return SHOWN_IMPACTS.map((impact) => ({ impact, tools: d.tools.filter((t) => t.impact === impact) })).filter(
    (g) => g.tools.length > 0
  );
}

/** The tool as a reviewer names it: a rename shows both names. */
export const toolLabel = (t: ToolDelta, name: (id: string) => string): string =>
  t.status === 'renamed' ? `${name(t.to ?? t.id)} (renamed from ${name(t.from ?? '')})` : name(t.id);

/** Worst impact first, else in diff order. */
export const byImpactOrder = (list: ToolDelta[]): ToolDelta[] =>
  [...list].sort((a, b) => IMPACTS.indexOf(b.impact) - IMPACTS.indexOf(a.impact));

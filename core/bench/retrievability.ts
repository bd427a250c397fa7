/**
 * The per-tool retrievability table: for every tool, the intents it is gold for and its own rank
 * for each under every selector, worst first, so a maintainer sees which tool tool search would
 * lose. A tool's rank here is its own (not the best gold tool's): with two gold tools, each is
 * shown where it stands.
 */
import type { CatalogTool } from '../catalog/types.ts';
import type { BenchState } from './evaluate.ts';
import type { SelectorName } from './selector.ts';
import type { RetrievabilityEntry } from './types.ts';

export function retrievability(tools: CatalogTool[], states: Array<[SelectorName, BenchState]>): RetrievabilityEntry[] {
  if (states.length === 0) return [];
  const { gold, intentQueries } = states[0][1];
  const entries = tools.map((entry, t) => {
    const intents = gold.flatMap((set, i) => (set.has(t) ? [i] : []));
    const ranks: RetrievabilityEntry['ranks'] = {};
    const worst: RetrievabilityEntry['worst'] = {};
    let key = -1; // the worst rank over every selector; Infinity when unranked somewhere
    for (const [name, state] of states) {
      const list = intents.map((i) => {
        const at = state.lists[i].tools.indexOf(t);
        return at < 0 ? null : at + 1;
      });
      ranks[name] = list;
      worst[name] = list.length === 0 || list.includes(null) ? null : Math.max(...(list as number[]));
      if (list.length > 0) key = Math.max(key, worst[name] ?? Infinity);
    }
    return { entry: { tool: entry.id, queries: intents.map((i) => intentQueries[i]), ranks, worst }, key, t };
  });
  // Worst first; tools no intent asks for go last, in catalog order.
  return entries.sort((a, b) => b.key - a.key || a.t - b.t).map((e) => e.entry);
}

/**
 * What a change to a tool surface does to tool search: the bench's intents ranked on both sides
 * with each selector, per intent the gold tool's rank before and after, and recall@k before and
 * after. A gold tool renamed by the change is looked up under its new name. Intents with
 * `gold: []` (no tool serves them) do not count toward recall; how many each side answers with a
 * tool anyway is reported beside it.
 */
import { prepareState } from '../bench/evaluate.ts';
import { rankOf } from '../bench/ranks.ts';
import { ABSTAIN, SELECTOR_NAMES, type SelectorName } from '../bench/selector.ts';
import { SELECTORS } from '../bench/selectors.ts';
import { DEFAULT_TOP_K, type Intent } from '../bench/types.ts';
import type { Catalog } from '../catalog/types.ts';

export interface IntentRanks {
  query: string;
  /** The gold tools as the intent names them (before the change). */
  gold: string[];
  /** 1-based rank of the best gold tool; null when none scores (or it is gone). */
  before: number | null;
  after: number | null;
}

export interface SelectorSearchChange {
  selector: SelectorName;
  /** Intents with a gold tool: recall@k counts these. */
  n: number;
  retrieved: { before: number; after: number };
  recall: { before: number; after: number };
  /** Per intent with a gold tool, in spec order. */
  intents: IntentRanks[];
  /** The queries whose gold tool was in the first k and no longer is. */
  dropped: string[];
  /** No-match intents (gold: []) answered with a tool anyway, before and after; absent when there are none. */
  noMatch?: { n: number; before: number; after: number };
}

export interface SearchChange {
  k: number;
  selectors: SelectorSearchChange[];
}

export interface SearchChangeOptions {
  k?: number;
  selectors?: readonly SelectorName[];
  /** Tools the diff paired as renames: a gold name `from` is looked up as `to` after the change. */
  renamed?: ReadonlyArray<{ from: string; to: string }>;
}

function ranks(
  catalog: Catalog,
  intents: Intent[],
  name: SelectorName
): { rank: Array<number | null>; answered: boolean[] } {
  const state = prepareState(SELECTORS[name](catalog), catalog.tools, intents);
  return {
    rank: intents.map((_, i) => rankOf(state, i)),
    answered: state.rankings.map((r) => r.best !== ABSTAIN)
  };
}

export function searchChange(
  base: Catalog,
  head: Catalog,
  intents: Intent[],
  options: SearchChangeOptions = {}
): SearchChange {
  const k = options.k ?? DEFAULT_TOP_K;
  const to = new Map((options.renamed ?? []).map((r) => [r.from, r.to]));
  const headIntents = intents.map((i) => ({ ...i, gold: i.gold.map((g) => to.get(g) ?? g) }));
  const withGold = intents.flatMap((i, index) => (i.gold.length > 0 ? [index] : []));
  const noGold = intents.flatMap((i, index) => (i.gold.length === 0 ? [index] : []));
  const selectors = (options.selectors ?? SELECTOR_NAMES).map((name): SelectorSearchChange => {
    const b = ranks(base, intents, name);
    const h = ranks(head, headIntents, name);
    const inTop = (r: number | null) => r !== null && r <= k;
    const rows = withGold.map((i) => ({
      query: intents[i].query,
      gold: intents[i].gold,
      before: b.rank[i],
      after: h.rank[i]
    }));
    const before = rows.filter((r) => inTop(r.before)).length;
    const after = rows.filter((r) => inTop(r.after)).length;
    const n = rows.length;
    return {
      selector: name,
      n,
      retrieved: { before, after },
      recall: { before: n === 0 ? 0 : before / n, after: n === 0 ? 0 : after / n },
      intents: rows,
      dropped: rows.filter((r) => inTop(r.before) && !inTop(r.after)).map((r) => r.query),
      ...(noGold.length > 0
        ? {
            noMatch: {
              n: noGold.length,
              before: noGold.filter((i) => b.answered[i]).length,
              after: noGold.filter((i) => h.answered[i]).length
            }
          }
        : {})
    };
  });
  return { k, selectors };
}

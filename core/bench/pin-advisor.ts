/**
 * The pin advisor: which tools to keep always visible (FastMCP's `always_visible`, Anthropic's
 * `defer_loading: false`) when the rest are found through tool search, so that recall@k reaches a
 * target for the fewest tokens of pinned tool definitions.
 *
 * The model, as FastMCP implements it: pinned tools are listed to the model and are excluded from
 * search, so the retriever ranks the OTHER tools only, with statistics over those tools (FastMCP
 * builds its BM25 index over the hidden tools). An intent is served when one of its gold tools is
 * pinned, or ranks within the first k of the search over the unpinned tools. recall@k is the share
 * of intents served. Pinning a tool that is not gold can help too: it leaves the search results.
 *
 * The answer: the pinned set of least cost (the tokens of the pinned tools); among equal costs the
 * fewest tools; then the earliest in catalog order (the smallest list of sorted catalog indices).
 * Search: every subset in order of (cost, size), lazily (tools sorted by cost; from a set whose
 * last tool in that order is j, the next sets are "also j+1" and "j+1 instead of j"), so the first
 * sets to reach the target are the cheapest. Past `maxSets` sets evaluated it stops and answers
 * greedily (the best recall gain per token, one tool at a time), saying `exact: false`.
 */
import type { Catalog } from '../catalog/types.ts';
import { readQuery, type SelectorName } from './selector.ts';
import { SELECTORS } from './selectors.ts';
import { rankLists } from './ranks.ts';
import type { Intent } from './types.ts';

export interface PinProblem {
  catalog: Catalog;
  intents: Intent[];
  selector: SelectorName;
  k: number;
  /** The recall@k to reach, 0..1. */
  target: number;
  /** Tokens of each tool's definition, in catalog order (what pinning it costs). */
  tokens: number[];
  /** How many pinned sets the exact search may evaluate before falling back to greedy. */
  maxSets?: number;
}

export interface PinAdvice {
  /** Tool ids to pin, in catalog order. */
  pinned: string[];
  recall: number;
  /** recall@k with nothing pinned (every tool behind search). */
  searchOnlyRecall: number;
  reached: boolean;
  pinnedTokens: number;
  /** Tokens of every tool definition: what loading every tool costs. */
  allTokens: number;
  /** allTokens − pinnedTokens: what deferring the rest saves. */
  saved: number;
  /** True when the search was exhaustive (the answer is the cheapest); false after the greedy fallback. */
  exact: boolean;
  /** Pinned sets evaluated. */
  evaluated: number;
}

// Each set costs a selector build and a ranking of every open intent (~1-3 ms on a 26-tool catalog).
export const DEFAULT_MAX_SETS = 2_000;

/** Gold tool indices per intent, matched by id or name as the bench matches them. */
export function goldSets(catalog: Catalog, intents: Intent[]): Array<Set<number>> {
  return intents.map((i) => {
    const set = new Set<number>();
    catalog.tools.forEach((t, index) => {
      if (i.gold.includes(t.id) || i.gold.includes(t.name)) set.add(index);
    });
    return set;
  });
}

/** Intents served with `pinned` always visible and the other tools behind the selector's search. */
export function servedWithPins(
  problem: Pick<PinProblem, 'catalog' | 'intents' | 'selector' | 'k'>,
  pinned: ReadonlySet<number>,
  gold = goldSets(problem.catalog, problem.intents)
): number {
  const hidden: number[] = [];
  problem.catalog.tools.forEach((_, i) => {
    if (!pinned.has(i)) hidden.push(i);
  });
  const selector = SELECTORS[problem.selector]({
    tools: hidden.map((i) => problem.catalog.tools[i]),
    meta: problem.catalog.meta
  });
  const open: number[] = [];
  let served = 0;
  gold.forEach((g, i) => {
    if ([...g].some((t) => pinned.has(t))) served++;
    else open.push(i);
  });
  if (open.length === 0 || hidden.length === 0) return served;
  const lists = rankLists(
    selector,
    open.map((i) => readQuery(selector, problem.intents[i].query))
  );
  lists.forEach((list, n) => {
    const g = gold[open[n]];
    for (let p = 0; p < Math.min(problem.k, list.tools.length); p++) {
      if (g.has(hidden[list.tools[p]])) {
        served++;
        return;
      }
    }
  });
  return served;
}

/** (cost, size, then sorted catalog indices) ascending: the advisor's order of preference. */
export function comparePinSets(a: { cost: number; set: number[] }, b: { cost: number; set: number[] }): number {
  if (a.cost !== b.cost) return a.cost - b.cost;
  if (a.set.length !== b.set.length) return a.set.length - b.set.length;
  const x = [...a.set].sort((p, q) => p - q);
  const y = [...b.set].sort((p, q) => p - q);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

interface Node {
  cost: number;
  /** Positions in the cost order. */
  positions: number[];
}

export function advisePins(problem: PinProblem): PinAdvice {
  const n = problem.catalog.tools.length;
  const gold = goldSets(problem.catalog, problem.intents);
  const total = problem.intents.length;
  const need = Math.ceil(problem.target * total - 1e-9);
  const allTokens = problem.tokens.reduce((a, b) => a + b, 0);
  const served = (set: Iterable<number>) => servedWithPins(problem, new Set(set), gold);
  const searchOnly = served([]);
  const answer = (set: number[], count: number, exact: boolean, evaluated: number): PinAdvice => {
    const sorted = [...set].sort((a, b) => a - b);
    const pinnedTokens = sorted.reduce((s, i) => s + problem.tokens[i], 0);
    return {
      pinned: sorted.map((i) => problem.catalog.tools[i].id),
      recall: total === 0 ? 1 : count / total,
      searchOnlyRecall: total === 0 ? 1 : searchOnly / total,
      reached: count >= need,
      pinnedTokens,
      allTokens,
      saved: allTokens - pinnedTokens,
      exact,
      evaluated
    };
  };
  if (searchOnly >= need) return answer([], searchOnly, true, 1);

  // Tools by cost (then catalog order): each set is reached once, and no successor is cheaper.
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => problem.tokens[a] - problem.tokens[b] || a - b);
  const setOf = (node: Node) => node.positions.map((p) => order[p]);
  const heap = new MinHeap<Node>((a, b) =>
    comparePinSets({ cost: a.cost, set: setOf(a) }, { cost: b.cost, set: setOf(b) })
  );
  if (n > 0) heap.push({ cost: problem.tokens[order[0]], positions: [0] });
  const maxSets = problem.maxSets ?? DEFAULT_MAX_SETS;
  let evaluated = 1;
  let best: { cost: number; set: number[]; count: number } | undefined;
  let settled = false;
  while (heap.size > 0 && evaluated < maxSets) {
    const node = heap.pop()!;
    const set = setOf(node);
    // Every set of the winner's (cost, size) has been seen once the keys move past it.
    if (best && (node.cost !== best.cost || set.length !== best.set.length)) {
      settled = true;
      break;
    }
    evaluated++;
    const count = served(set);
    if (count >= need && (!best || comparePinSets({ cost: node.cost, set }, best) < 0))
      best = { cost: node.cost, set, count };
    const last = node.positions[node.positions.length - 1];
    if (last + 1 < n) {
      const next = order[last + 1];
      heap.push({ cost: node.cost + problem.tokens[next], positions: [...node.positions, last + 1] });
      heap.push({
        cost: node.cost - problem.tokens[order[last]] + problem.tokens[next],
        positions: [...node.positions.slice(0, -1), last + 1]
      });
    }
  }
  if (best) return answer(best.set, best.count, settled || heap.size === 0, evaluated);
  // Every set tried and none reaches the target (intents whose gold tool is not in the catalog):
  // pin every gold tool, the most recall there is.
  if (heap.size === 0) {
    const all = [...new Set(gold.flatMap((g) => [...g]))];
    return answer(all, served(all), true, evaluated);
  }
  return greedy(problem, gold, need, served, answer, evaluated);
}

function greedy(
  problem: PinProblem,
  gold: Array<Set<number>>,
  need: number,
  served: (set: Iterable<number>) => number,
  answer: (set: number[], count: number, exact: boolean, evaluated: number) => PinAdvice,
  evaluated: number
): PinAdvice {
  const pinned = new Set<number>();
  let count = served(pinned);
  while (count < need && pinned.size < problem.tokens.length) {
    let pick = -1;
    let pickCount = count;
    let pickRate = 0;
    for (let t = 0; t < problem.tokens.length; t++) {
      if (pinned.has(t)) continue;
      const c = served([...pinned, t]);
      evaluated++;
      const rate = (c - count) / Math.max(1, problem.tokens[t]);
      if (c > count && rate > pickRate) {
        pick = t;
        pickCount = c;
        pickRate = rate;
      }
    }
    if (pick < 0) {
      // No single tool helps: pin the cheapest gold tool of an intent not yet served.
      const candidates = gold.flatMap((g) => [...g]).filter((t) => !pinned.has(t));
      if (candidates.length === 0) break;
      pick = candidates.sort((a, b) => problem.tokens[a] - problem.tokens[b] || a - b)[0];
      pickCount = served([...pinned, pick]);
    }
    pinned.add(pick);
    count = pickCount;
  }
  return answer([...pinned], count, false, evaluated);
}

class MinHeap<T> {
  #items: T[] = [];
  constructor(private readonly less: (a: T, b: T) => number) {}
  get size(): number {
    return this.#items.length;
  }
  push(item: T): void {
    const a = this.#items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.less(a[i], a[parent]) >= 0) break;
      [a[i], a[parent]] = [a[parent], a[i]];
      i = parent;
    }
  }
  pop(): T | undefined {
    const a = this.#items;
    if (a.length === 0) return undefined;
    const top = a[0];
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l], a[m]) < 0) m = l;
        if (r < a.length && this.less(a[r], a[m]) < 0) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]];
        i = m;
      }
    }
    return top;
  }
}

/**
 * Tool search's question: where does the right tool rank, not only which tool comes first.
 *
 * A ranking orders every tool by (score descending, catalog index ascending); tools that score 0
 * are not ranked at all (tool search returns nothing for them). An intent's rank is the 1-based
 * position of its best-ranked gold tool, or null when no gold tool scores. recall@k is the share of
 * intents whose rank is at most k; the mean reciprocal rank averages 1 / rank, with 0 for null.
 *
 * Under a mutation only the mutated tool's score moves (the weights are frozen), so an intent's new
 * rank follows from its baseline ranking, the best gold tool other than the mutated one and the
 * mutated tool's old and new scores; recallFlips does that for the intents that can change, and a
 * property test checks it against ranking everything again (goldRankNaive).
 */
import type { RankList } from './bench-state.ts';
import type { Delta } from './delta.ts';
import { ranksAbove, postingsOf, scoreWith, type Query, type Selector, type TermWeights } from './selector.ts';

export type { RankList };

/** Every query's ranking through the inverted index (cost follows the overlap, not tools × intents). */
export function rankLists(selector: Selector, queries: Query[]): RankList[] {
  const postings = postingsOf(selector);
  const scores = new Float64Array(selector.ids.length);
  const seen = new Uint8Array(selector.ids.length);
  return queries.map((q) => {
    const touched: number[] = [];
    for (let i = 0; i < q.terms.length; i++) {
      for (const [tool, weight] of postings.get(q.terms[i]) ?? []) {
        if (seen[tool] === 0) {
          seen[tool] = 1;
          touched.push(tool);
        }
        scores[tool] += q.idf[i] * weight;
      }
    }
    const ranked = touched.filter((t) => scores[t] > 0).sort((a, b) => scores[b] - scores[a] || a - b);
    const list: RankList = { tools: Int32Array.from(ranked), scores: Float64Array.from(ranked, (t) => scores[t]) };
    for (const t of touched) {
      scores[t] = 0;
      seen[t] = 0;
    }
    return list;
  });
}

/** Every tool in rank order: by score descending, ties to the earlier tool; zero scores last, in catalog order. */
export function rankOrder(scores: ArrayLike<number>): number[] {
  const order = Array.from({ length: scores.length }, (_, t) => t);
  return order.sort((a, b) => Math.max(scores[b], 0) - Math.max(scores[a], 0) || a - b);
}

/** The 1-based rank of the best gold tool when every tool is scored from scratch (the plain definition). */
export function goldRankNaive(weights: TermWeights[], query: Query, gold: Set<number>): number | null {
  const scores = weights.map((w) => scoreWith(w, query));
  const order = rankOrder(scores);
  const at = order.findIndex((t) => gold.has(t) && scores[t] > 0);
  return at < 0 ? null : at + 1;
}

/** Positions (0-based) in the list of the best and second-best gold tools; -1 when absent. */
export function goldPositions(list: RankList, gold: Set<number>): [number, number] {
  let first = -1;
  for (let p = 0; p < list.tools.length; p++) {
    if (!gold.has(list.tools[p])) continue;
    if (first < 0) first = p;
    else return [first, p];
  }
  return [first, -1];
}

/** How many ranked tools come before (score, tool): binary search, the list being in that order. */
export function countAbove(list: RankList, score: number, tool: number): number {
  let lo = 0;
  let hi = list.tools.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranksAbove(list.scores[mid], list.tools[mid], score, tool)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Per intent, what recall needs: its ranking, its gold set and its best two gold positions. */
export interface RankState {
  lists: RankList[];
  gold: Array<Set<number>>;
  goldAt: Array<[number, number]>;
}

export function rankOf(state: RankState, intent: number): number | null {
  const p = state.goldAt[intent][0];
  return p < 0 ? null : p + 1;
}

/**
 * The intent's rank when `tool`'s score becomes `now` (it was `was`). The best gold tool other than
 * `tool` keeps its score, so its rank moves by one at most; `tool`, when gold and now above it,
 * takes the lead and is placed by binary search.
 */
export function rankAfter(state: RankState, intent: number, tool: number, was: number, now: number): number | null {
  const list = state.lists[intent];
  const [p1, p2] = state.goldAt[intent];
  const other = p1 >= 0 && list.tools[p1] === tool ? p2 : p1;
  const oTool = other >= 0 ? list.tools[other] : -1;
  const oScore = other >= 0 ? list.scores[other] : 0;
  if (state.gold[intent].has(tool) && now > 0 && (other < 0 || ranksAbove(now, tool, oScore, oTool))) {
    // Its own old entry is counted by countAbove only when it stood above its new place.
    return 1 + countAbove(list, now, tool) - (was > now ? 1 : 0);
  }
  if (other < 0) return null;
  const wasAbove = was > 0 && ranksAbove(was, tool, oScore, oTool);
  const isAbove = now > 0 && ranksAbove(now, tool, oScore, oTool);
  return other + 1 - (wasAbove ? 1 : 0) + (isAbove ? 1 : 0);
}

/** recall@k bookkeeping for one k: which intents are in, and per tool the intents whose top k it is in. */
export interface RecallIndex {
  k: number;
  inTop: boolean[];
  /** tool -> intents whose first k ranked tools include it. */
  topOf: number[][];
}

export function recallIndex(state: RankState, tools: number, k: number): RecallIndex {
  const topOf: number[][] = Array.from({ length: tools }, () => []);
  state.lists.forEach((list, i) => {
    for (let p = 0; p < Math.min(k, list.tools.length); p++) topOf[list.tools[p]].push(i);
  });
  const inTop = state.lists.map((_, i) => {
    const r = rankOf(state, i);
    return r !== null && r <= k;
  });
  return { k, inTop, topOf };
}

/**
 * The intents whose "gold tool within the first k" changes under the mutation `delta` describes
 * (built with mutationDelta(..., k) for this index's k or a larger one).
 * Candidates: the intents whose top k holds the tool (its score falling can push its gold out, or
 * let a gold tool in) and those where its score rose and it now enters the top k. Any other
 * intent's top k is untouched. In intent order.
 */
export function recallFlips(state: RankState, index: RecallIndex, delta: Delta): number[] {
  if (!delta.changed) return [];
  const { tool } = delta;
  const out: number[] = [];
  const check = (i: number) => {
    const was = delta.was(i);
    const now = delta.now(i);
    if (was === now) return;
    const r = rankAfter(state, i, delta.tool, was, now);
    if ((r !== null && r <= index.k) !== index.inTop[i]) out.push(i);
  };
  for (const i of index.topOf[tool]) check(i);
  for (const i of delta.risers) {
    const list = state.lists[i];
    const shown = Math.min(index.k, list.tools.length);
    let inTop = false;
    for (let p = 0; p < shown && !inTop; p++) inTop = list.tools[p] === tool;
    // Already checked when it was in the top k; a riser reaches the top k (delta.ts) given k >= index.k.
    if (!inTop) check(i);
  }
  return out.sort((a, b) => a - b);
}

/** recallFlips by ranking every intent again from scratch with the mutated weights (tests and checks). */
export function recallFlipsNaive(
  state: RankState & { queries: Query[]; selector: Selector },
  index: RecallIndex,
  tool: number,
  mutated: TermWeights
): number[] {
  const weights = state.selector.weights.map((w, t) => (t === tool ? mutated : w));
  const out: number[] = [];
  state.queries.forEach((q, i) => {
    const r = goldRankNaive(weights, q, state.gold[i]);
    if ((r !== null && r <= index.k) !== index.inTop[i]) out.push(i);
  });
  return out;
}

/**
 * What a mutation does to the mutated tool's scores, computed once and shared by the pick
 * (evaluate.ts) and recall@k (ranks.ts).
 *
 * When no weight of the tool grew (lexical: blank, genericize, drop_keyword, most truncations) its
 * score can only fall, so only intents where it already stood out can change. When some weight
 * grew (bm25: a shorter document raises every remaining term's weight) it may also climb where it
 * did not stand out: the "risers". To find them without scoring every intent, each tool has a
 * reach (toolReach): the selector's bound on its weights under any edit of the description that
 * raises no term's frequency (bm25: every term at the shortest document the tool can have), and
 * the intents where even that bound reaches the first k. Risers come from those intents, plus the
 * intents of any term whose new weight exceeds its bound (a truncation that leaves half a word).
 */
import type { BenchState } from './bench-state.ts';
import { ranksAbove, scoreWith, type TermWeights } from './selector.ts';

export interface Delta {
  tool: number;
  /** Whether the weights changed at all (a no-op mutation changes nothing). */
  changed: boolean;
  /** Intents where the tool's score rose and it now reaches the first k, in no particular order. */
  risers: number[];
  was(intent: number): number;
  now(intent: number): number;
}

/** Terms whose weight differs between two weight maps, and those whose weight went up. */
export function changedTerms(a: TermWeights, b: TermWeights): { terms: string[]; grown: string[] } {
  const terms: string[] = [];
  const grown: string[] = [];
  for (const [term, w] of a) {
    const now = b.get(term) ?? 0;
    if (now !== w) terms.push(term);
    if (now > w) grown.push(term);
  }
  for (const term of b.keys()) {
    if (!a.has(term)) {
      terms.push(term);
      grown.push(term);
    }
  }
  return { terms, grown };
}

/** A tool's bound weights and the intents where the bound score reaches the first k. */
export interface ToolReach {
  tool: number;
  k: number;
  bound: TermWeights;
  intents: number[];
}

/** Whether (score, tool) would stand within the first k of the intent's ranking. */
function reaches(state: BenchState, intent: number, score: number, tool: number, k: number): boolean {
  const list = state.lists[intent];
  return score > 0 && (list.tools.length < k || ranksAbove(score, tool, list.scores[k - 1], list.tools[k - 1]));
}

export function toolReach(state: BenchState, tool: number, k: number): ToolReach {
  const bound = state.selector.bound(tool);
  const touched = new Set<number>();
  for (const term of bound.keys()) for (const i of state.termIntents.get(term) ?? []) touched.add(i);
  const intents = [...touched].filter((i) => reaches(state, i, scoreWith(bound, state.queries[i]), tool, k));
  return { tool, k, bound, intents };
}

/**
 * `k`: risers are kept only where the tool now reaches the first k of the intent's ranking;
 * elsewhere neither the pick (k >= 1) nor recall@k can change. Give the largest k the caller
 * asks about. `reachOf` may be passed in to share the tool's reach across its mutations (it
 * is called only when some weight grew).
 */
export function mutationDelta(
  state: BenchState,
  tool: number,
  mutated: TermWeights,
  k = 1,
  reachOf: () => ToolReach = () => toolReach(state, tool, k)
): Delta {
  const original = state.selector.weights[tool];
  const { terms, grown } = changedTerms(original, mutated);
  const was = (i: number) => scoreWith(original, state.queries[i]);
  const now = (i: number) => scoreWith(mutated, state.queries[i]);
  if (grown.length === 0) return { tool, changed: terms.length > 0, risers: [], was, now };
  const r = reachOf();
  const candidates = new Set(r.intents);
  for (const [term, w] of mutated) {
    if (w > (r.bound.get(term) ?? 0)) for (const i of state.termIntents.get(term) ?? []) candidates.add(i);
  }
  const risers: number[] = [];
  for (const i of candidates) {
    const score = now(i);
    if (score > was(i) && reaches(state, i, score, tool, k)) risers.push(i);
  }
  return { tool, changed: true, risers, was, now };
}

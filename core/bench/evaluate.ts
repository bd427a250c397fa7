/**
 * Scoring a catalog against the intents once, then re-scoring one mutated tool at a time.
 *
 * Incremental evaluation: a mutation changes only the mutated tool m's scores (weights are fixed),
 * so an intent's pick can change only if its query has a term whose weight in m changed. For those
 * intents m's new score is compared with the intent's current best (or, when m was the best, with
 * its second best). The naive path re-scores every tool for every intent; the two must agree, and a
 * property test checks that they do.
 */
import type { CatalogTool } from '../catalog/types.ts';
import { ABSTAIN, ranksAbove, rankAll, rankScores, readQuery, scoreWith, type Query, type Ranking, type Selector, type TermWeights } from './selector.ts';
import type { Intent } from './types.ts';

export interface BenchState {
  selector: Selector;
  queries: Query[];
  /** Per intent, the tool indices that count as a correct pick. */
  gold: Array<Set<number>>;
  rankings: Ranking[];
  /** term -> indices of the intents whose query has it. */
  termIntents: Map<string, number[]>;
  intentQueries: string[];
}

/** An intent whose pick differs from the baseline pick under a mutation. */
export interface PickChange {
  intent: number;
  pick: number;
}

export function prepareState(selector: Selector, tools: CatalogTool[], intents: Intent[]): BenchState {
  const queries = intents.map((i) => readQuery(selector, i.query));
  const gold = intents.map((i) => {
    const set = new Set<number>();
    tools.forEach((t, index) => {
      if (i.gold.includes(t.id) || i.gold.includes(t.name)) set.add(index);
    });
    return set;
  });
  const termIntents = new Map<string, number[]>();
  queries.forEach((q, index) => {
    for (const term of q.terms) {
      let list = termIntents.get(term);
      if (!list) termIntents.set(term, (list = []));
      list.push(index);
    }
  });
  return { selector, queries, gold, rankings: rankAll(selector, queries), termIntents, intentQueries: intents.map((i) => i.query) };
}

export const isCorrect = (state: BenchState, intent: number, pick: number) => pick !== ABSTAIN && state.gold[intent].has(pick);

/** Terms whose weight differs between two weight maps. */
function changedTerms(a: TermWeights, b: TermWeights): string[] {
  const out: string[] = [];
  for (const [term, w] of a) if (b.get(term) !== w) out.push(term);
  for (const term of b.keys()) if (!a.has(term)) out.push(term);
  return out;
}

export function evaluateIncremental(state: BenchState, tool: number, mutated: TermWeights): PickChange[] {
  const terms = changedTerms(state.selector.weights[tool], mutated);
  const affected = new Set<number>();
  for (const term of terms) for (const i of state.termIntents.get(term) ?? []) affected.add(i);
  const changes: PickChange[] = [];
  for (const i of [...affected].sort((a, b) => a - b)) {
    const r = state.rankings[i];
    const score = scoreWith(mutated, state.queries[i]);
    let pick: number;
    if (r.best === tool) {
      // m competes with the best of the others, which is the intent's second best.
      pick = score > 0 && (r.second === ABSTAIN || ranksAbove(score, tool, r.secondScore, r.second)) ? tool : r.second;
    } else {
      pick = score > 0 && (r.best === ABSTAIN || ranksAbove(score, tool, r.bestScore, r.best)) ? tool : r.best;
    }
    if (pick !== r.best) changes.push({ intent: i, pick });
  }
  return changes;
}

export function evaluateNaive(state: BenchState, tool: number, mutated: TermWeights): PickChange[] {
  const weights = state.selector.weights.map((w, index) => (index === tool ? mutated : w));
  const changes: PickChange[] = [];
  state.queries.forEach((q, i) => {
    const pick = rankScores(weights.map((w) => scoreWith(w, q))).best;
    if (pick !== state.rankings[i].best) changes.push({ intent: i, pick });
  });
  return changes;
}

/**
 * Scoring a catalog against the intents once, then re-scoring one mutated tool at a time.
 *
 * Incremental evaluation: a mutation changes only the mutated tool m's scores (weights are fixed),
 * so an intent's pick can change only among the intents m wins (its score may fall) and those
 * where m's score rose (delta.ts). For those, m's new score is compared with the intent's current
 * best (or, when m was the best, with its second best). The naive path re-scores every tool for
 * every intent; the two must agree, and a property test checks that they do.
 */
import type { CatalogTool } from '../catalog/types.ts';
import { mutationDelta, type Delta } from './delta.ts';
import type { BenchState } from './bench-state.ts';
import { goldPositions, rankLists } from './ranks.ts';
import {
  ABSTAIN,
  ranksAbove,
  rankScores,
  readQuery,
  scoreWith,
  type Ranking,
  type Selector,
  type TermWeights
} from './selector.ts';
import type { Intent } from './types.ts';

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
      // A query may repeat a term (fastmcp-bm25 keeps repeats); list the intent once.
      if (list[list.length - 1] !== index) list.push(index);
    }
  });
  const lists = rankLists(selector, queries);
  const rankings = lists.map(
    (l): Ranking => ({
      best: l.tools[0] ?? ABSTAIN,
      bestScore: l.scores[0] ?? 0,
      second: l.tools[1] ?? ABSTAIN,
      secondScore: l.scores[1] ?? 0
    })
  );
  const wins: number[][] = tools.map(() => []);
  rankings.forEach((r, i) => {
    if (r.best !== ABSTAIN) wins[r.best].push(i);
  });
  const goldAt = lists.map((l, i) => goldPositions(l, gold[i]));
  return {
    selector,
    queries,
    gold,
    rankings,
    lists,
    goldAt,
    termIntents,
    wins,
    intentQueries: intents.map((i) => i.query)
  };
}

export const isCorrect = (state: BenchState, intent: number, pick: number) =>
  pick !== ABSTAIN && state.gold[intent].has(pick);

export function evaluateIncremental(
  state: BenchState,
  tool: number,
  mutated: TermWeights,
  delta: Delta = mutationDelta(state, tool, mutated)
): PickChange[] {
  if (!delta.changed) return [];
  // The tool can lose the intents it wins, and win only where its score rose.
  const changes: PickChange[] = [];
  const consider = (i: number) => {
    const r = state.rankings[i];
    const score = delta.now(i);
    let pick: number;
    if (r.best === tool) {
      // m competes with the best of the others, which is the intent's second best.
      pick = score > 0 && (r.second === ABSTAIN || ranksAbove(score, tool, r.secondScore, r.second)) ? tool : r.second;
    } else {
      pick = score > 0 && (r.best === ABSTAIN || ranksAbove(score, tool, r.bestScore, r.best)) ? tool : r.best;
    }
    if (pick !== r.best) changes.push({ intent: i, pick });
  };
  for (const i of state.wins[tool]) consider(i);
  for (const i of delta.risers) if (state.rankings[i].best !== tool) consider(i);
  return delta.risers.length > 0 ? changes.sort((a, b) => a.intent - b.intent) : changes;
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

export type { BenchState };

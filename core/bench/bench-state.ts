/** What a bench run keeps between evaluations (evaluate.ts builds it; delta.ts and the sweeps read it). */
import type { Query, Ranking, Selector } from './selector.ts';

export interface BenchState {
  selector: Selector;
  queries: Query[];
  /** Per intent, the tool indices that count as a correct pick. */
  gold: Array<Set<number>>;
  rankings: Ranking[];
  /** Per intent, every tool that scores, best first (ranks.ts). */
  lists: RankList[];
  /** Per intent, the positions in `lists` of the best and second-best gold tools (-1: none). */
  goldAt: Array<[number, number]>;
  /** term -> indices of the intents whose query has it. */
  termIntents: Map<string, number[]>;
  /** tool -> indices of the intents it wins at baseline. */
  wins: number[][];
  intentQueries: string[];
}

/** The tools that score for one query, best first, with their scores. */
export interface RankList {
  tools: Int32Array;
  scores: Float64Array;
}

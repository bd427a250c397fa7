/**
 * Interactive edits on a prepared bench: the playground's "drop this word, blank that tool" loop.
 *
 * Unlike the sweep (one mutation at a time against the baseline), edits here accumulate: several
 * tools can be edited at once, and a tool can lose several words. After each edit the session
 * answers with every intent whose pick or gold rank changed, and keeps accuracy and recall@k
 * current, without scoring the whole catalog again:
 *
 * - Weights are frozen at build time (selector.ts), so an edit of tool m changes m's scores and
 *   nothing else. Only intents whose query has a term whose weight in m changed can move
 *   (`termIntents` of the changed terms); every other intent keeps its pick and rank.
 * - For an intent that can move, the baseline ranking (`lists`, every scoring tool best first)
 *   still orders every tool that was never edited. The pick is the better of the first unedited
 *   tool in that list and the edited tools at their current scores; a gold tool's rank counts the
 *   unedited tools above it by binary search in the list and the edited ones directly. The cost
 *   per intent grows with the number of edited tools, not the catalog.
 *
 * A property test (edit-session.test.ts) checks every answer against scoring every tool for every
 * intent from scratch with the edited weights.
 */
import type { Tool } from '../catalog/types.ts';
import { changedTerms } from './delta.ts';
import { isCorrect, type BenchState } from './evaluate.ts';
import { countAbove } from './ranks.ts';
import { ABSTAIN, ranksAbove, scoreWith, type TermWeights } from './selector.ts';

/** One intent whose pick or gold rank moved with an edit. */
export interface IntentMove {
  intent: number;
  /** Pick and rank before the edit (ABSTAIN: no pick; null rank: no gold tool scores). */
  fromPick: number;
  toPick: number;
  fromRank: number | null;
  toRank: number | null;
}

export interface EditOutcome {
  /** Intents whose pick or gold rank changed with this edit, in intent order. */
  moves: IntentMove[];
  /** How many intents the edit could touch and were re-scored. */
  rescored: number;
}

export class EditSession {
  readonly state: BenchState;
  readonly k: number;
  /** Edited tools: current weights (absent: the tool is as built). */
  readonly #weights = new Map<number, TermWeights>();
  readonly #picks: Int32Array;
  readonly #ranks: Int32Array; // 0 for "no gold tool scores"
  /** Per intent, every gold tool's position in its baseline list, best first (filled lazily). */
  readonly #goldAt: Array<Int32Array | undefined>;
  #correct = 0;
  #retrieved = 0;

  constructor(state: BenchState, k: number) {
    this.state = state;
    this.k = k;
    const n = state.queries.length;
    this.#picks = new Int32Array(n);
    this.#ranks = new Int32Array(n);
    this.#goldAt = new Array(n);
    for (let i = 0; i < n; i++) {
      this.#picks[i] = state.rankings[i].best;
      const p = state.goldAt[i][0];
      this.#ranks[i] = p < 0 ? 0 : p + 1;
      if (isCorrect(state, i, this.#picks[i])) this.#correct++;
      if (this.#ranks[i] > 0 && this.#ranks[i] <= k) this.#retrieved++;
    }
  }

  get intents(): number {
    return this.#picks.length;
  }
  /** Intents picked correctly under the current edits. */
  get correct(): number {
    return this.#correct;
  }
  /** Intents whose gold tool ranks within the first k under the current edits. */
  get retrieved(): number {
    return this.#retrieved;
  }
  /** Tools currently edited, in index order. */
  get edited(): number[] {
    return [...this.#weights.keys()].sort((a, b) => a - b);
  }
  pick(intent: number): number {
    return this.#picks[intent];
  }
  rank(intent: number): number | null {
    return this.#ranks[intent] === 0 ? null : this.#ranks[intent];
  }

  /** Tool `tool` now reads as `now` (its original definition undoes every edit of it). */
  set(tool: number, now: Tool): EditOutcome {
    return this.setWeights(tool, this.state.selector.weigh(now));
  }

  /** The same with the tool's new weights already computed. */
  setWeights(tool: number, weights: TermWeights): EditOutcome {
    const base = this.state.selector.weights[tool];
    const before = this.#weights.get(tool) ?? base;
    const { terms } = changedTerms(before, weights);
    if (changedTerms(base, weights).terms.length === 0) this.#weights.delete(tool);
    else this.#weights.set(tool, weights);
    if (terms.length === 0) return { moves: [], rescored: 0 };

    const touched = new Set<number>();
    for (const term of terms) for (const i of this.state.termIntents.get(term) ?? []) touched.add(i);
    const moves: IntentMove[] = [];
    for (const i of [...touched].sort((a, b) => a - b)) {
      const fromPick = this.#picks[i];
      const fromRank = this.#ranks[i];
      const toPick = this.#pickOf(i);
      const toRank = this.#rankOf(i);
      if (toPick === fromPick && toRank === fromRank) continue;
      this.#correct += (isCorrect(this.state, i, toPick) ? 1 : 0) - (isCorrect(this.state, i, fromPick) ? 1 : 0);
      this.#retrieved += (toRank > 0 && toRank <= this.k ? 1 : 0) - (fromRank > 0 && fromRank <= this.k ? 1 : 0);
      this.#picks[i] = toPick;
      this.#ranks[i] = toRank;
      moves.push({
        intent: i,
        fromPick,
        toPick,
        fromRank: fromRank === 0 ? null : fromRank,
        toRank: toRank === 0 ? null : toRank
      });
    }
    return { moves, rescored: touched.size };
  }

  #pickOf(i: number): number {
    const list = this.state.lists[i];
    const query = this.state.queries[i];
    let best = ABSTAIN;
    let bestScore = 0;
    for (let p = 0; p < list.tools.length; p++) {
      if (this.#weights.has(list.tools[p])) continue;
      best = list.tools[p];
      bestScore = list.scores[p];
      break;
    }
    for (const [tool, w] of this.#weights) {
      const score = scoreWith(w, query);
      if (score > 0 && (best === ABSTAIN || ranksAbove(score, tool, bestScore, best))) {
        best = tool;
        bestScore = score;
      }
    }
    return best;
  }

  /** 1-based rank of the best-ranked gold tool; 0 when no gold tool scores. */
  #rankOf(i: number): number {
    const list = this.state.lists[i];
    const gold = this.state.gold[i];
    const positions = (this.#goldAt[i] ??= goldPositionsAll(list.tools, gold));
    let best = 0;
    for (const p of positions) {
      if (this.#weights.has(list.tools[p])) continue;
      best = this.#placeOf(i, list.scores[p], list.tools[p]);
      break; // the first unedited gold tool outranks every later one
    }
    for (const [tool, w] of this.#weights) {
      if (!gold.has(tool)) continue;
      const score = scoreWith(w, this.state.queries[i]);
      if (score <= 0) continue;
      const r = this.#placeOf(i, score, tool);
      if (best === 0 || r < best) best = r;
    }
    return best;
  }

  /** 1-based place of (score, tool) among the intent's tools under the current edits. */
  #placeOf(i: number, score: number, tool: number): number {
    const list = this.state.lists[i];
    const query = this.state.queries[i];
    let above = countAbove(list, score, tool);
    for (const [t, w] of this.#weights) {
      // Its baseline entry in the list is stale: take it out, then count it at its current score.
      const was = scoreWith(this.state.selector.weights[t], query);
      if (was > 0 && ranksAbove(was, t, score, tool)) above--;
      if (t === tool) continue;
      const now = scoreWith(w, query);
      if (now > 0 && ranksAbove(now, t, score, tool)) above++;
    }
    return above + 1;
  }
}

/** Positions in a ranked list of every gold tool, best first. */
function goldPositionsAll(tools: Int32Array, gold: Set<number>): Int32Array {
  const out: number[] = [];
  for (let p = 0; p < tools.length; p++) if (gold.has(tools[p])) out.push(p);
  return Int32Array.from(out);
}

/**
 * The sweep: mutations the bench generates itself, for every tool,
 *   blank, genericize, truncate at 25%, 50% and 75% of the description's length (code points,
 *   rounded down), and drop_keyword for every distinct content word of the description,
 * and what they show: the carry table (which of a tool's words its correct picks depend on) and
 * the confusion list (which tools take a tool's picks when its description weakens).
 */
import type { CatalogTool } from '../catalog/types.ts';
import { mutationDelta, toolReach, type ToolReach } from './delta.ts';
import { evaluateIncremental, evaluateNaive, isCorrect, type BenchState, type PickChange } from './evaluate.ts';
import { applyMutation } from './mutations/index.ts';
import { codePointLength } from './mutations/truncate.ts';
import { recallFlips, recallFlipsNaive, recallIndex } from './ranks.ts';
import { ABSTAIN } from './selector.ts';
import { contentWords } from '../text/terms.ts';
import { DEFAULT_TOP_K, type CarryEntry, type ConfusionEntry, type MutationSpec } from './types.ts';

export const TRUNCATE_FRACTIONS = [25, 50, 75] as const;

/** The generated mutations of one tool, in a fixed order. */
export function sweepMutations(entry: CatalogTool): MutationSpec[] {
  const out: MutationSpec[] = [
    { tool: entry.id, kind: 'blank' },
    { tool: entry.id, kind: 'genericize' }
  ];
  const description = entry.description ?? '';
  const length = codePointLength(description);
  for (const p of TRUNCATE_FRACTIONS)
    out.push({ tool: entry.id, kind: 'truncate', chars: Math.floor((length * p) / 100) });
  for (const word of contentWords(description)) out.push({ tool: entry.id, kind: 'drop_keyword', word });
  return out;
}

export interface SweepResult {
  carry: CarryEntry[];
  confusion: ConfusionEntry[];
  /** How many mutations were generated and evaluated. */
  mutations: number;
}

export type Strategy = 'incremental' | 'naive';

/** `k` is the top-k of the recall counts (`recall_lost`). */
export function runSweep(
  state: BenchState,
  tools: CatalogTool[],
  strategy: Strategy = 'incremental',
  k: number = DEFAULT_TOP_K
): SweepResult {
  const index = recallIndex(state, tools.length, k);
  const moved = new Map<number, number>(); // from * T + to -> picks moved
  const T = tools.length;
  let count = 0;
  const carry = tools.map((entry, t): CarryEntry => {
    const correctPicks = state.wins[t].filter((i) => isCorrect(state, i, t)).length;
    const lost = { blank: 0, genericize: 0, truncate_25: 0, truncate_50: 0, truncate_75: 0 };
    const recallLost = { ...lost };
    const words: CarryEntry['words'] = [];
    const mutations = sweepMutations(entry);
    let reach: ToolReach | undefined;
    const reachOf = () => (reach ??= toolReach(state, t, k));
    mutations.forEach((m, n) => {
      count++;
      const mutated = state.selector.weigh(applyMutation(entry.tool, m));
      let changes: PickChange[];
      let recallMoved: number[];
      if (strategy === 'incremental') {
        const delta = mutationDelta(state, t, mutated, k, reachOf);
        changes = evaluateIncremental(state, t, mutated, delta);
        recallMoved = recallFlips(state, index, delta);
      } else {
        changes = evaluateNaive(state, t, mutated);
        recallMoved = recallFlipsNaive(state, index, t, mutated);
      }
      // Intents whose gold tool left the first k (a climb into it is a gain, not counted here).
      const recallLostHere = recallMoved.filter((i) => index.inTop[i]).length;
      let lostHere = 0;
      for (const { intent, pick } of changes) {
        if (state.rankings[intent].best !== t) continue;
        if (isCorrect(state, intent, t) && !isCorrect(state, intent, pick)) lostHere++;
        if (pick !== ABSTAIN) moved.set(t * T + pick, (moved.get(t * T + pick) ?? 0) + 1);
      }
      if (m.kind === 'drop_keyword') {
        if (lostHere > 0) words.push({ word: m.word!, picks: lostHere });
      } else if (m.kind === 'truncate') {
        lost[`truncate_${TRUNCATE_FRACTIONS[n - 2]}`] = lostHere;
        recallLost[`truncate_${TRUNCATE_FRACTIONS[n - 2]}`] = recallLostHere;
      } else {
        lost[m.kind] = lostHere;
        recallLost[m.kind] = recallLostHere;
      }
    });
    words.sort((a, b) => b.picks - a.picks || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return { tool: entry.id, correct_picks: correctPicks, lost, recall_lost: recallLost, words };
  });
  return { carry, confusion: confusionList(moved, tools), mutations: count };
}

function confusionList(moved: Map<number, number>, tools: CatalogTool[]): ConfusionEntry[] {
  const T = tools.length;
  const pairs = new Map<number, ConfusionEntry & { ia: number; ib: number }>();
  for (const [key, n] of moved) {
    const from = Math.floor(key / T);
    const to = key % T;
    const [ia, ib] = from < to ? [from, to] : [to, from];
    const pairKey = ia * T + ib;
    let e = pairs.get(pairKey);
    if (!e) pairs.set(pairKey, (e = { a: tools[ia].id, b: tools[ib].id, a_to_b: 0, b_to_a: 0, total: 0, ia, ib }));
    if (from === ia) e.a_to_b += n;
    else e.b_to_a += n;
    e.total += n;
  }
  return [...pairs.values()]
    .sort((x, y) => y.total - x.total || x.ia - y.ia || x.ib - y.ib)
    .map(({ ia: _a, ib: _b, ...entry }) => entry);
}

/**
 * The accuracy-vs-distractor-count curve: the same scenario scored at several counts
 * (`count: [0, 4, 8, 16]`), grouped by the block's `complexity` tag (untagged scenarios group
 * under "untagged"). Points at the same (complexity, count) pool their counts before the percents
 * are taken, exactly as runs pool within one score.
 */
import type { TraceRun } from '../trace/types.ts';
import {
  distractorPercents,
  scoreDistractors,
  type DistractorBlock,
  type DistractorCounts,
  type DistractorOptions
} from './distractor-accuracy.ts';

export interface CurvePoint extends DistractorCounts {
  count: number;
  accuracy: number;
  certified_lower: number;
}

export interface CurveGroup {
  complexity: string;
  points: CurvePoint[];
}

export interface CurveEntry {
  block: DistractorBlock;
  runs: readonly TraceRun[];
}

export const UNTAGGED = 'untagged';

/** A `count:` that may be one number or a list, as sorted unique non-negative integers. */
export function expandCounts(count: number | readonly number[]): number[] {
  const list = Array.isArray(count) ? count : [count];
  const clean = list
    .filter((c): c is number => typeof c === 'number' && Number.isFinite(c))
    .map((c) => Math.max(0, Math.floor(c)));
  return [...new Set(clean)].sort((a, b) => a - b);
}

/** One block per count, for a block whose `count:` is a list. */
export function expandBlock(
  block: Omit<DistractorBlock, 'count'> & { count: number | readonly number[] }
): DistractorBlock[] {
  return expandCounts(block.count).map((count) => ({ ...block, count }));
}

export function distractorCurve(entries: readonly CurveEntry[], options: DistractorOptions = {}): CurveGroup[] {
  const groups = new Map<string, Map<number, { detail: DistractorCounts[]; vacuousOk: boolean }>>();
  for (const { block, runs } of entries) {
    const tag = block.complexity ?? UNTAGGED;
    const result = scoreDistractors(block, runs, options);
    let byCount = groups.get(tag);
    if (!byCount) groups.set(tag, (byCount = new Map()));
    const slot = byCount.get(block.count) ?? { detail: [], vacuousOk: true };
    slot.detail.push(result);
    slot.vacuousOk &&= block.correct.length === 0;
    byCount.set(block.count, slot);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([complexity, byCount]) => ({
      complexity,
      points: [...byCount.entries()]
        .sort(([a], [b]) => a - b)
        .map(([count, slot]) => {
          const counts = mergeCounts(slot.detail);
          const { accuracy, certified_lower } = distractorPercents(counts, slot.vacuousOk);
          return { count, ...counts, accuracy, certified_lower };
        })
    }));
}

function mergeCounts(list: readonly DistractorCounts[]): DistractorCounts {
  const total: DistractorCounts = { chose_correct: 0, chose_distractor: 0, chose_in_scope: 0, successes: 0, runs: 0 };
  for (const c of list) {
    total.chose_correct += c.chose_correct;
    total.chose_distractor += c.chose_distractor;
    total.chose_in_scope += c.chose_in_scope;
    total.successes += c.successes;
    total.runs += c.runs;
  }
  return total;
}

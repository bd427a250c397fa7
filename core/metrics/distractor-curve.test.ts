import { describe, expect, it } from 'vitest';
import type { TraceRun } from '../trace/types.ts';
import { distractorCurve, expandBlock, expandCounts, UNTAGGED } from './distractor-curve.ts';
import type { DistractorBlock } from './distractor-accuracy.ts';

const good: TraceRun = { calls: [{ server: 'catalog', tool: 'search_products' }] };
const fooled: TraceRun = { calls: [{ server: 'catalog', tool: 'get_forecast' }] };
const base = { source: { from: 'catalog' as const }, correct: ['catalog.search_products'] };

describe('distractor curve', () => {
  it('expands a list of counts into sorted unique non-negative integers', () => {
    expect(expandCounts([16, 0, 4, 8, 4, -1, 2.5])).toEqual([0, 2, 4, 8, 16]);
    expect(expandCounts(3)).toEqual([3]);
    expect(expandBlock({ ...base, count: [0, 4] }).map((b) => b.count)).toEqual([0, 4]);
  });

  it('gives one point per count, sorted, grouped by complexity', () => {
    const entries: Array<{ block: DistractorBlock; runs: TraceRun[] }> = [
      { block: { ...base, count: 8, complexity: 'serial' }, runs: [good, fooled] },
      { block: { ...base, count: 0, complexity: 'serial' }, runs: [good, good] },
      { block: { ...base, count: 4, complexity: 'parallel' }, runs: [good] },
      { block: { ...base, count: 4 }, runs: [fooled] }
    ];
    const curve = distractorCurve(entries);
    expect(curve.map((g) => g.complexity)).toEqual(['parallel', 'serial', UNTAGGED]);
    const serial = curve.find((g) => g.complexity === 'serial')!;
    expect(serial.points.map((p) => [p.count, p.accuracy, p.chose_distractor])).toEqual([
      [0, 100, 0],
      [8, 50, 1]
    ]);
    expect(curve.find((g) => g.complexity === UNTAGGED)!.points[0]).toMatchObject({
      count: 4,
      accuracy: 0,
      successes: 0
    });
  });

  it('pools two scenarios at the same (complexity, count) before taking percents', () => {
    const curve = distractorCurve([
      { block: { ...base, count: 4 }, runs: [good, good, good] },
      { block: { ...base, count: 4 }, runs: [fooled] }
    ]);
    expect(curve[0].points).toEqual([expect.objectContaining({ count: 4, runs: 4, successes: 3, accuracy: 75 })]);
  });

  it('no entries give no groups', () => expect(distractorCurve([])).toEqual([]));
});

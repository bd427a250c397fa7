import { describe, expect, it } from 'vitest';
import type { TraceRun } from '../trace/types.ts';
import { scoreDistractors, type DistractorBlock } from './distractor-accuracy.ts';

const call = (id: string) => {
  const dot = id.indexOf('.');
  return dot < 0 ? { tool: id } : { server: id.slice(0, dot), tool: id.slice(dot + 1) };
};
const run = (ids: string[], distractors?: string[]): TraceRun => ({
  calls: ids.map(call),
  ...(distractors ? { distractors } : {})
});

const BLOCK: DistractorBlock = { count: 4, source: { from: 'catalog' }, correct: ['catalog.search_products'] };
const D = ['get_forecast', 'get_air_quality', 'convert_currency', 'get_exchange_rate']; // seed 0, catalog order

describe('distractor accuracy: the rule', () => {
  it.each([
    [
      'one correct call',
      [run(['catalog.search_products'])],
      { accuracy: 100, chose_correct: 1, chose_distractor: 0, successes: 1 }
    ],
    [
      'correct then a distractor: each call counts',
      [run(['catalog.search_products', 'catalog.get_forecast'])],
      { accuracy: 50, chose_correct: 1, chose_distractor: 1, successes: 0 }
    ],
    [
      'a repeated correct call counts twice',
      [run(['catalog.search_products', 'catalog.search_products', 'x.convert_currency'])],
      { accuracy: 67, chose_correct: 2, chose_distractor: 1 }
    ],
    [
      'out-of-scope calls are ignored',
      [run(['catalog.search_products', 'catalog.get_product'])],
      { accuracy: 100, chose_in_scope: 1, successes: 1 }
    ],
    [
      'nothing in scope scores 0',
      [run(['catalog.get_product'])],
      { accuracy: 0, chose_in_scope: 0, successes: 0, vacuous: false }
    ],
    ['an empty run scores 0 and fails', [run([])], { accuracy: 0, successes: 0 }],
    [
      'pooled over runs',
      [run(['catalog.search_products']), run(['get_exchange_rate']), run(['catalog.search_products'])],
      { accuracy: 67, chose_correct: 2, chose_distractor: 1, successes: 2, runs: 3 }
    ]
  ])('%s', (_name, runs, want) => expect(scoreDistractors(BLOCK, runs)).toMatchObject(want));

  it('no correct ids declared and nothing in scope is vacuously 100', () => {
    expect(scoreDistractors({ ...BLOCK, correct: [] }, [run(['other'])])).toMatchObject({
      accuracy: 100,
      vacuous: true
    });
    expect(scoreDistractors({ ...BLOCK, correct: [] }, [run(['get_forecast'])])).toMatchObject({
      accuracy: 0,
      chose_distractor: 1
    });
  });

  it('a qualified correct id does not match the tool on another server; a bare one does', () => {
    expect(scoreDistractors(BLOCK, [run(['shop.search_products'])]).chose_correct).toBe(0);
    expect(
      scoreDistractors({ ...BLOCK, correct: ['search_products'] }, [run(['shop.search_products'])]).chose_correct
    ).toBe(1);
  });
});

describe('distractor accuracy: which distractors', () => {
  it('regenerates from the block when the run records none (seed 0: the first four catalog tools)', () => {
    const r = scoreDistractors(BLOCK, [run(['catalog.search_products'])]);
    expect(r.detail[0]).toMatchObject({ distractors: D, distractors_from: 'generated' });
  });

  it("uses the run's own recorded distractors when present, even when they differ from the block", () => {
    const r = scoreDistractors(BLOCK, [run(['get_forecast', 'my_fake'], ['my_fake'])]);
    expect(r).toMatchObject({ chose_distractor: 1 }); // get_forecast is out of scope for this run
    expect(r.detail[0].distractors_from).toBe('trace');
  });

  it("uses the run's seed, then the block's, for regeneration", () => {
    const seeded = scoreDistractors({ ...BLOCK, seed: 9 }, [run([]), { calls: [], seed: 3 }]);
    expect(seeded.detail[0].distractors).not.toEqual(seeded.detail[1].distractors);
  });

  it('reports a shortfall when the pool cannot make count distractors', () => {
    const r = scoreDistractors(
      { count: 10, source: { from: 'near_duplicate', of: ['get_product'] }, correct: ['get_product'] },
      [run(['get_product'])]
    );
    expect(r.shortfalls).toEqual(['run 1: made 6 of 10']);
  });

  it('near-duplicates of the correct tool are distractors, the correct tool is not', () => {
    const block: DistractorBlock = {
      count: 3,
      source: { from: 'near_duplicate', of: ['search_products', 'get_product'] },
      correct: ['catalog.search_products', 'catalog.get_product']
    };
    const r = scoreDistractors(block, [run(['catalog.search_products_v2', 'catalog.get_product'])]);
    expect(r).toMatchObject({ chose_correct: 1, chose_distractor: 1, accuracy: 50 });
  });
});

describe('distractor accuracy: certified_lower', () => {
  it('one perfect run certifies 5 (0.05^(1/1), rounded down)', () => {
    expect(scoreDistractors(BLOCK, [run(['catalog.search_products'])]).certified_lower).toBe(5);
  });

  it.each([
    [5, 5, 54], // 0.05^(1/5) = 0.5493
    [10, 10, 74], // 0.7411
    [4, 5, 34], // 0.3426
    [0, 5, 0]
  ])('%i successes of %i runs certify %i', (ok, n, want) => {
    const runs = Array.from({ length: n }, (_, i) => run(i < ok ? ['catalog.search_products'] : ['get_forecast']));
    expect(scoreDistractors(BLOCK, runs).certified_lower).toBe(want);
  });

  it('no runs certify 0', () => expect(scoreDistractors(BLOCK, []).certified_lower).toBe(0));

  it('property-style check: lower <= observed success rate <= upper', () => {
    for (let n = 1; n <= 12; n++)
      for (let ok = 0; ok <= n; ok++) {
        const runs = Array.from({ length: n }, (_, i) => run(i < ok ? ['catalog.search_products'] : []));
        const r = scoreDistractors(BLOCK, runs);
        expect(r.success_interval.lower).toBeLessThanOrEqual(ok / n + 1e-12);
        expect(r.success_interval.upper).toBeGreaterThanOrEqual(ok / n - 1e-12);
        expect(r.certified_lower).toBeLessThanOrEqual(Math.floor((100 * ok) / n));
      }
  });
});

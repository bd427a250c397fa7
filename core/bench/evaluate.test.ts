import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mutationDelta } from './delta.ts';
import { evaluateIncremental, evaluateNaive, prepareState } from './evaluate.ts';
import { applyMutation } from './mutations/index.ts';
import { goldRankNaive, rankOf, rankOrder, recallFlips, recallFlipsNaive, recallIndex } from './ranks.ts';
import { ABSTAIN, buildSelector, readQuery, scoreWith, SELECTOR_NAMES, toolWeights } from './selector.ts';
import { SELECTORS } from './selectors.ts';
import { runSweep, sweepMutations } from './sweep.ts';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { arbitraryBench } from './testing/arbitrary-bench.ts';
import type { Intent } from './types.ts';

describe.each(SELECTOR_NAMES)('%s: incremental evaluation equals a naive full recomputation', (name) => {
  const build = SELECTORS[name];

  it('for every sweep mutation of every tool on random catalogs: picks and recall@k', () => {
    fc.assert(
      fc.property(arbitraryBench, fc.integer({ min: 1, max: 4 }), ({ catalog, intents }, k) => {
        const state = prepareState(build(catalog), catalog.tools, intents);
        const index = recallIndex(state, catalog.tools.length, k);
        catalog.tools.forEach((entry, t) => {
          for (const m of sweepMutations(entry)) {
            const mutated = state.selector.weigh(applyMutation(entry.tool, m));
            expect(evaluateIncremental(state, t, mutated)).toEqual(evaluateNaive(state, t, mutated));
            expect(recallFlips(state, index, mutationDelta(state, t, mutated, k))).toEqual(
              recallFlipsNaive(state, index, t, mutated)
            );
          }
        });
      }),
      { numRuns: 150 }
    );
  });

  it('the whole sweep (carry, recall lost and confusion) is the same either way', () => {
    fc.assert(
      fc.property(arbitraryBench, fc.integer({ min: 1, max: 4 }), ({ catalog, intents }, k) => {
        const state = prepareState(build(catalog), catalog.tools, intents);
        expect(runSweep(state, catalog.tools, 'incremental', k)).toEqual(runSweep(state, catalog.tools, 'naive', k));
      }),
      { numRuns: 100 }
    );
  });

  it("a mutation changes only the mutated tool's scores", () => {
    fc.assert(
      fc.property(arbitraryBench, fc.nat(), fc.nat(), ({ catalog, intents }, which, kind) => {
        const selector = build(catalog);
        const t = which % catalog.tools.length;
        const entry = catalog.tools[t];
        const mutations = sweepMutations(entry);
        const mutatedTool = applyMutation(entry.tool, mutations[kind % mutations.length]);
        // Re-weigh every tool of the mutated catalog under the frozen statistics.
        const after = catalog.tools.map((e, i) => selector.weigh(i === t ? mutatedTool : e.tool));
        for (const intent of intents) {
          const q = readQuery(selector, intent.query);
          after.forEach((w, i) => {
            if (i !== t) expect(scoreWith(w, q)).toBe(scoreWith(selector.weights[i], q));
          });
        }
      }),
      { numRuns: 300 }
    );
  });

  it('ranks are a permutation: every tool gets one rank, in score order, ties to the earlier tool', () => {
    fc.assert(
      fc.property(arbitraryBench, ({ catalog, intents }) => {
        const selector = build(catalog);
        for (const intent of intents) {
          const scores = selector.weights.map((w) => scoreWith(w, readQuery(selector, intent.query)));
          const order = rankOrder(scores);
          expect([...order].sort((a, b) => a - b)).toEqual(scores.map((_, i) => i));
          for (let p = 1; p < order.length; p++) {
            const [a, b] = [order[p - 1], order[p]];
            expect(scores[a] > scores[b] || (scores[a] === scores[b] && a < b) || (scores[b] <= 0 && a < b)).toBe(true);
          }
        }
        // The inverted-index rankings are exactly the scoring prefix of that order.
        const state = prepareState(selector, catalog.tools, intents);
        state.queries.forEach((q, i) => {
          const scores = selector.weights.map((w) => scoreWith(w, q));
          expect(Array.from(state.lists[i].tools)).toEqual(rankOrder(scores).filter((t) => scores[t] > 0));
          expect(rankOf(state, i)).toBe(goldRankNaive(selector.weights, q, state.gold[i]));
        });
      }),
      { numRuns: 300 }
    );
  });

  it('recall@k is monotone in k and reaches the share of intents whose gold tool scores', () => {
    fc.assert(
      fc.property(arbitraryBench, ({ catalog, intents }) => {
        const state = prepareState(build(catalog), catalog.tools, intents);
        const recall = (k: number) => recallIndex(state, catalog.tools.length, k).inTop.filter(Boolean).length;
        let previous = 0;
        for (let k = 1; k <= catalog.tools.length + 1; k++) {
          const r = recall(k);
          expect(r).toBeGreaterThanOrEqual(previous);
          previous = r;
        }
        expect(previous).toBe(intents.filter((_, i) => rankOf(state, i) !== null).length);
      }),
      { numRuns: 300 }
    );
  });

  it('only the mutated tool can gain or lose picks', () => {
    fc.assert(
      fc.property(arbitraryBench, ({ catalog, intents }) => {
        const state = prepareState(buildSelector(catalog), catalog.tools, intents);
        catalog.tools.forEach((entry, t) => {
          for (const change of evaluateIncremental(
            state,
            t,
            toolWeights(applyMutation(entry.tool, { tool: entry.id, kind: 'blank' }))
          )) {
            // Blanking only removes terms: the tool can lose an intent, never win a new one.
            expect(state.rankings[change.intent].best).toBe(t);
            expect(change.pick).not.toBe(t);
          }
        });
      }),
      { numRuns: 200 }
    );
  });
});

describe('a hand-checked mutation', () => {
  it('blanking the winner hands the intent to the second best, or to no pick', () => {
    const parsed = parseCatalogValue({
      tools: [
        { name: 'a', description: 'weather forecast' },
        { name: 'b', description: 'weather' },
        { name: 'c', description: 'clock' }
      ]
    });
    if (!parsed.ok) throw new Error('unexpected');
    const intents: Intent[] = [
      { query: 'weather forecast', gold: ['a'], pointer: '' },
      { query: 'forecast', gold: ['a'], pointer: '' },
      { query: 'clock', gold: ['c'], pointer: '' }
    ];
    const state = prepareState(buildSelector(parsed.catalog), parsed.catalog.tools, intents);
    expect(state.rankings.map((r) => r.best)).toEqual([0, 0, 2]);
    const blankA = toolWeights(applyMutation(parsed.catalog.tools[0].tool, { tool: 'a', kind: 'blank' }));
    expect(evaluateIncremental(state, 0, blankA)).toEqual([
      { intent: 0, pick: 1 },
      { intent: 1, pick: ABSTAIN }
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { evaluateIncremental, evaluateNaive, prepareState } from './evaluate.ts';
import { applyMutation } from './mutations/index.ts';
import { ABSTAIN, buildSelector, toolWeights } from './selector.ts';
import { runSweep, sweepMutations } from './sweep.ts';
import type { Intent } from './types.ts';

// A small vocabulary makes overlaps, ties and abstentions common, which is where shortcuts break.
const VOCAB = ['weather', 'forecast', 'city', 'time', 'file', 'files', 'read', 'write', 'list', 'search', 'issue', 'zone', 'the', 'for'];
const word = fc.constantFrom(...VOCAB);

const arbitraryBench = fc
  .record({
    tools: fc.array(
      fc.record({
        name: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('_')),
        description: fc.option(fc.array(word, { minLength: 0, maxLength: 10 }).map((w) => w.join(' ')), { nil: undefined })
      }),
      { minLength: 1, maxLength: 7 }
    ),
    queries: fc.array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.nat()), { minLength: 1, maxLength: 10 })
  })
  .map(({ tools, queries }) => {
    const parsed = parseCatalogValue({ tools: tools.map((t, i) => ({ ...t, name: `${t.name}_${i}` })) });
    if (!parsed.ok) throw new Error('generator made a bad catalog');
    const catalog: Catalog = parsed.catalog;
    const intents: Intent[] = queries.map(([w, g], i) => ({ query: w.join(' '), gold: [catalog.tools[g % catalog.tools.length].id], pointer: `/intents/${i}` }));
    return { catalog, intents };
  });

describe('incremental evaluation equals a naive full recomputation', () => {
  it('for every sweep mutation of every tool on random catalogs', () => {
    fc.assert(
      fc.property(arbitraryBench, ({ catalog, intents }) => {
        const state = prepareState(buildSelector(catalog), catalog.tools, intents);
        catalog.tools.forEach((entry, t) => {
          for (const m of sweepMutations(entry)) {
            const mutated = toolWeights(applyMutation(entry.tool, m));
            expect(evaluateIncremental(state, t, mutated)).toEqual(evaluateNaive(state, t, mutated));
          }
        });
      }),
      { numRuns: 300 }
    );
  });

  it('the whole sweep (carry and confusion) is the same either way', () => {
    fc.assert(
      fc.property(arbitraryBench, ({ catalog, intents }) => {
        const state = prepareState(buildSelector(catalog), catalog.tools, intents);
        expect(runSweep(state, catalog.tools, 'incremental')).toEqual(runSweep(state, catalog.tools, 'naive'));
      }),
      { numRuns: 200 }
    );
  });

  it('only the mutated tool can gain or lose picks', () => {
    fc.assert(
      fc.property(arbitraryBench, ({ catalog, intents }) => {
        const state = prepareState(buildSelector(catalog), catalog.tools, intents);
        catalog.tools.forEach((entry, t) => {
          for (const change of evaluateIncremental(state, t, toolWeights(applyMutation(entry.tool, { tool: entry.id, kind: 'blank' })))) {
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
    const parsed = parseCatalogValue({ tools: [{ name: 'a', description: 'weather forecast' }, { name: 'b', description: 'weather' }, { name: 'c', description: 'clock' }] });
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

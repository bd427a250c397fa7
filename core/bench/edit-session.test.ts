import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Tool } from '../catalog/types.ts';
import { EditSession } from './edit-session.ts';
import { isCorrect, prepareState } from './evaluate.ts';
import { applyMutation } from './mutations/index.ts';
import { goldRankNaive } from './ranks.ts';
import { rankScores, scoreWith, SELECTOR_NAMES, type SelectorName } from './selector.ts';
import { SELECTORS } from './selectors.ts';
import { sweepMutations } from './sweep.ts';
import { arbitraryBench } from './testing/arbitrary-bench.ts';
import type { Intent, MutationSpec } from './types.ts';

function setup(selector: SelectorName, tools: unknown[], intents: Array<[string, string[]]>, k = 1) {
  const parsed = parseCatalogValue({ tools });
  if (!parsed.ok) throw new Error('bad catalog');
  const list: Intent[] = intents.map(([query, gold], i) => ({ query, gold, pointer: `/intents/${i}` }));
  const catalog = parsed.catalog;
  const state = prepareState(SELECTORS[selector](catalog), catalog.tools, list);
  return { catalog, state, session: new EditSession(state, k) };
}

const WEATHER = [
  { name: 'lookup_a', description: 'Current weather forecast and rain radar.' },
  { name: 'lookup_b', description: 'Weather history for a city.' },
  { name: 'lookup_c', description: 'Stock prices.' }
];
const QUERIES: Array<[string, string[]]> = [
  ['weather forecast', ['lookup_a']],
  ['rain radar', ['lookup_a']],
  ['stock prices', ['lookup_c']],
  ['weather history', ['lookup_b']]
];

describe('EditSession: which intents move, and to which tool, as edits accumulate (lexical)', () => {
  // Each row: edits applied in order (tool index, mutation), then the moves of the LAST edit as
  // [intent, from tool, to tool, from rank, to rank] (-1: no pick, null: gold unranked).
  it.each<
    [string, Array<[number, MutationSpec]>, Array<[number, number, number, number | null, number | null]>, number]
  >([
    [
      'dropping "forecast" leaves lookup_b tied on weather, and the earlier tool keeps it',
      [[0, { tool: 'lookup_a', kind: 'drop_keyword', word: 'forecast' }]],
      [],
      4
    ],
    [
      'dropping "weather" and "forecast" from lookup_a hands "weather forecast" to lookup_b',
      [
        [0, { tool: 'lookup_a', kind: 'drop_keyword', word: 'forecast' }],
        [0, { tool: 'lookup_a', kind: 'drop_keyword', word: 'weather' }]
      ],
      [[0, 0, 1, 1, null]],
      3
    ],
    [
      'blanking lookup_a moves both of its intents: one to lookup_b, one to no pick',
      [[0, { tool: 'lookup_a', kind: 'blank' }]],
      [
        [0, 0, 1, 1, null],
        [1, 0, -1, 1, null]
      ],
      2
    ],
    [
      'genericize equals blank for selection',
      [[0, { tool: 'lookup_a', kind: 'genericize' }]],
      [
        [0, 0, 1, 1, null],
        [1, 0, -1, 1, null]
      ],
      2
    ],
    [
      'a word the description lacks moves nothing',
      [[2, { tool: 'lookup_c', kind: 'drop_keyword', word: 'weather' }]],
      [],
      4
    ],
    [
      'blanking lookup_b after lookup_a takes its intent to no pick and changes no other',
      [
        [0, { tool: 'lookup_a', kind: 'blank' }],
        [1, { tool: 'lookup_b', kind: 'blank' }]
      ],
      [
        [0, 1, -1, null, null],
        [3, 1, -1, 1, null]
      ],
      1
    ],
    [
      'truncating lookup_c to "Stock" loses "prices" but "stock" still wins',
      [[2, { tool: 'lookup_c', kind: 'truncate', chars: 5 }]],
      [],
      4
    ]
  ])('%s', (_name, edits, expected, correct) => {
    const { catalog, session } = setup('lexical', WEATHER, QUERIES);
    const current: Tool[] = catalog.tools.map((t) => t.tool);
    let last = { moves: [] as ReturnType<EditSession['set']>['moves'] };
    for (const [tool, m] of edits) {
      current[tool] = applyMutation(current[tool], m);
      last = session.set(tool, current[tool]);
    }
    expect(last.moves.map((m) => [m.intent, m.fromPick, m.toPick, m.fromRank, m.toRank])).toEqual(expected);
    expect(session.correct).toBe(correct);
  });

  it('setting a tool back to its original definition undoes every move and clears it from the edited list', () => {
    const { catalog, session } = setup('lexical', WEATHER, QUERIES);
    session.set(0, applyMutation(catalog.tools[0].tool, { tool: 'lookup_a', kind: 'blank' }));
    expect(session.edited).toEqual([0]);
    const undo = session.set(0, catalog.tools[0].tool);
    expect(undo.moves.map((m) => [m.intent, m.toPick])).toEqual([
      [0, 0],
      [1, 0]
    ]);
    expect(session.edited).toEqual([]);
    expect(session.correct).toBe(4);
  });

  it('an edit re-scores only the intents that share a changed term with the tool', () => {
    const { catalog, session } = setup('lexical', WEATHER, QUERIES);
    const out = session.set(2, applyMutation(catalog.tools[2].tool, { tool: 'lookup_c', kind: 'blank' }));
    expect(out.rescored).toBe(1); // only "stock prices"
    expect(out.moves.map((m) => [m.intent, m.toPick])).toEqual([[2, -1]]);
  });
});

/** Everything from scratch: every tool scored for every intent with the edited weights. */
function fullRun(state: ReturnType<typeof prepareState>, current: Tool[]) {
  const weights = current.map((t) => state.selector.weigh(t));
  return state.queries.map((q, i) => ({
    pick: rankScores(weights.map((w) => scoreWith(w, q))).best,
    rank: goldRankNaive(weights, q, state.gold[i])
  }));
}

describe.each(SELECTOR_NAMES)('%s: accumulated edits equal a full re-run after every edit', (name) => {
  it('random sequences of sweep mutations and undos over random catalogs', () => {
    fc.assert(
      fc.property(
        arbitraryBench,
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: 1, maxLength: 12 }),
        ({ catalog, intents }, k, steps) => {
          const state = prepareState(SELECTORS[name](catalog), catalog.tools, intents);
          const session = new EditSession(state, k);
          const current: Tool[] = catalog.tools.map((t) => t.tool);
          let before = fullRun(state, current);
          for (const [toolSeed, mutationSeed, undo] of steps) {
            const t = toolSeed % catalog.tools.length;
            if (undo) current[t] = catalog.tools[t].tool;
            else {
              // Mutations compose: the sweep's list is taken from the tool as it reads now.
              const entry = catalog.tools[t];
              const now = {
                ...entry,
                tool: current[t],
                description: typeof current[t].description === 'string' ? current[t].description : undefined
              };
              const options = sweepMutations(now);
              current[t] = applyMutation(current[t], options[mutationSeed % options.length]);
            }
            const out = session.set(t, current[t]);
            const after = fullRun(state, current);
            after.forEach((expected, i) => {
              expect(session.pick(i)).toBe(expected.pick);
              expect(session.rank(i)).toBe(expected.rank);
            });
            const moved = after
              .map((a, i) => (a.pick !== before[i].pick || a.rank !== before[i].rank ? i : -1))
              .filter((i) => i >= 0);
            expect(out.moves.map((m) => m.intent)).toEqual(moved);
            expect(session.correct).toBe(after.filter((a, i) => isCorrect(state, i, a.pick)).length);
            expect(session.retrieved).toBe(after.filter((a) => a.rank !== null && a.rank <= k).length);
            before = after;
          }
        }
      ),
      { numRuns: 150 }
    );
  });
});

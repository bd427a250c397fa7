import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import { prepareState } from './evaluate.ts';
import { buildSelector } from './selector.ts';
import { runSweep, sweepMutations } from './sweep.ts';
import type { Intent } from './types.ts';

function setup(tools: unknown[], intents: Array<[string, string]>) {
  const parsed = parseCatalogValue({ tools });
  if (!parsed.ok) throw new Error('bad catalog');
  const list: Intent[] = intents.map(([query, gold], i) => ({ query, gold: [gold], pointer: `/intents/${i}` }));
  return {
    tools: parsed.catalog.tools,
    state: prepareState(buildSelector(parsed.catalog), parsed.catalog.tools, list)
  };
}

describe('sweepMutations: every tool gets blank, genericize, three truncations and one drop per content word', () => {
  it('truncates at 25%, 50% and 75% of the length, rounded down, and drops each distinct content word once', () => {
    const { tools } = setup([{ name: 'a', description: 'Weather forecast for the weather.' }], []); // 33 code points
    expect(sweepMutations(tools[0]).map(({ kind, chars, word }) => [kind, chars ?? word ?? null])).toEqual([
      ['blank', null],
      ['genericize', null],
      ['truncate', 8],
      ['truncate', 16],
      ['truncate', 24],
      ['drop_keyword', 'weather'],
      ['drop_keyword', 'forecast']
    ]);
  });

  it('a tool without a description still gets the whole-description edits, and no words', () => {
    const { tools } = setup([{ name: 'a' }], []);
    expect(sweepMutations(tools[0]).map((m) => m.kind)).toEqual([
      'blank',
      'genericize',
      'truncate',
      'truncate',
      'truncate'
    ]);
  });
});

describe('carry and confusion', () => {
  const { tools, state } = setup(
    [
      { name: 'lookup_a', description: 'Current weather forecast and rain radar.' },
      { name: 'lookup_b', description: 'Weather history.' },
      { name: 'lookup_c', description: 'Stock prices.' }
    ],
    [
      ['weather forecast', 'lookup_a'],
      ['rain', 'lookup_a'],
      ['rain today', 'lookup_a'],
      ['weather', 'lookup_a'],
      ['stock prices', 'lookup_c']
    ]
  );
  const sweep = runSweep(state, tools);

  it('counts correct picks per tool and what each whole-description edit loses', () => {
    const a = sweep.carry[0];
    expect(a.tool).toBe('lookup_a');
    expect(a.correct_picks).toBe(4);
    // Blanked, lookup_a keeps nothing: the weather intents go to lookup_b, the rain ones to no pick.
    expect(a.lost.blank).toBe(4);
    expect(a.lost.genericize).toBe(4);
    // 75% of 40 = 30 code points keeps "Current weather forecast and r": only the rain intents go.
    expect(a.lost.truncate_75).toBe(2);
  });

  it("ranks the words a tool's correct picks hang on, most picks first, then alphabetically", () => {
    // "rain" carries two intents alone. Dropping "weather" sends "weather" to lookup_b, while
    // "weather forecast" keeps "forecast". "forecast" alone carries nothing: without it lookup_a
    // still ties lookup_b on "weather" and wins as the earlier tool.
    expect(sweep.carry[0].words).toEqual([
      { word: 'rain', picks: 2 },
      { word: 'weather', picks: 1 }
    ]);
  });

  it("lists which tools take the weakened tool's picks", () => {
    const ab = sweep.confusion.find((c) => c.a === 'lookup_a' && c.b === 'lookup_b');
    expect(ab).toBeDefined();
    expect(ab!.a_to_b).toBeGreaterThan(0);
    expect(ab!.total).toBe(ab!.a_to_b + ab!.b_to_a);
    expect(sweep.confusion.some((c) => c.a === 'lookup_c' || c.b === 'lookup_c')).toBe(false);
  });

  it('reports how many mutations it evaluated', () => {
    expect(sweep.mutations).toBe(tools.reduce((n, t) => n + sweepMutations(t).length, 0));
  });
});

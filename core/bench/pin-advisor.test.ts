import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { advisePins, comparePinSets, goldSets, servedWithPins, type PinProblem } from './pin-advisor.ts';
import type { Intent } from './types.ts';

function catalog(tools: unknown[]): Catalog {
  const r = parseCatalogValue({ tools });
  if (!r.ok) throw new Error('bad test catalog');
  return r.catalog;
}
const intent = (query: string, ...gold: string[]): Intent => ({ query, gold, pointer: '' });

/** Every subset, scored; the cheapest reaching the target by (cost, size, catalog order). */
// biome-ignore lint/suspicious/noExportsInTest: the exhaustive reference answer, shared with pin-advisor-corpus.test.ts.
export function bruteForcePins(problem: PinProblem): { set: number[]; count: number } | undefined {
  const n = problem.catalog.tools.length;
  const gold = goldSets(problem.catalog, problem.intents);
  const need = Math.ceil(problem.target * problem.intents.length - 1e-9);
  let best: { cost: number; set: number[]; count: number } | undefined;
  for (let mask = 0; mask < 1 << n; mask++) {
    const set = [...Array(n).keys()].filter((i) => mask & (1 << i));
    const cost = set.reduce((s, i) => s + problem.tokens[i], 0);
    if (best && comparePinSets({ cost, set }, best) >= 0) continue;
    const count = servedWithPins(problem, new Set(set), gold);
    if (count >= need) best = { cost, set, count };
  }
  return best;
}

const WEATHER = catalog([
  { name: 'get_weather', description: 'Weather forecast for a city.' },
  { name: 'get_time', description: 'Current time in a city.' },
  { name: 'city_info', description: 'Facts about a city: weather records, time zone, population.' },
  { name: 'help', description: 'How to use this server.' }
]);

describe('served intents with pins (FastMCP: pinned tools leave the search)', () => {
  const problem = {
    catalog: WEATHER,
    intents: [intent('city weather', 'get_weather'), intent('getting started', 'help')],
    selector: 'fastmcp-bm25' as const,
    k: 1
  };
  it('an intent is served by its pinned gold tool, or by its gold tool in the top k of the rest', () => {
    expect(servedWithPins(problem, new Set())).toBe(1);
    expect(servedWithPins(problem, new Set([3]))).toBe(2);
  });
  it('pinning a tool that outranks the gold one lifts the gold tool into the top k', () => {
    const p = { ...problem, intents: [intent('weather records population', 'get_weather')] };
    expect(servedWithPins(p, new Set())).toBe(0);
    expect(servedWithPins(p, new Set([2]))).toBe(1);
  });
});

describe('advisePins', () => {
  it('pins nothing when search alone reaches the target, and reports the tokens saved', () => {
    const a = advisePins({
      catalog: WEATHER,
      intents: [intent('city weather', 'get_weather')],
      selector: 'fastmcp-bm25',
      k: 1,
      target: 1,
      tokens: [10, 20, 30, 40]
    });
    expect(a).toMatchObject({
      pinned: [],
      recall: 1,
      searchOnlyRecall: 1,
      reached: true,
      pinnedTokens: 0,
      allTokens: 100,
      saved: 100,
      exact: true
    });
  });
  it('pins the cheapest set that reaches the target', () => {
    const a = advisePins({
      catalog: WEATHER,
      intents: [intent('city weather', 'get_weather'), intent('getting started', 'help')],
      selector: 'fastmcp-bm25',
      k: 1,
      target: 1,
      tokens: [10, 20, 30, 40]
    });
    expect(a).toMatchObject({
      pinned: ['help'],
      recall: 1,
      searchOnlyRecall: 0.5,
      pinnedTokens: 40,
      saved: 60,
      exact: true
    });
  });
  it('says when the target cannot be reached (a gold tool the catalog lacks)', () => {
    const a = advisePins({
      catalog: WEATHER,
      intents: [intent('x', 'missing')],
      selector: 'lexical',
      k: 1,
      target: 1,
      tokens: [1, 1, 1, 1]
    });
    expect(a.reached).toBe(false);
  });
  it('falls back to greedy past maxSets and says it is not exact', () => {
    const intents = WEATHER.tools.map((t, i) => intent(`qq${i}`, t.id));
    const a = advisePins({
      catalog: WEATHER,
      intents,
      selector: 'lexical',
      k: 1,
      target: 1,
      tokens: [1, 2, 3, 4],
      maxSets: 2
    });
    expect(a).toMatchObject({ exact: false, reached: true, pinned: WEATHER.tools.map((t) => t.id) });
  });
});

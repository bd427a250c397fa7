import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import {
  ABSTAIN,
  buildSelector,
  DESCRIPTION_WEIGHT,
  NAME_WEIGHT,
  pick,
  rankAll,
  rankScores,
  readQuery,
  scoreWith,
  toolWeights
} from './selector.ts';

function catalog(tools: unknown[]): Catalog {
  const r = parseCatalogValue({ tools });
  if (!r.ok) throw new Error('bad test catalog');
  return r.catalog;
}

const WEATHER_TIME = catalog([
  { name: 'get_weather', description: 'Return the current weather forecast for a city.' },
  { name: 'get_time', description: 'Return the current time in a city.' }
]);

describe('term weights: name 2, description 1, both 3', () => {
  it('weights each distinct term of the name and the description', () => {
    expect(NAME_WEIGHT).toBe(2);
    expect(DESCRIPTION_WEIGHT).toBe(1);
    expect(Object.fromEntries(toolWeights(WEATHER_TIME.tools[0].tool))).toEqual({
      get: 2,
      weather: 3,
      return: 1,
      current: 1,
      forecast: 1,
      city: 1
    });
  });

  it('reads only the name and the description', () => {
    expect([
      ...toolWeights({ name: 'x_tool', title: 'Weather', inputSchema: { properties: { city: {} } } }).keys()
    ]).toEqual([]);
  });
});

describe('idf: from the unmutated catalog, in integer thousandths', () => {
  // T = 2. df 1: round(1000·ln(1 + 3/2)) = 916; df 2: round(1000·ln 2) = 693; unseen: round(1000·ln 4) = 1386.
  const s = buildSelector(WEATHER_TIME);
  it('gives rarer terms more weight', () => {
    expect(s.idf.get('weather')).toBe(916);
    expect(s.idf.get('city')).toBe(693);
    expect(s.unseenIdf).toBe(1386);
  });

  it('scores are integer sums of idf × weight (worked example)', () => {
    const q = readQuery(s, 'weather forecast in the city');
    expect(q.terms).toEqual(['weather', 'forecast', 'city']);
    // get_weather: 916·3 + 916·1 + 693·1; get_time: 693·1
    expect(scoreWith(s.weights[0], q)).toBe(4357);
    expect(scoreWith(s.weights[1], q)).toBe(693);
    expect(pick(s, q)).toBe(0);
  });
});

describe('the pick', () => {
  const s = buildSelector(WEATHER_TIME);

  it('abstains when no tool shares a term with the query', () => {
    expect(pick(s, readQuery(s, 'translate this into French'))).toBe(ABSTAIN);
    expect(pick(s, readQuery(s, 'the of and'))).toBe(ABSTAIN);
  });

  it('breaks ties toward the tool earlier in the catalog', () => {
    const q = readQuery(s, 'city');
    expect(scoreWith(s.weights[0], q)).toBe(scoreWith(s.weights[1], q));
    expect(pick(s, q)).toBe(0);
    const swapped = buildSelector(catalog([WEATHER_TIME.tools[1].tool, WEATHER_TIME.tools[0].tool]));
    expect(swapped.ids[pick(swapped, readQuery(swapped, 'city'))]).toBe('get_time');
  });

  it('prefers a name hit over a description hit of the same term', () => {
    const c = buildSelector(
      catalog([
        { name: 'lookup', description: 'Weather report.' },
        { name: 'weather', description: 'Looks things up.' }
      ])
    );
    expect(c.ids[pick(c, readQuery(c, 'weather'))]).toBe('weather');
  });

  it('is deterministic: building twice gives identical weights and picks', () => {
    const a = buildSelector(WEATHER_TIME);
    const b = buildSelector(WEATHER_TIME);
    expect([...a.idf]).toEqual([...b.idf]);
    const queries = ['weather', 'time in Paris', 'city forecast', 'nothing here'].map((t) => readQuery(a, t));
    expect(rankAll(a, queries)).toEqual(rankAll(b, queries));
  });

  it("a tool's score depends only on the query, its own text and the fixed weights", () => {
    const q = readQuery(s, 'weather forecast in the city');
    const before = scoreWith(s.weights[0], q);
    // Changing the other tool (without rebuilding the fixed weights) cannot change tool 0's score.
    const weights = [s.weights[0], toolWeights({ name: 'get_time' })];
    expect(scoreWith(weights[0], q)).toBe(before);
    expect(pick(s, q, weights)).toBe(0);
  });

  it('rankAll (inverted index) agrees with scoring every tool, best and second best', () => {
    const queries = ['weather', 'current time', 'city', 'return', 'zebra'].map((t) => readQuery(s, t));
    const fast = rankAll(s, queries);
    queries.forEach((q, i) => expect(fast[i]).toEqual(rankScores(s.weights.map((w) => scoreWith(w, q)))));
  });
});

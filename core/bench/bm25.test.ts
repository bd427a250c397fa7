import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import { BM25_B, BM25_K1, bm25Document, bm25Idf, bm25Weight, buildBm25Selector } from './bm25.ts';
import { pick, readQuery, scoreWith } from './selector.ts';

function catalog(tools: unknown[]): Catalog {
  const r = parseCatalogValue({ tools });
  if (!r.ok) throw new Error('bad test catalog');
  return r.catalog;
}

// The worked example of docs/bench.md ("The bm25 selector, exactly"), every number computed by hand there.
const WEATHER_TIME = catalog([
  {
    name: 'get_weather',
    description: 'Weather forecast for a city.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } }
  },
  { name: 'get_time', description: 'Current time in a city.' }
]);

describe('the document: name, name split, description, parameter names and descriptions', () => {
  it.each([
    [WEATHER_TIME.tools[0].tool, ['get', 'weather', 'get', 'weather', 'weather', 'forecast', 'city', 'city']],
    [WEATHER_TIME.tools[1].tool, ['get', 'tim', 'get', 'tim', 'current', 'tim', 'city']],
    // camelCase: the whole name once, its humps once; a parameter's key is split too, its description read
    [
      { name: 'readFile', inputSchema: { properties: { filePath: { description: 'Where the file lives.' } } } },
      ['readfil', 'read', 'fil', 'fil', 'path', 'fil', 'liv']
    ],
    // title, annotations, nested properties and non-string descriptions are not read
    [
      {
        name: 'x',
        title: 'Weather',
        annotations: { title: 'Rain' },
        inputSchema: { properties: { q: { description: 7, properties: { deep: {} } } } }
      },
      []
    ]
  ])('%j -> %j', (tool, doc) => {
    expect(bm25Document(tool)).toEqual(doc);
  });
});

describe('the formula on the worked example (N = 2, L = 8 + 7 = 15, avgdl = 7.5)', () => {
  const s = buildBm25Selector(WEATHER_TIME);

  it('k1 = 1.2 and b = 0.75', () => {
    expect([BM25_K1, BM25_B]).toEqual([1.2, 0.75]);
  });

  it.each([
    // idf = round(1000 · ln(1 + (N − df + 0.5) / (df + 0.5)))
    ['weather', 693], // df 1: ln(1 + 1.5/1.5) = ln 2 = 0.6931
    ['city', 182], // df 2: ln(1 + 0.5/2.5) = ln 1.2 = 0.1823
    ['get', 182]
  ])('idf(%s) = %d', (term, idf) => {
    expect(s.idf.get(term)).toBe(idf);
  });

  it('a term no tool has uses df 0: round(1000 · ln(1 + 2.5/0.5)) = round(1791.8) = 1792', () => {
    expect(s.unseenIdf).toBe(1792);
  });

  it.each([
    // weight = round(1000 · 22·tf·L / (10·tf·L + 3·L + 9·dl·N)) with L = 15, N = 2
    [1, 8, 973], // 330000 / 339 = 973.45
    [2, 8, 1350], // 660000 / 489 = 1349.69
    [3, 8, 1549], // 990000 / 639 = 1549.30
    [1, 7, 1028], // 330000 / 321 = 1028.04
    [2, 7, 1401], // 660000 / 471 = 1401.27
    [3, 7, 1594] // 990000 / 621 = 1594.20
  ])('tf %d in a document of length %d weighs %d', (tf, dl, w) => {
    expect(bm25Weight(tf, dl, 15, 2)).toBe(w);
  });

  it("each tool's weights are those of its document", () => {
    expect(Object.fromEntries(s.weights[0])).toEqual({ get: 1350, weather: 1549, forecast: 973, city: 1350 });
    expect(Object.fromEntries(s.weights[1])).toEqual({ get: 1401, tim: 1594, current: 1028, city: 1028 });
  });

  it.each([
    ['weather in the city', [693 * 1549 + 182 * 1350, 182 * 1028], 0], // 1,319,157 vs 187,096
    ['city', [182 * 1350, 182 * 1028], 0], // 245,700 vs 187,096: city twice in get_weather's document
    ['what time is it in the city', [182 * 1350, 693 * 1594 + 182 * 1028], 1], // 245,700 vs 1,291,738
    ['translate to French', [0, 0], -1]
  ])('%j scores %j and picks %d', (query, scores, picked) => {
    const q = readQuery(s, query);
    expect(s.weights.map((w) => scoreWith(w, q))).toEqual(scores);
    expect(pick(s, q)).toBe(picked);
  });
});

describe('exactness and ties', () => {
  it('the integer weight is the formula rounded to thousandths', () => {
    // The defining inequality against the floating-point formula: |1000·x − w| ≤ 0.5.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 100000 }),
        fc.integer({ min: 1, max: 2000 }),
        (tf, dl, L, N) => {
          const exact = (1000 * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * (1 - BM25_B + (BM25_B * dl * N) / L));
          expect(Math.abs(bm25Weight(tf, dl, L, N) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        }
      )
    );
  });

  it("idf is positive for a term in fewer than all tools and never negative (Lucene's variant, unlike the classic one)", () => {
    expect(bm25Idf(3, 4)).toBeGreaterThan(0);
    expect(bm25Idf(4, 4)).toBeGreaterThanOrEqual(0);
  });

  it('ties go to the tool earlier in the catalog', () => {
    const same = catalog([
      { name: 'alpha', description: 'Weather report.' },
      { name: 'beta', description: 'Weather report.' }
    ]);
    const s = buildBm25Selector(same);
    const q = readQuery(s, 'weather');
    expect(scoreWith(s.weights[0], q)).toBe(scoreWith(s.weights[1], q));
    expect(pick(s, q)).toBe(0);
  });

  it('weigh() of an unchanged tool gives its build-time weights; of a shorter one, higher weights for what is left', () => {
    const s = buildBm25Selector(WEATHER_TIME);
    expect(s.weigh(WEATHER_TIME.tools[1].tool)).toEqual(s.weights[1]);
    const shorter = s.weigh({ name: 'get_time' }); // blanked: dl 7 -> 4 while avgdl stays 7.5
    expect(shorter.get('get')).toBe(bm25Weight(2, 4, 15, 2));
    expect(shorter.get('get')!).toBeGreaterThan(s.weights[1].get('get')!); // same tf 2, shorter document
    expect(shorter.has('city')).toBe(false);
  });
});

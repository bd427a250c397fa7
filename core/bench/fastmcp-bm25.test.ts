import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCatalogValue } from '../catalog/parse-catalog.ts';
import type { Catalog } from '../catalog/types.ts';
import {
  buildFastmcpIndex,
  buildFastmcpSelector,
  fastmcpIdf,
  fastmcpQuery,
  fastmcpSearch,
  fastmcpSearchableText,
  fastmcpTokens,
  FASTMCP_B,
  FASTMCP_K1
} from './fastmcp-bm25.ts';
import { prepareState } from './evaluate.ts';
import { readQuery } from './selector.ts';

function catalog(tools: unknown[]): Catalog {
  const r = parseCatalogValue({ tools });
  if (!r.ok) throw new Error('bad test catalog');
  return r.catalog;
}

describe('the document is _extract_searchable_text', () => {
  it.each([
    [
      {
        name: 'get_weather',
        description: 'Forecast.',
        inputSchema: { properties: { city: { description: 'City name' }, days: { type: 'integer' } } }
      },
      'get_weather Forecast. city City name days'
    ],
    [{ name: 'x', description: '' }, 'x'],
    [{ name: 'x', description: 7, inputSchema: { properties: { q: { description: '' } } } }, 'x q'],
    // title, annotations, nested properties, a properties array: not read
    [
      {
        name: 'x',
        title: 'T',
        annotations: { title: 'A' },
        inputSchema: { properties: { q: { properties: { deep: { description: 'no' } } } } }
      },
      'x q'
    ],
    [{ name: 'x', inputSchema: { properties: ['a'] } }, 'x']
  ])('%j -> %j', (tool, text) => {
    expect(fastmcpSearchableText(tool)).toBe(text);
  });
});

describe('tokens: NFKC, casefold, runs of 2+ letters or digits; "_" separates; repeats kept', () => {
  it.each([
    ['get_weather GetWeather', ['get', 'weather', 'getweather']],
    ['Straße STRASSE', ['strasse', 'strasse']],
    ['ＦＵＬＬ width ﬁle', ['full', 'width', 'file']],
    ['a b 1 22 x2', ['22', 'x2']],
    ['the the the', ['the', 'the', 'the']],
    ['', []]
  ])('%j -> %j', (text, tokens) => {
    expect(fastmcpTokens(text)).toEqual(tokens);
  });
});

// Two tools, worked by hand: docs "alpha beta" (dl 2) and "alpha alpha gamma" (dl 3), avgdl 2.5.
const HAND = catalog([
  { name: 'alpha', description: 'beta' },
  { name: 'alpha', description: 'alpha gamma' }
]);

describe('the formula (k1 = 1.5, b = 0.75)', () => {
  it('uses FastMCP 4.0.10 constants', () => {
    expect([FASTMCP_K1, FASTMCP_B]).toEqual([1.5, 0.75]);
  });

  it('idf = ln((N - df + 0.5) / (df + 0.5) + 1)', () => {
    expect(fastmcpIdf(2, 2)).toBeCloseTo(Math.log(0.5 / 2.5 + 1), 15);
    expect(fastmcpIdf(1, 2)).toBeCloseTo(Math.log(1.5 / 1.5 + 1), 15);
  });

  it('scores "gamma" and "alpha" as CPython 3.11 prints them', () => {
    const index = buildFastmcpIndex(HAND.tools.map((t) => fastmcpSearchableText(t.tool)));
    expect(index.avgDl).toBe(2.5);
    // gamma: idf ln 2, tf 1, dl 3: ln 2 · 2.5 / (1 + 1.5·(1 − 0.75 + 0.75·3/2.5))
    expect(fastmcpQuery(index, 'gamma', 5)).toEqual([{ index: 1, score: 0.6359148445504086 }]);
    // alpha: idf ln(0.5/2.5 + 1); tf 2 in dl 3 beats tf 1 in dl 2
    expect(fastmcpQuery(index, 'alpha', 5)).toEqual([
      { index: 1, score: 0.24472692187108 },
      { index: 0, score: 0.20035335911423582 }
    ]);
  });

  it('a repeated query token adds its addend again', () => {
    const index = buildFastmcpIndex(['beta gamma', 'delta']);
    const once = fastmcpQuery(index, 'gamma', 1)[0].score;
    expect(fastmcpQuery(index, 'gamma gamma', 1)[0].score).toBe(once + once);
  });

  it('tokens no document has are skipped; an empty query or catalog returns nothing', () => {
    const index = buildFastmcpIndex(['beta gamma', '']);
    expect(fastmcpQuery(index, 'zzz', 5)).toEqual([]);
    expect(fastmcpQuery(index, '', 5)).toEqual([]);
    expect(fastmcpQuery(buildFastmcpIndex([]), 'beta', 5)).toEqual([]);
  });
});

describe('ranking: ties keep catalog order; k first, then zero scores dropped', () => {
  const tools = [
    { name: 'one', description: 'shared' },
    { name: 'two', description: 'shared' },
    { name: 'three', description: 'other' },
    { name: 'four', description: 'shared' }
  ];
  it('equal scores come back in catalog order (Python sorts stably)', () => {
    expect(fastmcpSearch(tools, 'shared', 10).map((h) => h.name)).toEqual(['one', 'two', 'four']);
  });
  it('top k cuts before the zero filter, so fewer than k may come back', () => {
    expect(fastmcpSearch(tools, 'shared', 2).map((h) => h.name)).toEqual(['one', 'two']);
    expect(fastmcpSearch(tools, 'other', 3).map((h) => h.name)).toEqual(['three']);
  });
  it('Unicode names and descriptions are found through NFKC and casefold', () => {
    const unicode = [
      { name: 'größe_messen', description: 'Misst die Größe' },
      { name: 'ｗｅｉｔｅ', description: 'ΜΈΤΡΟ' }
    ];
    expect(fastmcpSearch(unicode, 'GRÖSSE', 5).map((h) => h.name)).toEqual(['größe_messen']);
    expect(fastmcpSearch(unicode, 'weite μέτρο', 5).map((h) => h.name)).toEqual(['ｗｅｉｔｅ']);
  });
});

describe('as a bench selector it ranks exactly as fastmcpQuery', () => {
  const words = ['file', 'read', 'write', 'issue', 'pull', 'Straße', 'strasse', 'ＡＢ', 'ab', 'list'];
  const text = fc.array(fc.constantFrom(...words), { maxLength: 8 }).map((w) => w.join(' '));
  it('scores to the bit and order, on random catalogs and queries', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ d: text, p: text }), { minLength: 1, maxLength: 8 }),
        fc.array(text, { minLength: 1, maxLength: 4 }),
        (rows, queries) => {
          const tools = rows.map((r, i) => ({
            name: `t${i}`,
            description: r.d,
            inputSchema: { type: 'object', properties: { q: { description: r.p } } }
          }));
          const cat = catalog(tools);
          const selector = buildFastmcpSelector(cat);
          const state = prepareState(selector, cat.tools, queries.map((query) => ({ query, gold: ['t0'] })) as never);
          const index = buildFastmcpIndex(tools.map(fastmcpSearchableText));
          queries.forEach((q, i) => {
            const expected = fastmcpQuery(index, q, tools.length);
            expect([...state.lists[i].tools]).toEqual(expected.map((h) => h.index));
            expect([...state.lists[i].scores]).toEqual(expected.map((h) => h.score));
          });
          expect(readQuery(selector, 'file file').terms).toEqual(['file', 'file']);
        }
      )
    );
  });
});

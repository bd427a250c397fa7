import { describe, expect, it } from 'vitest';
import { DISTRACTOR_CATALOG } from './distractor-catalog.ts';
import { makeDistractors, realNameSet, seededOrder } from './distractor-source.ts';

describe('bundled catalog source', () => {
  it('the catalog has unique, described tools with object input schemas', () => {
    const names = DISTRACTOR_CATALOG.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of DISTRACTOR_CATALOG) {
      expect(typeof t.description === 'string' && t.description.length > 20).toBe(true);
      expect((t.inputSchema as { type: string }).type).toBe('object');
    }
  });

  it('seed 0 (the default) takes the catalog in order', () => {
    expect(makeDistractors({ source: { from: 'catalog' }, count: 3 }).ids).toEqual(
      DISTRACTOR_CATALOG.slice(0, 3).map((t) => t.name)
    );
  });

  it('is a deterministic function of (source, count, seed): same inputs, same tools', () => {
    const a = makeDistractors({ source: { from: 'catalog' }, count: 8, seed: 42 });
    const b = makeDistractors({ source: { from: 'catalog' }, count: 8, seed: 42 });
    expect(a).toEqual(b);
    expect(a.ids).not.toEqual(makeDistractors({ source: { from: 'catalog' }, count: 8, seed: 43 }).ids);
  });

  it('a larger count extends a smaller one for the same seed', () => {
    const four = makeDistractors({ source: { from: 'catalog' }, count: 4, seed: 7 }).ids;
    const sixteen = makeDistractors({ source: { from: 'catalog' }, count: 16, seed: 7 }).ids;
    expect(sixteen.slice(0, 4)).toEqual(four);
  });

  it('never collides with a real tool name (bare or the tool part of server.tool)', () => {
    const set = makeDistractors({
      source: { from: 'catalog' },
      count: 3,
      real: ['get_forecast', 'money.convert_currency']
    });
    expect(set.ids).not.toContain('get_forecast');
    expect(set.ids).not.toContain('convert_currency');
    expect(set.ids).toHaveLength(3);
  });

  it('count beyond the catalog returns every tool and reports the shortfall', () => {
    const set = makeDistractors({ source: { from: 'catalog' }, count: 100 });
    expect(set).toMatchObject({
      requested: 100,
      available: DISTRACTOR_CATALOG.length,
      shortfall: 100 - DISTRACTOR_CATALOG.length
    });
    expect(set.ids).toHaveLength(DISTRACTOR_CATALOG.length);
  });

  it('count 0 (the no-noise baseline), negative or NaN counts make nothing', () => {
    for (const count of [0, -2, Number.NaN])
      expect(makeDistractors({ source: { from: 'catalog' }, count }).ids).toEqual([]);
  });
});

describe('near-duplicate source', () => {
  it('the reference example: count 3 of [search_products, get_product]', () => {
    const set = makeDistractors({
      source: { from: 'near_duplicate', of: ['search_products', 'get_product'] },
      count: 3
    });
    expect(set.ids).toEqual(['search_products_v2', 'get_product_v2', 'search_products_internal']);
    expect(set.shortfall).toBe(0);
  });

  it('copies a real definition when one is given, else describes the original name', () => {
    const real = [
      {
        name: 'get_product',
        description: 'Get one product by sku.',
        inputSchema: { type: 'object', properties: { sku: { type: 'string' } } }
      }
    ];
    const [copy] = makeDistractors({ source: { from: 'near_duplicate', of: ['get_product'] }, count: 1, real }).tools;
    expect(copy).toEqual({
      name: 'get_product_v2',
      description: 'Get one product by sku.',
      inputSchema: real[0].inputSchema
    });
    expect(
      makeDistractors({ source: { from: 'near_duplicate', of: ['get_product'] }, count: 1 }).tools[0].description
    ).toBe('Get product.');
  });

  it('accepts qualified `of` ids and synthesizes from the tool part', () => {
    expect(makeDistractors({ source: { from: 'near_duplicate', of: ['catalog.get_product'] }, count: 1 }).ids).toEqual([
      'get_product_v2'
    ]);
  });

  it('without `of` nothing can be made: all of count is shortfall', () => {
    expect(makeDistractors({ source: { from: 'near_duplicate', of: [] }, count: 2 })).toMatchObject({
      ids: [],
      shortfall: 2,
      available: 0
    });
  });

  it('count beyond the pool (6 per name here) returns the pool and the shortfall', () => {
    const set = makeDistractors({ source: { from: 'near_duplicate', of: ['get_product'] }, count: 10 });
    expect(set).toMatchObject({ available: 6, shortfall: 4 });
  });

  it('never collides with a real tool, even one named like a variant', () => {
    const set = makeDistractors({
      source: { from: 'near_duplicate', of: ['get_product'] },
      count: 6,
      real: ['shop.get_product_v2', 'get_products']
    });
    expect(set.ids).not.toContain('get_product_v2');
    expect(set.ids).not.toContain('get_products');
    expect(set.ids).not.toContain('get_product');
  });
});

describe('helpers', () => {
  it('seededOrder is identity for seed 0 and a permutation otherwise', () => {
    const xs = Array.from({ length: 20 }, (_, i) => i);
    expect(seededOrder(xs, 0)).toEqual(xs);
    const p = seededOrder(xs, 5);
    expect([...p].sort((a, b) => a - b)).toEqual(xs);
    expect(p).not.toEqual(xs);
    expect(seededOrder(xs, 2 ** 32)).toEqual(xs); // seeds are taken modulo 2^32
  });

  it('realNameSet adds the tool part of qualified ids', () => {
    expect([...realNameSet(['a.b', 'c', { name: 'd' }])]).toEqual(['a.b', 'b', 'c', 'd']);
  });
});

import { describe, expect, it } from 'vitest';
import { casingVariants, nameWords, nearDuplicatePool, pluralVariant, variantFamilies } from './near-duplicates.ts';

describe('near-duplicate names', () => {
  it.each([
    ['search_products', ['search', 'products']],
    ['searchProducts', ['search', 'Products']],
    ['HTTPGet', ['HTTP', 'Get']],
    ['read-file.v1', ['read', 'file', 'v1']]
  ])('%s splits into %j', (name, words) => expect(nameWords(name)).toEqual(words));

  it.each([
    ['search_products', ['searchProducts', 'SearchProducts', 'SEARCH_PRODUCTS']],
    ['searchProducts', ['SearchProducts', 'SEARCH_PRODUCTS']],
    ['search', ['Search', 'SEARCH']]
  ])('casing variants of %s are %j (the name itself excluded)', (name, want) =>
    expect(casingVariants(name)).toEqual(want)
  );

  it.each([
    ['get_product', 'get_products'],
    ['search_products', 'search_product'],
    ['run_query', 'run_queries'],
    ['list_entries', 'list_entry'],
    ['get_box', 'get_boxes'],
    ['list_boxes', 'list_box'],
    ['getProduct', 'getProducts'],
    ['GET_ITEM', 'GET_ITEMS'],
    ['get_status_v1', 'get_statuses_v1'],
    ['list_items2', 'list_item2'],
    ['123', undefined]
  ])('the plural/singular variant of %s is %s', (name, want) => expect(pluralVariant(name)).toBe(want));

  it('families come in the documented order: _v2, _internal, casing, plural', () => {
    expect(variantFamilies('get_product')).toEqual([
      ['get_product_v2'],
      ['get_product_internal'],
      ['getProduct', 'GetProduct', 'GET_PRODUCT'],
      ['get_products']
    ]);
  });

  it('the pool is round-robin across names by family and never equals a real name', () => {
    const pool = nearDuplicatePool(
      ['search_products', 'get_product'],
      new Set(['search_products', 'get_product', 'get_products'])
    );
    expect(pool.slice(0, 4).map((p) => p.name)).toEqual([
      'search_products_v2',
      'get_product_v2',
      'search_products_internal',
      'get_product_internal'
    ]);
    expect(pool.map((p) => p.name)).not.toContain('get_products');
    expect(pool).toHaveLength(11); // 6 for search_products, 5 for get_product (get_products is real)
  });

  it('drops duplicates between names', () => {
    const pool = nearDuplicatePool(['a_b', 'aB'], new Set(['a_b', 'aB']));
    const names = pool.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

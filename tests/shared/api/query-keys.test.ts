// Query key factories (shared/api/query-keys.ts; issue 9 item 2): each factory makes exactly the array
// the pages built by hand before it (client/pages/*, client/lib/api/menu.ts), so dehydrated state and the
// page cache's tags are unchanged; kinds are read back from keys without comparing strings.
import { describe, expect, it } from 'vitest';
import {
  CATALOG_KEY_KIND,
  KEY_ROOT,
  cartKeys,
  cartMutationKeys,
  catalogKeyKind,
  catalogKeys,
  catalogSearchKeyEntity,
  cmsKeys,
  keyRoot,
  stockKeys,
  urlMapKeys,
} from '#shared/api/query-keys.ts';

describe('the keys the pages used before the factories, unchanged', () => {
  it.each([
    ['menu (client/lib/api/menu.ts)', catalogKeys.menu('ru'), ['catalog', 'ru', 'menu']],
    [
      'product by sku (product/queries.ts)',
      catalogKeys.productBySku('en', 'SKU-1'),
      ['catalog', 'en', 'product', 'sku', 'SKU-1'],
    ],
    [
      'parent of a child sku',
      catalogKeys.productParentByChildSku('ru', 'SKU-1-49'),
      ['catalog', 'ru', 'product-parent', 'child-sku', 'SKU-1-49'],
    ],
    ['reviews (a number id)', catalogKeys.reviews('ru', 42), ['catalog', 'ru', 'reviews', 42]],
    [
      'category by field, value as a string',
      catalogKeys.category('ru', { field: 'id', value: 12 }),
      ['catalog', 'ru', 'category', 'id', '12'],
    ],
    [
      'category by url_path',
      catalogKeys.category('en', { field: 'url_path', value: 'shoes-20' }),
      ['catalog', 'en', 'category', 'url_path', 'shoes-20'],
    ],
    [
      'category products',
      catalogKeys.categoryProducts('ru', [20, 21, 22]),
      ['catalog', 'ru', 'category-products', '20,21,22'],
    ],
    ['category products of none', catalogKeys.categoryProducts('ru', []), ['catalog', 'ru', 'category-products', '']],
    [
      'category ancestors',
      catalogKeys.categoryAncestors('ru', [10, 11]),
      ['catalog', 'ru', 'category-ancestors', '10,11'],
    ],
    ['home new', catalogKeys.homeList('ru', 'new'), ['catalog', 'ru', 'home', 'new']],
    ['home bestsellers', catalogKeys.homeList('en', 'bestsellers'), ['catalog', 'en', 'home', 'bestsellers']],
    ['brand', catalogKeys.brand('ru', 'nord'), ['catalog', 'ru', 'brand', 'nord']],
    ['brand products', catalogKeys.brandProducts('ru', ['B', 'A']), ['catalog', 'ru', 'brand-products', 'B,A']],
    ['cms page (cms/route.tsx)', cmsKeys.page('en', 'size-guide'), ['cms', 'en', 'page', 'size-guide']],
    ['url map (dispatcher/route.tsx)', urlMapKeys.path('ru', 'katalog/x.html'), ['url-map', 'ru', 'katalog/x.html']],
  ])('%s', (_name, made, before) => {
    expect(made).toEqual(before);
  });
});

describe('keys of the new endpoints', () => {
  it('catalogue search: every parameter in one object, absent ones left out', () => {
    expect(
      catalogKeys.search('ru', 'product', {
        searchText: 'кроссовки',
        size: 5,
        from: undefined,
        filters: [{ attribute: 'brand', value: 'nord' }],
      }),
    ).toEqual([
      'catalog',
      'ru',
      'search',
      'product',
      { searchText: 'кроссовки', size: 5, filters: [{ attribute: 'brand', value: 'nord' }] },
    ]);
    expect(catalogKeys.searches('ru', 'product')).toEqual(['catalog', 'ru', 'search', 'product']);
    expect(catalogKeys.all('en')).toEqual(['catalog', 'en']);
  });

  it('cms blocks, stock, cart', () => {
    expect(cmsKeys.block('ru', 'footer_links_block')).toEqual(['cms', 'ru', 'block', 'footer_links_block']);
    expect(stockKeys.check('ru', 'S1')).toEqual(['stock', 'ru', 'check', 'S1']);
    expect(stockKeys.list('en', ['S1', 'S2'])).toEqual(['stock', 'en', 'list', 'S1,S2']);
    expect(cartKeys.items('c'.repeat(32))).toEqual(['cart', 'c'.repeat(32), 'items']);
    expect(cartKeys.cart('c1')).toEqual(['cart', 'c1']);
    expect(cartMutationKeys.update()).toEqual(['cart', 'mutation', 'update']);
  });

  it('the prefix keys are prefixes of their members (for invalidateQueries)', () => {
    const prefix = (short: readonly unknown[], long: readonly unknown[]) =>
      expect(long.slice(0, short.length)).toEqual(short);
    prefix(catalogKeys.all('ru'), catalogKeys.homeList('ru', 'new'));
    prefix(catalogKeys.searches('ru', 'product'), catalogKeys.search('ru', 'product', {}));
    prefix(cmsKeys.all('ru'), cmsKeys.page('ru', 'x'));
    prefix(urlMapKeys.all('ru'), urlMapKeys.path('ru', 'x'));
    prefix(stockKeys.all('ru'), stockKeys.check('ru', 'x'));
    prefix(cartKeys.all(), cartKeys.items('x'));
    prefix(cartKeys.cart('x'), cartKeys.items('x'));
  });
});

describe('reading a key back', () => {
  it('catalogKeyKind: the kind of every catalogue factory', () => {
    expect(catalogKeyKind(catalogKeys.menu('ru'))).toBe(CATALOG_KEY_KIND.menu);
    expect(catalogKeyKind(catalogKeys.productBySku('ru', 'S'))).toBe(CATALOG_KEY_KIND.product);
    expect(catalogKeyKind(catalogKeys.productParentByChildSku('ru', 'S'))).toBe(CATALOG_KEY_KIND.productParent);
    expect(catalogKeyKind(catalogKeys.reviews('ru', 1))).toBe(CATALOG_KEY_KIND.reviews);
    expect(catalogKeyKind(catalogKeys.category('ru', { field: 'id', value: 1 }))).toBe(CATALOG_KEY_KIND.category);
    expect(catalogKeyKind(catalogKeys.categoryProducts('ru', [1]))).toBe(CATALOG_KEY_KIND.categoryProducts);
    expect(catalogKeyKind(catalogKeys.categoryAncestors('ru', [1]))).toBe(CATALOG_KEY_KIND.categoryAncestors);
    expect(catalogKeyKind(catalogKeys.homeList('ru', 'bestsellers'))).toBe(CATALOG_KEY_KIND.home);
    expect(catalogKeyKind(catalogKeys.brand('ru', 'b'))).toBe(CATALOG_KEY_KIND.brand);
    expect(catalogKeyKind(catalogKeys.brandProducts('ru', ['S']))).toBe(CATALOG_KEY_KIND.brandProducts);
    expect(catalogKeyKind(catalogKeys.search('ru', 'review', {}))).toBe(CATALOG_KEY_KIND.search);
  });

  it('catalogKeyKind: undefined for other families, unknown kinds and short keys', () => {
    expect(catalogKeyKind(cmsKeys.page('ru', 'product'))).toBeUndefined();
    expect(catalogKeyKind(urlMapKeys.path('ru', 'category'))).toBeUndefined();
    expect(catalogKeyKind(['catalog', 'ru', 'something-else'])).toBeUndefined();
    expect(catalogKeyKind(catalogKeys.all('ru'))).toBeUndefined();
    expect(catalogKeyKind([])).toBeUndefined();
  });

  it('catalogSearchKeyEntity and keyRoot', () => {
    expect(catalogSearchKeyEntity(catalogKeys.search('en', 'product', { size: 1 }))).toBe('product');
    expect(catalogSearchKeyEntity(catalogKeys.productBySku('en', 'product'))).toBeUndefined();
    expect(keyRoot(catalogKeys.menu('ru'))).toBe(KEY_ROOT.catalog);
    expect(keyRoot(cmsKeys.block('ru', 'x'))).toBe(KEY_ROOT.cms);
    expect(keyRoot(urlMapKeys.path('ru', 'x'))).toBe(KEY_ROOT.urlMap);
    expect(keyRoot(stockKeys.check('ru', 'x'))).toBe(KEY_ROOT.stock);
    expect(keyRoot(cartKeys.items('x'))).toBe(KEY_ROOT.cart);
    expect(keyRoot(['user', 'me'])).toBeUndefined();
  });
});

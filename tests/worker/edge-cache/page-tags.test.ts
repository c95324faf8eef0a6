// Cache tags of a rendered page (worker/edge-cache/page-tags.ts, ADR 013) from its query cache: which
// queries give P/C tags is read from the key factories' kinds (shared/api/query-keys.ts, issue 9 item 2).
// The keys are built with the factories, which make exactly the arrays the pages use.
import { describe, expect, it } from 'vitest';
import { catalogKeys, cmsKeys, urlMapKeys } from '#shared/api/query-keys.ts';
import { pageTags } from '#worker/edge-cache/page-tags.ts';

const items = (...ids: unknown[]) => ({ items: ids.map((id) => ({ id, name: `n${String(id)}` })), total: ids.length });

describe('pageTags', () => {
  it('a product page: its product (P), not the parent lookup, reviews or the menu', () => {
    expect(
      pageTags([
        { queryKey: catalogKeys.menu('ru'), data: items(10, 20) },
        { queryKey: catalogKeys.productBySku('ru', 'SKU-7'), data: { id: 7, sku: 'SKU-7' } },
        { queryKey: catalogKeys.productParentByChildSku('ru', 'SKU-7'), data: { id: 99 } },
        { queryKey: catalogKeys.reviews('ru', 7), data: items(501, 502) },
      ]),
    ).toEqual(['P7']);
  });

  it('a product page with related products (issue 11): its product and every related tile (P), not the reviews', () => {
    expect(
      pageTags([
        { queryKey: catalogKeys.productBySku('ru', 'SKU-7'), data: { id: 7, sku: 'SKU-7' } },
        { queryKey: catalogKeys.reviews('ru', 7), data: items(501) },
        { queryKey: catalogKeys.related('ru', 7), data: items(31, 32) },
      ]),
    ).toEqual(['P7', 'P31', 'P32']);
  });

  it('a category page: the category (C), its listed products (P) and the loader’s categoryIds (C), categories first', () => {
    expect(
      pageTags(
        [
          { queryKey: catalogKeys.menu('en'), data: items(10) },
          {
            queryKey: catalogKeys.category('en', { field: 'url_path', value: 'shoes-20' }),
            data: { id: 20, name: 'Shoes' },
          },
          { queryKey: catalogKeys.categoryProducts('en', [20, 21]), data: items(200, 210, '220') },
          { queryKey: catalogKeys.categoryAncestors('en', [20]), data: [{ id: 20 }] },
        ],
        { 'routes/category': { categoryIds: [20, 21], lookup: { field: 'url_path', value: 'shoes-20' } } },
      ),
    ).toEqual(['C20', 'C21', 'P200', 'P210', 'P220']);
  });

  it('a listing with "Load more" (an infinite query): the products of every loaded page; facets give no tags', () => {
    expect(
      pageTags([
        {
          queryKey: catalogKeys.listing('ru', '20,21', '?color=49'),
          data: { pages: [items(200, 201), items(250)], pageParams: [0, 1] },
        },
        { queryKey: catalogKeys.listingFacets('ru', '20,21', '?color=49'), data: { color: {} } },
        { queryKey: catalogKeys.filterAttributes('ru'), data: [{ attribute_code: 'color', options: [] }] },
      ]),
    ).toEqual(['P200', 'P201', 'P250']);
  });

  it('home lists and brand products: every listed product', () => {
    expect(
      pageTags([
        { queryKey: catalogKeys.homeList('ru', 'new'), data: items(1, 2) },
        { queryKey: catalogKeys.homeList('ru', 'bestsellers'), data: items(2, 3) },
        { queryKey: catalogKeys.brand('ru', 'nord'), data: { id: 4, name: 'Nord' } },
        { queryKey: catalogKeys.brandProducts('ru', ['A', 'B']), data: items(5) },
      ]),
    ).toEqual(['P1', 'P2', 'P3', 'P5']);
  });

  it('a generic product search lists products; a search of another entity gives no tags', () => {
    expect(
      pageTags([
        {
          queryKey: catalogKeys.search('ru', 'product', { searchText: 'x' }),
          data: { ...items(8, 9), aggregations: {} },
        },
        { queryKey: catalogKeys.search('ru', 'category', {}), data: items(30) },
      ]),
    ).toEqual(['P8', 'P9']);
  });

  it('cms pages, url map hits and non-catalogue keys give no tags', () => {
    expect(
      pageTags([
        { queryKey: cmsKeys.page('ru', 'about-us'), data: { id: 5 } },
        { queryKey: urlMapKeys.path('ru', 'katalog/x.html'), data: { _id: '101', _type: 'product' } },
        { queryKey: ['user', 'me'], data: { id: 1 } },
      ]),
    ).toEqual([]);
  });

  it('ignores missing data, ids that are not ids, and items that are not objects', () => {
    expect(
      pageTags([
        { queryKey: catalogKeys.productBySku('ru', 'NOPE'), data: null },
        { queryKey: catalogKeys.category('ru', { field: 'id', value: 1 }), data: { id: 'abc' } },
        {
          queryKey: catalogKeys.categoryProducts('ru', [1]),
          data: { items: [null, 3, { id: 'x1' }, { id: Number.NaN }, { id: '12' }] },
        },
        { queryKey: catalogKeys.homeList('ru', 'new'), data: { items: 'not a list' } },
      ]),
    ).toEqual(['P12']);
  });

  it('keeps every tag of a long listing, the page’s categories first (the index collapses long lists: ADR 059)', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const tags = pageTags([{ queryKey: catalogKeys.categoryProducts('ru', [9]), data: items(...ids) }], {
      page: { categoryIds: [9] },
    });
    expect(tags).toHaveLength(251);
    expect(tags[0]).toBe('C9');
    expect(tags[1]).toBe('P1');
    expect(tags.at(-1)).toBe('P250');
  });
});

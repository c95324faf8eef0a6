// The listing queries (client/features/listing/api/*; issue 10, ADR 022) over a stub transport: the exact catalogue
// searches a listing state sends (scope, listable + in-stock filters, the shopper's filters in catalog scope, sort
// with the id tie-break, pages of 50 from the url's page), "Load more" by spec §4, the faceted counts (a chosen
// filter counted without itself), and the urls a state links to.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { parseListingQuery } from '#shared/domain/listing-query.ts';
import { inStockFilter, listableProductFilters, PRODUCT_TILE_FIELDS } from '#client/lib/api/search-catalog.ts';
import { fetchListingFacets, facetAggregationsOf } from '#client/features/listing/api/listing-facets.ts';
import { listingProductsQuery, type ListingScope } from '#client/features/listing/api/listing-products.ts';
import { listingHref } from '#client/features/listing/listing-href.ts';
import { searchAnswer, sentSearchQuery, stubApi } from '#tests/client/catalog-stub.ts';

const answer = (ids: number[], total: number, aggregations: Record<string, unknown> = {}) =>
  searchAnswer(
    ids.map((id) => ({ id, name: `p${id}` })),
    total,
    aggregations,
  );

const terms = (key: string, count: number) => ({
  doc_count_error_upper_bound: 0,
  sum_other_doc_count: 0,
  buckets: [{ key, doc_count: count }],
});

const stub = stubApi;
const body = sentSearchQuery;

const CATEGORY: ListingScope = {
  key: '20,21',
  filters: [{ attribute: 'category_ids', value: { in: [20, 21] } }],
  positionSort: [{ field: 'id', options: 'asc' }],
};
const state = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('listingProductsQuery', () => {
  it('sends the scope, listable and in-stock filters, the shopper’s filters, the sort and page N of 50', async () => {
    const { api, sent } = stub(() => answer([1, 2], 120));
    const query = state('color=49,50&price=5000-10000&sort=price-desc&page=2');
    const data = await new QueryClient().fetchInfiniteQuery(listingProductsQuery(api, 'en', CATEGORY, query));
    expect(data.pages[0]?.items.map((item) => item.id)).toEqual([1, 2]);
    const url = sent[0] as URL;
    expect(url.pathname).toBe('/api/catalog/vue_storefront_catalog_en/product/_search');
    expect(url.searchParams.get('from')).toBe('50');
    expect(url.searchParams.get('size')).toBe('50');
    expect(url.searchParams.get('_source_include')).toBe(PRODUCT_TILE_FIELDS.join(','));
    expect(body(url)).toEqual({
      _appliedFilters: [
        ...listableProductFilters(),
        inStockFilter(),
        { attribute: 'category_ids', value: { in: [20, 21] } },
        { attribute: 'color', value: { in: ['49', '50'] }, scope: 'catalog' },
        { attribute: 'price', value: { gte: 5000, lte: 10000 }, scope: 'catalog' },
      ],
      _availableFilters: [],
      _appliedSort: [
        { field: 'final_price', options: 'desc' },
        { field: 'id', options: 'asc' },
      ],
      _searchText: '',
    });
  });

  it('sorts by the scope’s position (relevance for a search) and sends its text', async () => {
    const { api, sent } = stub(() => answer([], 0));
    const search: ListingScope = { key: 'q:кеды', filters: [], searchText: 'кеды', positionSort: [] };
    await new QueryClient().fetchInfiniteQuery(listingProductsQuery(api, 'ru', search, state('')));
    expect(body(sent[0] as URL)._appliedSort).toEqual([]);
    expect(body(sent[0] as URL)._searchText).toBe('кеды');
  });

  it('is keyed by store, scope and canonical state; "Load more" follows spec §4', async () => {
    const { api } = stub((url) => answer([Number(url.searchParams.get('from'))], 120));
    const options = listingProductsQuery(api, 'ru', CATEGORY, state('size=167&color=49'));
    expect(options.queryKey).toEqual(catalogKeys.listing('ru', '20,21', '?size=167&color=49'));
    const client = new QueryClient();
    await client.fetchInfiniteQuery(options);
    const observerNext = options.getNextPageParam;
    const first = client.getQueryData(options.queryKey);
    expect(observerNext(first?.pages[0] as never, [], 0, [])).toBe(1); // 50 < 120
    expect(observerNext({ total: 120 } as never, [], 2, [])).toBeUndefined(); // 150 ≥ 120
    expect(observerNext({ total: 49 } as never, [], 0, [])).toBeUndefined(); // less than one page
  });
});

describe('fetchListingFacets', () => {
  it('counts chosen filters without themselves and the others with every filter, keeping only panel aggregations', async () => {
    const { api, sent } = stub((url) => {
      const request = body(url);
      const fields = request._availableFilters.map((f) => f.field);
      const aggregations: Record<string, unknown> = { agg_terms_price: terms('4990', 1) };
      for (const field of fields) {
        if (field === 'price') aggregations.agg_range_price = { buckets: [] };
        else aggregations[`agg_terms_${field}`] = terms(`${field}-${request._appliedFilters.length}`, 1);
      }
      return answer([1], 1, aggregations);
    });
    const result = await fetchListingFacets(api, 'ru', CATEGORY, state('color=49&size=167'));
    expect(sent).toHaveLength(3);
    const base = listableProductFilters().length + 2; // + in stock + category
    // The shared request: every filter applied, aggregations for the unchosen ones.
    expect(body(sent[0] as URL)._appliedFilters).toHaveLength(base + 2);
    expect(body(sent[0] as URL)._availableFilters.map((f) => f.field)).toEqual([
      'style',
      'brand',
      'material',
      'season',
      'gender',
      'age',
      'price',
    ]);
    // One request per chosen filter, without that filter.
    expect(body(sent[1] as URL)._availableFilters.map((f) => f.field)).toEqual(['size']);
    expect(body(sent[1] as URL)._appliedFilters).not.toContainEqual(expect.objectContaining({ attribute: 'size' }));
    expect(body(sent[2] as URL)._availableFilters.map((f) => f.field)).toEqual(['color']);
    expect(body(sent[2] as URL)._appliedFilters).not.toContainEqual(expect.objectContaining({ attribute: 'color' }));
    expect(facetAggregationsOf(result, 'size')).toEqual({ agg_terms_size: terms(`size-${base + 1}`, 1) });
    expect(facetAggregationsOf(result, 'brand').agg_terms_brand).toEqual(terms(`brand-${base + 2}`, 1));
    // agg_terms_price is not the panel's: it is not kept (it would be dehydrated into the page).
    expect(facetAggregationsOf(result, 'price')).not.toHaveProperty('agg_terms_price');
  });
});

describe('listingHref', () => {
  it('joins the target’s own parameters and the canonical state', () => {
    expect(listingHref({ path: '/zhenshchinam' }, state(''))).toBe('/zhenshchinam');
    expect(listingHref({ path: '/zhenshchinam' }, state('size=168,167&page=2'))).toBe(
      '/zhenshchinam?size=167,168&page=2',
    );
    expect(listingHref({ path: '/en/search', params: { q: 'чёрные кеды' } }, state('sort=price-asc'))).toBe(
      '/en/search?q=%D1%87%D1%91%D1%80%D0%BD%D1%8B%D0%B5+%D0%BA%D0%B5%D0%B4%D1%8B&sort=price-asc',
    );
  });
});

// The "wanted" part of contract §2.3/§2.4: neq, nin, or, nor, or-ranges, catalog scope, aggregations.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchQuery, type SearchResponse } from '#shared/contract/catalog-search.ts';
import { seedCatalogFixtures } from '#tests/support/workerd/catalog-fixtures.ts';
import { filter, hitIds, withEveryProduct } from '#tests/support/workerd/search-helpers.ts';

const RU_PRODUCTS = 'http://localhost/api/catalog/vue_storefront_catalog_ru/product/_search';

beforeAll(async () => {
  await seedCatalogFixtures(env.DB);
});

async function search(query: SearchQuery): Promise<SearchResponse> {
  const everyProduct = withEveryProduct(query);
  const res = await SELF.fetch(`${RU_PRODUCTS}?request_format=search-query`, {
    method: 'POST',
    body: JSON.stringify(everyProduct),
  });
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return searchResponseSchema.parse(body);
}
const ids = hitIds;

describe('negations and OR group', () => {
  it('neq / nin exclude (documents without the field stay, as ES must_not)', async () => {
    expect(ids(await search({ _appliedFilters: [filter('brand', { neq: 'nord' })] }))).toEqual([
      103, 104, 105, 107, 109, 200, 210, 220,
    ]);
    expect(ids(await search({ _appliedFilters: [filter('color', { nin: [49, 50] })] }))).toEqual([
      103, 105, 109, 200, 210, 220,
    ]);
  });
  it('neq null = the field does not exist', async () => {
    expect(ids(await search({ _appliedFilters: [filter('color', { neq: null })] }))).toEqual([200, 210]);
  });
  it('or clauses form one disjunction, ANDed with the other filters', async () => {
    const r = await search({
      _appliedFilters: [
        filter('brand', { or: ['denim'] }),
        filter('color', { or: [58] }),
        filter('visibility', { in: [1, 4] }),
      ],
    });
    expect(ids(r)).toEqual([104, 109, 220]);
  });
  it('nor = should not', async () => {
    expect(ids(await search({ _appliedFilters: [filter('brand', { nor: ['nord', 'linea', 'stride'] })] }))).toEqual([
      104, 109,
    ]);
  });
  it('or-ranges', async () => {
    const r = await search({
      _appliedFilters: [filter('final_price', { orLt: 1000 }), filter('final_price', { orGte: 20000 })],
    });
    expect(ids(r)).toEqual([107, 108]);
  });
});

describe('catalog scope', () => {
  it('matches attr on simple products or attr_options on configurable parents', async () => {
    expect(ids(await search({ _appliedFilters: [filter('color', { in: ['58'] }, 'catalog')] }))).toEqual([200, 220]);
    expect(ids(await search({ _appliedFilters: [filter('color', { in: ['58'] })] }))).toEqual([220]);
    expect(ids(await search({ _appliedFilters: [filter('size', { in: [181] }, 'catalog')] }))).toEqual([210]);
  });
});

describe('aggregations', () => {
  const listing = (extra: SearchQuery['_appliedFilters'] = []): SearchQuery => ({
    _appliedFilters: [filter('category_ids', { in: [10] }), ...(extra ?? [])],
    _availableFilters: [
      { field: 'color', scope: 'catalog' },
      { field: 'price', scope: 'catalog' },
    ],
  });

  it('terms buckets ordered by doc_count, range buckets from PRICE_BUCKETS, min and max', async () => {
    const { aggregations } = await search(listing());
    expect(aggregations.agg_terms_color).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [
        { key: 49, doc_count: 4 },
        { key: 51, doc_count: 3 },
        { key: 50, doc_count: 2 },
      ],
    });
    expect(aggregations.agg_terms_color_options).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [],
    });
    expect(aggregations.agg_range_price).toEqual({
      buckets: [
        { key: '0.0-5000.0', from: 0, to: 5000, doc_count: 5 },
        { key: '5000.0-10000.0', from: 5000, to: 10000, doc_count: 2 },
        { key: '10000.0-15000.0', from: 10000, to: 15000, doc_count: 1 },
        { key: '15000.0-*', from: 15000, doc_count: 1 },
      ],
    });
    expect(aggregations.agg_min_price).toEqual({ value: 490 });
    expect(aggregations.agg_max_price).toEqual({ value: 24990 });
    expect((aggregations.agg_terms_price as { buckets: unknown[] }).buckets).toHaveLength(9);
  });

  it('an applied price range narrows the hits and is appended as a bucket (quirk 5)', async () => {
    const r = await search(listing([filter('price', { gte: 1000, lte: 5000 }, 'catalog')]));
    expect(ids(r)).toEqual([101, 102, 103, 109]);
    const range = r.aggregations.agg_range_price as { buckets: Array<{ key: string; doc_count: number }> };
    expect(range.buckets.map((b) => [b.key, b.doc_count])).toEqual([
      ['0.0-5000.0', 4],
      ['5000.0-10000.0', 0],
      ['10000.0-15000.0', 0],
      ['15000.0-*', 0],
      ['1000.0-5000.0', 4],
    ]);
  });

  it('options.size cuts buckets and reports the rest in sum_other_doc_count; options buckets of configurables', async () => {
    const r = await search({ _availableFilters: [{ field: 'color', options: { size: 1 } }] });
    expect(r.aggregations.agg_terms_color).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 6,
      buckets: [{ key: 49, doc_count: 4 }],
    });
    expect(r.aggregations.agg_terms_color_options).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 2,
      buckets: [{ key: 49, doc_count: 1 }],
    });
  });

  it('string keys stay strings', async () => {
    const r = await search({
      _appliedFilters: [filter('category_ids', { in: [20] })],
      _availableFilters: [{ field: 'brand' }],
    });
    expect(r.aggregations.agg_terms_brand).toMatchObject({ buckets: [{ key: 'stride', doc_count: 3 }] });
  });
});

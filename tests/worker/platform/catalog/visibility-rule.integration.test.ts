// Spec §5 visibility/status rule on the fixture catalogue: 108 has status 2, 109 visibility 1.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchQuery, type SearchResponse } from '#shared/contract/catalog-search.ts';
import { seedCatalogFixtures } from '#tests/support/workerd/catalog-fixtures.ts';

const BASE = 'http://localhost/api/catalog/vue_storefront_catalog_ru';

beforeAll(async () => {
  await seedCatalogFixtures(env.DB);
});

async function search(entity: string, query: SearchQuery, size?: number): Promise<SearchResponse> {
  const params = new URLSearchParams({ request_format: 'search-query', request: JSON.stringify(query) });
  if (size !== undefined) params.set('size', String(size));
  const res = await SELF.fetch(`${BASE}/${entity}/_search?${params}`);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return searchResponseSchema.parse(body);
}
const ids = (r: SearchResponse) => r.hits.hits.map((h) => Number(h._id));
const filter = (attribute: string, value: unknown) =>
  ({ attribute, value, scope: 'default' }) as NonNullable<SearchQuery['_appliedFilters']>[number];

describe('product searches', () => {
  it('leave out status 2 and visibility 1 when the request does not filter them', async () => {
    expect(ids(await search('product', {}))).toEqual([101, 102, 103, 104, 105, 106, 107, 200, 210, 220]);
  });
  it('keep the request’s own visibility or status filter', async () => {
    expect(ids(await search('product', { _appliedFilters: [filter('visibility', { eq: 1 })] }))).toEqual([109]);
    expect(ids(await search('product', { _appliedFilters: [filter('status', { eq: 2 })] }))).toEqual([108]);
    expect(
      ids(
        await search('product', {
          _appliedFilters: [filter('status', { in: [0, 1, 2] }), filter('visibility', { in: [1, 2, 3, 4] })],
        }),
      ),
    ).toHaveLength(12);
  });
  it('apply to aggregations too', async () => {
    const r = await search('product', {
      _availableFilters: [{ field: 'brand', scope: 'catalog' }],
      _appliedFilters: [filter('brand', { eq: 'nord' })],
    });
    expect(ids(r)).toEqual([101, 102, 106]);
    expect(r.aggregations?.agg_terms_brand).toMatchObject({ buckets: [{ key: 'nord', doc_count: 3 }] });
  });
});

describe('lookups by key (size 1, one value of sku/url_key/slug/id/url_path)', () => {
  it('find a visibility-1 product so the storefront can redirect it', async () => {
    expect(ids(await search('product', { _appliedFilters: [filter('sku', { eq: 'SKU-109' })] }, 1))).toEqual([109]);
  });
  it('use status 1: a disabled product is not found', async () => {
    expect(ids(await search('product', { _appliedFilters: [filter('sku', { eq: 'SKU-108' })] }, 1))).toEqual([]);
  });
  it('are searches when more than one document is asked for', async () => {
    expect(ids(await search('product', { _appliedFilters: [filter('sku', { eq: 'SKU-109' })] }, 2))).toEqual([]);
  });
});

it('other entities are not filtered', async () => {
  expect((await search('category', {})).hits.total.value).toBe(4);
});

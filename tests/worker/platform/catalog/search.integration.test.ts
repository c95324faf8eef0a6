// Catalogue search (contract §2) against the fixture catalogue: filters, sort, paging, _source, formats.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compactSearchResponseSchema,
  searchResponseSchema,
  type SearchQuery,
  type SearchResponse,
} from '#shared/contract/catalog-search.ts';
import { seedCatalogFixtures } from '#tests/support/workerd/catalog-fixtures.ts';
import { filter, hitIds, withEveryProduct } from '#tests/support/workerd/search-helpers.ts';

const BASE = 'http://localhost/api/catalog';
const RU_PRODUCTS = `${BASE}/vue_storefront_catalog_ru/product/_search`;

beforeAll(async () => {
  await seedCatalogFixtures(env.DB);
});

function url(base: string, query: SearchQuery | undefined, params: Record<string, string> = {}): string {
  const search = new URLSearchParams({ request_format: 'search-query', ...params });
  if (query) search.set('request', JSON.stringify(query));
  return `${base}?${search}`;
}

async function search(
  query?: SearchQuery,
  params: Record<string, string> = {},
  base = RU_PRODUCTS,
): Promise<SearchResponse> {
  const res = await SELF.fetch(url(base, base === RU_PRODUCTS ? withEveryProduct(query) : query, params));
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return searchResponseSchema.parse(body);
}

const ids = hitIds;

const ALL_IDS = [101, 102, 103, 104, 105, 106, 107, 108, 109, 200, 210, 220];
const BY_FINAL_PRICE = [108, 101, 102, 109, 220, 103, 105, 104, 200, 106, 210, 107];

describe('match all', () => {
  it('returns every product of the store view, ordered by id, with the ES envelope', async () => {
    const r = await search();
    expect(r.hits.total).toEqual({ value: 12, relation: 'eq' });
    expect(ids(r)).toEqual(ALL_IDS);
    expect(r.timed_out).toBe(false);
    expect(r._shards).toEqual({ total: 1, successful: 1, skipped: 0, failed: 0 });
    expect(r.hits.hits[0]).toMatchObject({
      _index: 'vue_storefront_catalog_ru_product',
      _type: '_doc',
      _id: '101',
      _score: null,
    });
    expect(r.hits.hits[0]?.sort).toBeUndefined();
    expect(r.aggregations).toEqual({});
  });

  it('returns the stored document, priced by the tax processor (ADR 007)', async () => {
    const r = await search({ _appliedFilters: [filter('sku', { eq: 'SKU-200' })] });
    const source = r.hits.hits[0]?._source;
    // The fixture catalogue has no tax rule: no tax; the parent takes its cheapest child (special 9990).
    expect(source).toMatchObject({
      id: 200,
      name: 'Кроссовки беговые',
      type_id: 'configurable',
      price: 9990,
      price_incl_tax: 9990,
      final_price: 9990,
      special_price: 9990,
      original_price: 12000,
      color_options: [49, 58],
    });
    expect((source?.configurable_children as unknown[]).length).toBe(3);
  });

  it('answers without request_format when there is no request (empty query = match all)', async () => {
    const res = await SELF.fetch(`${BASE}/vue_storefront_catalog_ru/category/_search`);
    const body = searchResponseSchema.parse(await res.json());
    expect(body.hits.total.value).toBe(4);
  });
});

describe('eq / in / exists', () => {
  it('eq on a string field', async () => {
    expect(ids(await search({ _appliedFilters: [filter('brand', { eq: 'nord' })] }))).toEqual([101, 102, 106, 108]);
  });
  it('in on a string array field compares numbers as strings', async () => {
    expect(ids(await search({ _appliedFilters: [filter('category_ids', { in: [11] })] }))).toEqual([101, 102, 103]);
  });
  it('a non-object value is {in:[value]}', async () => {
    expect(ids(await search({ _appliedFilters: [filter('visibility', 1)] }))).toEqual([109]);
  });
  it('eq null = the field exists', async () => {
    expect(ids(await search({ _appliedFilters: [filter('color', { eq: null })] }))).toEqual(
      ALL_IDS.filter((id) => id !== 200 && id !== 210),
    );
  });
  it('dot paths reach nested objects and configurable children', async () => {
    expect(
      ids(await search({ _appliedFilters: [filter('configurable_children.sku', { eq: 'SKU-210-51-181' })] })),
    ).toEqual([210]);
    expect(ids(await search({ _appliedFilters: [filter('stock.is_in_stock', { eq: false })] }))).toEqual([109]);
  });
  it('several filters are ANDed (category listing)', async () => {
    const r = await search({
      _appliedFilters: [
        filter('visibility', { in: [2, 3, 4] }),
        filter('status', { in: [0, 1] }),
        filter('category_ids', { in: [10] }),
      ],
    });
    expect(ids(r)).toEqual([101, 102, 103, 104, 105, 106, 107]);
  });
  it('an in list of 999 values travels as one parameter', async () => {
    const values = Array.from({ length: 999 }, (_, i) => `SKU-${i}`);
    const r = await search({ _appliedFilters: [filter('sku', { in: values })] });
    expect(ids(r)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 200, 210, 220]);
  });
});

describe('ranges', () => {
  it('gte/lt on numbers', async () => {
    expect(ids(await search({ _appliedFilters: [filter('final_price', { gte: 5000, lt: 10000 })] }))).toEqual([
      104, 105, 200,
    ]);
  });
  it('from/to are inclusive (gte/lte)', async () => {
    expect(ids(await search({ _appliedFilters: [filter('final_price', { from: 2490, to: 3990 })] }))).toEqual([
      102, 109, 220,
    ]);
  });
  it('date strings compare as text', async () => {
    expect(ids(await search({ _appliedFilters: [filter('created_at', { gte: '2024-10-01' })] }))).toEqual([
      200, 210, 220,
    ]);
  });
  it('catalog-scope price reads final_price', async () => {
    const r = await search({ _appliedFilters: [filter('price', { gte: 9000, lte: 10000 }, 'catalog')] });
    expect(ids(r)).toEqual([200]);
  });
});

describe('sort and paging', () => {
  it('by price ascending, with sort values', async () => {
    const r = await search({ _appliedSort: [{ field: 'final_price', options: 'asc' }] });
    expect(ids(r)).toEqual(BY_FINAL_PRICE);
    expect(r.hits.hits[0]?.sort).toEqual([490]);
  });
  it('by price descending via the sort parameter', async () => {
    const r = await search(undefined, { sort: 'final_price:desc', size: '3' });
    expect(ids(r)).toEqual([107, 210, 106]);
    expect(r.hits.hits.map((h) => h.sort)).toEqual([[24990], [18990], [14990]]);
    expect(r.hits.total.value).toBe(12);
  });
  it('by a string field (Cyrillic names) both ways', async () => {
    const asc = [210, 105, 104, 200, 106, 108, 107, 109, 103, 220, 101, 102];
    expect(ids(await search(undefined, { sort: 'name' }))).toEqual(asc);
    expect(ids(await search(undefined, { sort: 'name:desc' }))).toEqual([...asc].reverse());
  });
  it('multi-valued fields sort by MIN ascending and MAX descending, ties by id', async () => {
    expect(ids(await search(undefined, { sort: 'category_ids' }))).toEqual(ALL_IDS);
    expect(ids(await search(undefined, { sort: 'category_ids:desc' }))).toEqual([
      200, 210, 220, 101, 102, 103, 104, 105, 106, 107, 108, 109,
    ]);
  });
  it('pages with from/size and keeps the total', async () => {
    const r = await search({ _appliedSort: [{ field: 'final_price', options: 'asc' }] }, { from: '3', size: '4' });
    expect(ids(r)).toEqual([109, 220, 103, 105]);
    expect(r.hits.total.value).toBe(12);
    const last = await search({ _appliedSort: [{ field: 'final_price', options: 'asc' }] }, { from: '10', size: '4' });
    expect(ids(last)).toEqual([210, 107]);
  });
  it('from/size in the body are used when the URL has none; size 0 falls back to 50, negative from to 0', async () => {
    expect(ids(await search({ from: 2, size: 2 } as SearchQuery))).toEqual([103, 104]);
    expect(ids(await search(undefined, { size: '0', from: '-5' }))).toEqual(ALL_IDS);
  });
});

describe('_source filtering', () => {
  const one = async (params: Record<string, string>, id = 200) =>
    (await search({ _appliedFilters: [filter('id', { eq: id })] }, params)).hits.hits[0]?._source;

  it('includes dot paths inside arrays of objects', async () => {
    expect(await one({ _source_include: 'id,configurable_children.sku' })).toEqual({
      id: 200,
      configurable_children: [{ sku: 'SKU-200-49-179' }, { sku: 'SKU-200-49-180' }, { sku: 'SKU-200-58-179' }],
    });
  });
  it('includes with wildcards and whole objects', async () => {
    const source = await one({ _source_include: 'category.name,stock.*,sku' }, 103);
    expect(source).toEqual({
      sku: 'SKU-103',
      category: [{ name: 'Одежда' }, { name: 'Футболки и рубашки' }],
      stock: expect.objectContaining({ qty: 10, is_in_stock: true }),
    });
  });
  it('excludes with *.x wildcards; exclude wins over include', async () => {
    const source = await one({
      _source_exclude: '*.sgn,description,media_gallery',
      _source_include: 'id,sgn,description,configurable_children',
    });
    expect(source?.id).toBe(200);
    expect(source?.sgn).toBe('sig-200');
    expect(source).not.toHaveProperty('description');
    const children = source?.configurable_children as Record<string, unknown>[];
    expect(children).toHaveLength(3);
    for (const child of children) expect(child).not.toHaveProperty('sgn');
    // Child 201 carries a special price of 9990 without a window: it is its price now; 202 keeps 12000.
    expect(children[0]).toHaveProperty('price', 9990);
    expect(children[1]).toHaveProperty('price', 12000);
  });
  it('accepts the ES 6 spellings _source_includes/_source_excludes', async () => {
    expect(await one({ _source_includes: 'id,name', _source_excludes: 'name' }, 101)).toEqual({ id: 101 });
  });
});

describe('request transport', () => {
  const query: SearchQuery = {
    _appliedFilters: [filter('brand', { in: ['linea', 'denim'] }), filter('visibility', { in: [2, 3, 4] })],
    _appliedSort: [{ field: 'final_price', options: 'desc' }],
  };
  const expected = [107, 104, 105, 103];

  it('GET ?request= single encoded, double encoded and POST agree', async () => {
    const single = await search(query);
    const doubleUrl = `${RU_PRODUCTS}?request_format=search-query&request=${encodeURIComponent(encodeURIComponent(JSON.stringify(query)))}`;
    const double = searchResponseSchema.parse(await (await SELF.fetch(doubleUrl)).json());
    const post = searchResponseSchema.parse(
      await (
        await SELF.fetch(`${RU_PRODUCTS}?request_format=search-query`, { method: 'POST', body: JSON.stringify(query) })
      ).json(),
    );
    expect(ids(single)).toEqual(expected);
    expect(ids(double)).toEqual(expected);
    expect(ids(post)).toEqual(expected);
  });
  it('a double-encoded percent sign survives (QB pre-encodes 75% as 75%25)', async () => {
    // The text reaches the search intact (no 400 for malformed JSON). '75%' has no term of 3+ letters,
    // and like ES (zero_terms_query: none) such a text search matches nothing.
    const q = { _appliedFilters: [filter('sku', { eq: 'SKU-101' })], _searchText: '75%' };
    const r = await SELF.fetch(
      `${RU_PRODUCTS}?request_format=search-query&request=${encodeURIComponent(JSON.stringify(q).replace('%', '%25'))}`,
    );
    expect(r.status).toBe(200);
    expect(searchResponseSchema.parse(await r.json()).hits.total.value).toBe(0);
    const withoutText = { _appliedFilters: [filter('sku', { eq: 'SKU-101' })] };
    const plain = await SELF.fetch(
      `${RU_PRODUCTS}?request_format=search-query&request=${encodeURIComponent(JSON.stringify(withoutText))}`,
    );
    expect(ids(searchResponseSchema.parse(await plain.json()))).toEqual([101]);
  });
});

describe('store views', () => {
  it('answer in their own language; the unsuffixed index is the Russian view', async () => {
    const q = { _appliedFilters: [filter('id', { eq: 101 })] };
    const en = await search(q, {}, `${BASE}/vue_storefront_catalog_en/product/_search`);
    const plain = await search(q, {}, `${BASE}/vue_storefront_catalog/product/_search`);
    expect(en.hits.hits[0]?._source.name).toBe('Basic T-shirt');
    expect(en.hits.hits[0]?._index).toBe('vue_storefront_catalog_en_product');
    expect(plain.hits.hits[0]?._source.name).toBe('Футболка базовая');
    expect(plain.hits.hits[0]?._index).toBe('vue_storefront_catalog_product');
  });
  it('other entity types: categories by position, cms blocks', async () => {
    const cats = await search(
      { _appliedSort: [{ field: 'position', options: 'asc' }], _appliedFilters: [filter('level', { eq: 2 })] },
      {},
      `${BASE}/vue_storefront_catalog_en/category/_search`,
    );
    expect(cats.hits.hits.map((h) => h._source.name)).toEqual(['Clothing', 'Shoes']);
    const blocks = await search(
      { _appliedFilters: [filter('identifier', { like: 'footer-links' })] },
      {},
      `${BASE}/vue_storefront_catalog_ru/cms_block/_search`,
    );
    expect(blocks.hits.hits.map((h) => h._source.title)).toEqual(['Ссылки в подвале']);
  });
});

describe('compact format', () => {
  it('drops the envelope, shortens product keys and compresses children', async () => {
    const res = await SELF.fetch(
      url(RU_PRODUCTS, { _appliedFilters: [filter('id', { eq: 200 })] }, { response_format: 'compact' }),
    );
    const body = compactSearchResponseSchema.parse(await res.json());
    expect(body.total).toEqual({ value: 1, relation: 'eq' });
    const hit = body.hits[0] as Record<string, unknown>;
    expect(hit).toMatchObject({
      id: 200,
      nm: 'Кроссовки беговые',
      p: 9990,
      fp: 9990,
      sp: 9990,
      op: 12000,
      _score: null,
    });
    expect(hit).not.toHaveProperty('name');
    const [child] = hit.configurable_children as Record<string, unknown>[];
    expect(child).toMatchObject({ id: 201, nm: 'Кроссовки беговые-179' });
    expect(child).not.toHaveProperty('p'); // equal to the parent's price: removed (quirk 7)
    expect(child).not.toHaveProperty('sp');
    expect(child).not.toHaveProperty('i');
  });
});

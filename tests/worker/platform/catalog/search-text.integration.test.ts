// `_searchText` through the real endpoint (issue 3 relevance bars): typo, inflection, wrong layout,
// transliteration and an exact child SKU find the expected product in the top 3; relevance order,
// `_score`, filters and aggregations combine with the text; the en view answers in English.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchQuery, type SearchResponse } from '#shared/contract/catalog-search.ts';
import type { Catalog } from '#worker/platform/seed/index.ts';
import { products, seedDemoWithText, type Doc } from './support/demo-catalogue';

const RU = 'http://localhost/api/catalog/vue_storefront_catalog_ru/product/_search';
const EN = 'http://localhost/api/catalog/vue_storefront_catalog_en/product/_search';

let catalog: Catalog;

beforeAll(async () => {
  catalog = await seedDemoWithText(env.DB);
});

async function search(base: string, query: SearchQuery, params: Record<string, string> = {}): Promise<SearchResponse> {
  const url = `${base}?${new URLSearchParams({ request_format: 'search-query', request: JSON.stringify(query), ...params })}`;
  const res = await SELF.fetch(url);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return searchResponseSchema.parse(body);
}

const names = (r: SearchResponse, n = 3) => r.hits.hits.slice(0, n).map((h) => String(h._source.name));

/** A visible ru configurable product with at least three children, and one child SKU. */
function configurableWithChildren(): { id: number; childSku: string } {
  const product = products(catalog, 'ru').find(
    (d: Doc) =>
      Array.isArray(d.configurable_children) &&
      d.configurable_children.length > 2 &&
      [2, 3, 4].includes(Number(d.visibility)) &&
      d.status === 1,
  );
  const child = (product?.configurable_children as Array<{ sku: string }> | undefined)?.[2];
  if (!product || !child) throw new Error('the demo catalogue has no visible configurable product');
  return { id: Number(product.id), childSku: child.sku };
}

describe('Russian queries (issue 3 quality bars)', () => {
  it.each([
    ['кросовки', 'typo'],
    ['кроссовками', 'inflected'],
    ['rhjccjdrb', 'wrong layout'],
    ['krossovki', 'transliteration'],
  ])('%s (%s) has sneakers in the top 3', async (text) => {
    const r = await search(RU, { _searchText: text });
    expect(r.hits.total.value).toBeGreaterThan(3);
    const top = names(r);
    expect(top).toHaveLength(3);
    for (const name of top) expect(name).toMatch(/^Кроссовки /);
  });

  it('an exact child SKU finds its parent first', async () => {
    const { id, childSku } = configurableWithChildren();
    const r = await search(RU, { _searchText: childSku });
    expect(r.hits.hits.slice(0, 3).map((h) => Number(h._id))).toContain(id);
    expect(Number(r.hits.hits[0]?._id)).toBe(id);
  });
});

describe('relevance order and scores', () => {
  it('orders by _score descending, ties by id, with the scores in the hits', async () => {
    const r = await search(RU, { _searchText: 'кроссовки' }, { size: '200' });
    const scores = r.hits.hits.map((h) => h._score);
    expect(scores.every((s) => typeof s === 'number' && s > 0 && s <= 2)).toBe(true);
    for (let i = 1; i < r.hits.hits.length; i++) {
      const [a, b] = [r.hits.hits[i - 1]!, r.hits.hits[i]!];
      expect(a._score! > b._score! || (a._score === b._score && Number(a._id) < Number(b._id))).toBe(true);
    }
    expect(r.hits.hits[0]?.sort).toBeUndefined();
    // max_score is the best hit's relevance; a plain listing reports null.
    expect(r.hits.max_score).toBe(r.hits.hits[0]?._score);
    expect(
      (await search(RU, { _appliedFilters: [{ attribute: 'type_id', value: { eq: 'configurable' } }] })).hits.max_score,
    ).toBeNull();
  });

  it('an explicit sort wins over relevance and keeps the scores', async () => {
    const r = await search(RU, { _searchText: 'кроссовки', _appliedSort: [{ field: 'final_price', options: 'asc' }] });
    const prices = r.hits.hits.map((h) => Number(h.sort?.[0]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(r.hits.hits.every((h) => typeof h._score === 'number')).toBe(true);
  });

  it('restricts filters and aggregations to the matches', async () => {
    const all = await search(RU, {
      _searchText: 'кроссовки',
      _availableFilters: [{ field: 'brand', scope: 'catalog' }],
    });
    const brands = all.aggregations.agg_terms_brand as { buckets: Array<{ key: string | number; doc_count: number }> };
    const counted = brands.buckets.reduce((sum, b) => sum + b.doc_count, 0);
    expect(counted).toBeLessThanOrEqual(all.hits.total.value);
    const first = brands.buckets[0];
    if (!first) throw new Error('no brand bucket');
    const one = await search(RU, {
      _searchText: 'кроссовки',
      _appliedFilters: [{ attribute: 'brand', value: { eq: first.key }, scope: 'catalog' }],
    });
    expect(one.hits.total.value).toBeGreaterThanOrEqual(first.doc_count);
    for (const name of names(one)) expect(name).toMatch(/^Кроссовки /);
  });

  it('no match: zero hits, aggregations over nothing', async () => {
    const r = await search(RU, {
      _searchText: 'абракадабра',
      _availableFilters: [
        { field: 'color', scope: 'catalog' },
        { field: 'price', scope: 'catalog' },
      ],
    });
    expect(r.hits.total.value).toBe(0);
    expect(r.hits.hits).toEqual([]);
    expect(r.aggregations.agg_terms_color).toEqual({
      doc_count_error_upper_bound: 0,
      sum_other_doc_count: 0,
      buckets: [],
    });
    expect(r.aggregations.agg_min_price).toEqual({ value: null });
  });

  it('an empty or blank text is a plain listing', async () => {
    const plain = await search(RU, {});
    const blank = await search(RU, { _searchText: '   ' });
    expect(blank.hits.total).toEqual(plain.hits.total);
    expect(blank.hits.hits.map((h) => h._id)).toEqual(plain.hits.hits.map((h) => h._id));
    expect(blank.hits.hits[0]?._score).toBeNull();
  });
});

describe('store view language', () => {
  it('an English query on the en index returns English names', async () => {
    const r = await search(EN, { _searchText: 'sneakers' });
    const top = names(r);
    expect(top).toHaveLength(3);
    for (const name of top) expect(name).toMatch(/sneakers/i);
    for (const name of top) expect(name).not.toMatch(/[А-Яа-яЁё]/);
  });
});

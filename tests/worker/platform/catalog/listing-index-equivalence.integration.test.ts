// The listing index (worker/platform/catalog/listing-index, ADR 009) must answer exactly as the SQL
// path: every query shape below runs through both on the demo catalogue, in both store views, and
// total, ids, sort values, scores, documents and aggregations must be equal.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchQuery } from '#shared/contract/catalog-search.ts';
import { DEFAULT_FILTERS } from '#shared/config/constants.ts';
import { parseSearchRequest, parseSearchTarget, type SearchRequest } from '#worker/platform/catalog/request.ts';
import { findTextCandidates, runSqlSearch, type SearchResult } from '#worker/platform/catalog/search.ts';
import { searchWithListingIndex } from '#worker/platform/catalog/listing-index/index.ts';
import { categories, commonValues, products, seedDemoWithText, type Doc } from './support/demo-catalogue';

type Filter = NonNullable<SearchQuery['_appliedFilters']>[number];
type Case = [name: string, query: SearchQuery, params?: Record<string, string>];

let ruProducts: Doc[] = [];
let topCategoryIds: number[] = [];

beforeAll(async () => {
  const catalog = await seedDemoWithText(env.DB);
  ruProducts = products(catalog, 'ru');
  const tree = categories(catalog, 'ru');
  const top = tree
    .filter((c) => c.level === 2)
    .sort((a, b) => Number(b.product_count ?? 0) - Number(a.product_count ?? 0))[0];
  const ids = [Number(top?.id)];
  for (let i = 0; i < ids.length; i++) for (const c of tree) if (c.parent_id === ids[i]) ids.push(Number(c.id));
  topCategoryIds = ids;
});

function requestOf(store: 'ru' | 'en', query: SearchQuery, params: Record<string, string> = {}): SearchRequest {
  const index = store === 'ru' ? 'vue_storefront_catalog_ru' : 'vue_storefront_catalog_en';
  const target = parseSearchTarget(index, 'product', '_search');
  if (!target.ok) throw new Error(target.message);
  const parsed = parseSearchRequest(target.value, { request_format: 'search-query', ...params }, JSON.stringify(query));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** Everything a client sees of a result, for exact comparison. */
const comparable = (r: SearchResult) => ({
  total: r.total,
  ids: r.hits.map((h) => h.id),
  sort: r.hits.map((h) => h.sort),
  score: r.hits.map((h) => h.score),
  maxScore: r.maxScore,
  sources: r.hits.map((h) => h.source),
  aggregations: r.aggregations,
});

async function bothPaths(store: 'ru' | 'en', query: SearchQuery, params?: Record<string, string>) {
  const request = requestOf(store, query, params);
  const text = await findTextCandidates(env.DB, request);
  const sql = await runSqlSearch(env.DB, request, text);
  const fromIndex = await searchWithListingIndex(env.DB, request, text);
  return { sql, fromIndex };
}

const f = (attribute: string, value: unknown, scope = 'default') => ({ attribute, value, scope }) as Filter;
const aggs = (size?: number) =>
  DEFAULT_FILTERS.map((field) => ({ field, scope: 'catalog', ...(size ? { options: { size } } : {}) }));
const sortBy = (field: string, options: 'asc' | 'desc') => [{ field, options }];

function cases(): Case[] {
  const colors = commonValues(ruProducts, 'color', 3).map(String);
  const brands = commonValues(ruProducts, 'brand', 2).map(String);
  const sizes = commonValues(ruProducts, 'size_options', 2).map(String);
  const [color = '49', color2 = '50'] = colors;
  const category = f('category_ids', { in: topCategoryIds });
  return [
    ['match all', {}],
    ['match all with aggregations', { _availableFilters: aggs() }],
    [
      'category, id asc, 9 aggregations',
      { _appliedFilters: [category], _appliedSort: sortBy('id', 'asc'), _availableFilters: aggs() },
    ],
    [
      'category, final_price desc',
      { _appliedFilters: [category], _appliedSort: sortBy('final_price', 'desc'), _availableFilters: aggs() },
    ],
    ['category, aggregation size 2 (cut buckets)', { _appliedFilters: [category], _availableFilters: aggs(2) }],
    ['eq default scope', { _appliedFilters: [f('color', { eq: color })] }],
    [
      'eq catalog scope (configurable options)',
      { _appliedFilters: [f('color', { eq: color }, 'catalog')], _availableFilters: aggs() },
    ],
    ['in catalog scope on size', { _appliedFilters: [f('size', { in: sizes }, 'catalog')], _availableFilters: aggs() }],
    ['plain value = in', { _appliedFilters: [f('color', color)] }],
    ['neq', { _appliedFilters: [f('color', { neq: color })], _availableFilters: aggs() }],
    ['nin', { _appliedFilters: [f('brand', { nin: brands })] }],
    ['or', { _appliedFilters: [f('color', { or: color }), f('brand', { or: brands[0] })] }],
    ['nor', { _appliedFilters: [f('color', { nor: color })] }],
    ['or + nor in one group', { _appliedFilters: [f('color', { or: color2 }), f('brand', { nor: brands[0] })] }],
    ['neq catalog scope', { _appliedFilters: [f('color', { neq: color }, 'catalog')] }],
    ['eq null = exists', { _appliedFilters: [f('special_price', { eq: null })] }],
    ['neq null = missing', { _appliedFilters: [f('special_price', { neq: null })] }],
    ['or null', { _appliedFilters: [f('special_price', { or: null }), f('color', { or: color })] }],
    ['nor null', { _appliedFilters: [f('special_price', { nor: null })] }],
    ['exists catalog scope', { _appliedFilters: [f('size', null, 'catalog')] }],
    [
      'range catalog price (final_price) + applied bucket',
      { _appliedFilters: [category, f('price', { gte: 1000, lte: 10000 }, 'catalog')], _availableFilters: aggs() },
    ],
    [
      'range default price gt/lt',
      { _appliedFilters: [f('price', { gt: 2000, lt: 9000 })], _appliedSort: sortBy('price', 'asc') },
    ],
    ['range from/to', { _appliedFilters: [f('final_price', { from: 3000, to: 6000 })] }],
    ['numeric-string bound', { _appliedFilters: [f('final_price', { gte: '3000' })] }],
    [
      'or-ranges',
      {
        _appliedFilters: [f('final_price', { orLt: 2000 }), f('final_price', { orGte: 12000 })],
        _availableFilters: aggs(),
      },
    ],
    [
      'date range on text',
      { _appliedFilters: [f('created_at', { gte: '2025-06-01' })], _appliedSort: sortBy('created_at', 'desc') },
    ],
    [
      'visibility/status given by the request',
      { _appliedFilters: [f('visibility', { in: [1, 2, 3, 4] }), f('status', { in: [0, 1, 2] })] },
    ],
    ['sort created_at desc (home list)', { _appliedSort: sortBy('created_at', 'desc') }, { size: '8' }],
    ['sort special_price asc (missing last)', { _appliedSort: sortBy('special_price', 'asc') }, { size: '200' }],
    ['sort special_price desc (missing last)', { _appliedSort: sortBy('special_price', 'desc') }, { size: '200' }],
    ['multi-valued sort asc (min)', { _appliedSort: sortBy('size_options', 'asc') }, { size: '200' }],
    ['multi-valued sort desc (max)', { _appliedSort: sortBy('category_ids', 'desc') }, { size: '200' }],
    [
      'text sort field (type_id)',
      {
        _appliedSort: [
          { field: 'type_id', options: 'desc' },
          { field: 'final_price', options: 'asc' },
        ],
      },
    ],
    ['_score sort without text is ignored', { _appliedSort: sortBy('_score', 'desc') }],
    ['URL sort appended', { _appliedFilters: [category] }, { sort: 'final_price:asc,id:desc' }],
    ['first page of one', { _appliedFilters: [category] }, { size: '1' }],
    ['size 0 → 50', { _appliedFilters: [category] }, { size: '0' }],
    [
      'page inside',
      { _appliedFilters: [category], _appliedSort: sortBy('final_price', 'asc') },
      { from: '20', size: '7' },
    ],
    ['page beyond the end', { _appliedFilters: [category] }, { from: '100000', size: '10' }],
    ['negative from → 0', { _appliedFilters: [category] }, { from: '-5', size: '3' }],
    [
      'no match with aggregations',
      { _appliedFilters: [f('color', { eq: 'no-such-colour' })], _availableFilters: aggs() },
    ],
    ['id filter', { _appliedFilters: [f('id', { in: ruProducts.slice(0, 5).map((p) => Number(p.id)) })] }],
    ['text relevance order', { _searchText: 'кроссовки', _availableFilters: aggs() }],
    [
      'text + filter + sort',
      {
        _searchText: 'кроссовки',
        _appliedFilters: [f('price', { gte: 1000 }, 'catalog')],
        _appliedSort: sortBy('final_price', 'asc'),
      },
    ],
    ['text _score asc', { _searchText: 'куртка', _appliedSort: sortBy('_score', 'asc') }],
    ['text no match', { _searchText: 'абракадабра', _availableFilters: aggs() }],
    ['text paging', { _searchText: 'кроссовки' }, { from: '2', size: '3' }],
  ];
}

describe('listing index = SQL path', () => {
  for (const store of ['ru', 'en'] as const) {
    it(`${store}: every query shape gives identical results`, async () => {
      const shapes = cases();
      expect(shapes.length).toBeGreaterThan(40);
      let nonEmpty = 0;
      for (const [name, query, params] of shapes) {
        const { sql, fromIndex } = await bothPaths(store, query, params);
        expect(fromIndex, `${name}: the index must cover it`).not.toBeNull();
        expect(comparable(fromIndex as SearchResult), name).toEqual(comparable(sql));
        if (sql.total > 0) nonEmpty += 1;
      }
      // The shapes must exercise real data, not compare empty answers.
      expect(nonEmpty).toBeGreaterThan(shapes.length - (store === 'ru' ? 6 : 12));
    });
  }

  it('covers catalog scope on an attribute without _options (an empty column) once the index exists', async () => {
    const query: SearchQuery = { _appliedFilters: [f('category_ids', { in: topCategoryIds }, 'catalog')] };
    const { sql, fromIndex } = await bothPaths('ru', query);
    expect(fromIndex).not.toBeNull();
    expect(comparable(fromIndex as SearchResult)).toEqual(comparable(sql));
  });

  it('leaves attributes it does not hold to SQL', async () => {
    const { fromIndex } = await bothPaths('ru', { _appliedFilters: [f('sku', { eq: String(ruProducts[0]?.sku) })] });
    expect(fromIndex).toBeNull();
    const bySortOnName = await bothPaths('ru', { _appliedSort: sortBy('name', 'asc') });
    expect(bySortOnName.fromIndex).toBeNull();
  });
});

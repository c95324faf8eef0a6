// The catalogue-search query mix of `npm run bench:search` (bench/README.md "Catalogue search"), built
// against the running server: category ids and a SKU are looked up, never hard-coded, so the mix is
// the same at every scale.
import { UNCACHED_HEADERS } from './targets';
import { PRODUCT_TILE_FIELDS } from '#shared/api/catalog.ts';
import { DEFAULT_FILTERS } from '#shared/config/constants.ts';

export interface SearchCase {
  id: string;
  description: string;
  /** Path and query of a GET search; null for a slot that is not measured (see skipReason). */
  path: string | null;
  skipReason?: string;
}

interface CategoryRow {
  id: number;
  parent_id: number;
  level: number;
  product_count?: number;
}

const INDEX = 'vue_storefront_catalog_ru';
const AVAILABLE_FILTERS = DEFAULT_FILTERS.map((field) => ({ field, scope: 'catalog' }));
const VISIBLE = [
  { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
  { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
];
/** A price window (catalog scope reads final_price) wide enough to keep a few hundred products at 1x. */
const PRICE_FILTER = { attribute: 'price', value: { gte: 1000, lte: 10000 }, scope: 'catalog' };
const COLOUR = '49';
/** A size most shoe and clothing leaves carry; its option id is looked up (the size attribute document). */
const SIZE_LABEL = '38';
/** The storefront's listings show products in stock only (shared/api/catalog.ts inStockFilter). */
const IN_STOCK = { attribute: 'stock.is_in_stock', value: { eq: true } };
/**
 * The worst text query (ADR 006 addendum): a shopper's sentence of 12 terms (MAX_QUERY_TERMS) with 4
 * typos (батинки, шнуравке, натуралная, гордской: fuzzy alternatives) and very common words («стиль» is in
 * nearly every product, «женские» in ~40 %): most of the catalogue holds some of its words. At 1x no product
 * holds 9 of the 12 terms (75 %), so the relaxed requirement answers with the two boots holding 8; at 10x two
 * boots hold 9.
 */
export const LONG_TYPO_QUERY =
  'тёплые женские батинки на шнуравке натуралная кожа шерсть зимние удобные гордской уличный стиль';
/** Issue 8's first failing query: 6 product types, no product holds 4, the sets holding 3 answer. */
export const SIX_WORD_QUERY = 'кеды платье сумка шарф ремень куртка';

function searchPath(entity: string, query: object, size: number, include?: readonly string[]): string {
  const params = new URLSearchParams({
    request_format: 'search-query',
    request: JSON.stringify(query),
    size: String(size),
  });
  if (include) params.set('_source_include', include.join(','));
  return `/api/catalog/${INDEX}/${entity}/_search?${params}`;
}

async function getJson<T>(baseURL: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, { headers: UNCACHED_HEADERS });
  if (!res.ok) throw new Error(`${path.slice(0, 80)}… answered ${res.status}`);
  return (await res.json()) as T;
}

function withDescendants(all: readonly CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) for (const c of all) if (c.parent_id === ids[i]) ids.push(c.id);
  return ids;
}

function listing(
  categoryIds: number[],
  sort: { field: string; options: 'asc' | 'desc' },
  extra: object[] = [],
  include?: readonly string[],
): string {
  const filters = [...VISIBLE, { attribute: 'category_ids', value: { in: categoryIds }, scope: 'default' }, ...extra];
  return searchPath(
    'product',
    { _availableFilters: AVAILABLE_FILTERS, _appliedFilters: filters, _appliedSort: [sort], _searchText: '' },
    50,
    include,
  );
}

function textSearch(text: string, include?: readonly string[]): string {
  return searchPath(
    'product',
    { _availableFilters: AVAILABLE_FILTERS, _appliedFilters: VISIBLE, _appliedSort: [], _searchText: text },
    50,
    include,
  );
}

export async function buildSearchMix(baseURL: string): Promise<SearchCase[]> {
  const categories = await getJson<{ hits: { hits: Array<{ _source: CategoryRow }> } }>(
    baseURL,
    searchPath('category', {}, 4000),
  );
  const all = categories.hits.hits.map((h) => h._source);
  // Top level = the largest level-2 category (e.g. «Женщинам»); leaf = the first level-4 category.
  const top = all.filter((c) => c.level === 2).sort((a, b) => (b.product_count ?? 0) - (a.product_count ?? 0))[0];
  const leaf = all.find((c) => c.level === 4);
  if (!top || !leaf) throw new Error('the category tree has no level-2 or level-4 category');
  const topIds = withDescendants(all, top.id);
  const leafIds = withDescendants(all, leaf.id);
  const byPosition = { field: 'id', options: 'asc' as const }; // the storefront's category order (client/pages/category)
  const byPrice = { field: 'final_price', options: 'desc' as const };
  const filtered = [{ attribute: 'color', value: { in: [COLOUR] }, scope: 'catalog' }, PRICE_FILTER];

  const anyProduct = await getJson<{ hits: { hits: Array<{ _source: { sku: string } }> } }>(
    baseURL,
    listing(leafIds, byPosition),
  );
  const sku = anyProduct.hits.hits[0]?._source.sku;
  const attributes = await getJson<{
    hits: { hits: Array<{ _source: { attribute_code: string; options: Array<{ label: string; value: string }> } }> };
  }>(baseURL, searchPath('attribute', {}, 50));
  const size = attributes.hits.hits
    .find((h) => h._source.attribute_code === 'size')
    ?._source.options.find((o) => o.label === SIZE_LABEL)?.value;
  // What a shopper's colour + size choice in a category sends (issue 10): listable, in stock, the category's
  // ids, both filters, the storefront's tile fields, with the nine default aggregations of spec §9.
  const colourAndSize = size
    ? [
        IN_STOCK,
        { attribute: 'color', value: { in: [COLOUR] }, scope: 'catalog' },
        { attribute: 'size', value: { in: [size] }, scope: 'catalog' },
      ]
    : null;
  const colourAndSizeCase = (id: string, level: string, ids: number[]): SearchCase =>
    colourAndSize
      ? {
          id,
          description: `${level} category + in stock + color ${COLOUR} + size ${SIZE_LABEL} (${size}), sort id asc, tiles, 9 aggs`,
          path: listing(ids, byPosition, colourAndSize, PRODUCT_TILE_FIELDS),
        }
      : { id, description: `${level} + color + size`, path: null, skipReason: `no size option ${SIZE_LABEL}` };
  return [
    {
      id: 'top-position',
      description: `top-level category ${top.id} (${topIds.length} ids), sort id asc, 9 aggs`,
      path: listing(topIds, byPosition),
    },
    {
      id: 'top-price',
      description: `top-level category ${top.id}, sort final_price desc, 9 aggs`,
      path: listing(topIds, byPrice),
    },
    {
      id: 'leaf-position',
      description: `leaf category ${leaf.id}, sort id asc, 9 aggs`,
      path: listing(leafIds, byPosition),
    },
    {
      id: 'leaf-price',
      description: `leaf category ${leaf.id}, sort final_price desc, 9 aggs`,
      path: listing(leafIds, byPrice),
    },
    {
      id: 'top-filtered',
      description: `top-level + color ${COLOUR} + price 1000-10000 (catalog scope), sort final_price desc`,
      path: listing(topIds, byPrice, filtered),
    },
    {
      id: 'leaf-filtered',
      description: `leaf + color ${COLOUR} + price 1000-10000 (catalog scope), sort final_price desc`,
      path: listing(leafIds, byPrice, filtered),
    },
    colourAndSizeCase('leaf-color-size', `leaf ${leaf.id}`, leafIds),
    colourAndSizeCase('top-color-size', `top-level ${top.id}`, topIds),
    sku
      ? {
          id: 'sku-lookup',
          description: `lookup by sku eq ${sku}, size 1`,
          path: searchPath('product', { _appliedFilters: [{ attribute: 'sku', value: { eq: sku } }] }, 1),
        }
      : { id: 'sku-lookup', description: 'lookup by sku', path: null, skipReason: 'the leaf category has no product' },
    // Text search (supplement §4) as the storefront's search panel sends it: visible products, relevance
    // order, size 50, with the default aggregations; a plain word and a typo (fuzzy expansion).
    {
      id: 'text-search',
      description: '_searchText «кроссовки», relevance order, 9 aggs',
      path: textSearch('кроссовки'),
    },
    {
      id: 'text-typo',
      description: '_searchText «кросовки» (typo: fuzzy terms), relevance order, 9 aggs',
      path: textSearch('кросовки'),
    },
    // Long queries (issue 8: they answered 500): 12 words with 4 typos, and 6 words no product holds 75 % of.
    {
      id: 'text-long-typos',
      description: `_searchText «${LONG_TYPO_QUERY}» (12 terms, 4 typos), 9 aggs`,
      path: textSearch(LONG_TYPO_QUERY),
    },
    {
      id: 'text-six-words',
      description: `_searchText «${SIX_WORD_QUERY}» (relaxed minimum should match), 9 aggs`,
      path: textSearch(SIX_WORD_QUERY),
    },
    // What the storefront really sends: the same listings and search with the tile fields only.
    {
      id: 'top-tiles',
      description: 'top-position with _source_include = the storefront tile fields',
      path: listing(topIds, byPosition, [], PRODUCT_TILE_FIELDS),
    },
    {
      id: 'top-price-tiles',
      description: 'top-price with the tile fields',
      path: listing(topIds, byPrice, [], PRODUCT_TILE_FIELDS),
    },
    {
      id: 'filtered-tiles',
      description: 'top-filtered with the tile fields',
      path: listing(topIds, byPrice, filtered, PRODUCT_TILE_FIELDS),
    },
    {
      id: 'text-tiles',
      description: 'text-search «кроссовки» with the tile fields',
      path: textSearch('кроссовки', PRODUCT_TILE_FIELDS),
    },
  ];
}

// Catalogue search (contract §2.1-2.5, spec §7 "POST /api/catalog"; issue 9 item 2): the isomorphic
// fetcher of `request_format=search-query` mode, sent as GET with `?request=` so answers are cacheable at
// the edge and in the service worker. Filters, sort, paging (from/size), `_searchText`, `_source_include`
// / `_source_exclude` and `_availableFilters`; the answer is checked against the contract's schemas and
// its aggregations are kept in the result (VSF handleResult: items, total, start, perPage, aggregations).
// It lives in shared/ (ADR 020: shared imports no client) because loaders, the bench and the workers tests
// call it too; client/lib/api/search-catalog.ts is the endpoint file (this fetcher + queryOptions + hook).
import type { ApiClient } from './client';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import type {
  AppliedFilter,
  AppliedSort,
  Aggregations,
  AvailableFilter,
  SearchQuery,
} from '#shared/contract/catalog-search.ts';
import type { EntityType } from '#shared/contract/entities.ts';

export interface CatalogSearchParams {
  store: StoreCode;
  entity: EntityType;
  filters?: readonly AppliedFilter[];
  sort?: readonly AppliedSort[];
  /** `_availableFilters`: the aggregations to compute (contract §2.4, named `agg_terms_<field>` …). */
  aggregations?: readonly AvailableFilter[];
  /** `_searchText`: full-text search (products; ADR 006). */
  searchText?: string;
  size?: number;
  from?: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
}

export interface SearchResult<T> {
  items: T[];
  total: number;
  /** `eq`, or `gte` when a text search capped its candidates and `total` is a lower bound. */
  totalRelation: 'eq' | 'gte';
  start: number;
  perPage: number;
  /** The answer's aggregations, by name (`agg_terms_color`, `agg_range_price`, …); `{}` when none were asked. */
  aggregations: Aggregations;
}

/**
 * Spec §5: product searches filter visibility 2, 3, 4 and status 0, 1. The embedded platform enforces
 * it too; the storefront still sends it so a remote vue-storefront-api behaves the same.
 */
export function listableProductFilters(): AppliedFilter[] {
  return [
    { attribute: 'visibility', value: { in: [2, 3, 4] } },
    { attribute: 'status', value: { in: [0, 1] } },
  ];
}

/**
 * Spec §5 ("the size filter offers only sizes in stock"), VSF `products.listOutOfStockProducts: false`
 * (contract §2.4b): listings show a product only while it can be bought — a configurable's stock is in stock
 * while one of its children is. Product pages do not send it: a sold-out product still has its page.
 */
export function inStockFilter(): AppliedFilter {
  return { attribute: 'stock.is_in_stock', value: { eq: true } };
}

/**
 * Fields a product tile needs. Listings ask only for these (`_source_include`), as VSF's
 * `entities.productList.includeFields` do: a page of 50 tiles is ~20 KB instead of ~450 KB.
 */
export const PRODUCT_TILE_FIELDS = [
  'id',
  'sku',
  'name',
  'slug',
  'url_path',
  'type_id',
  'image',
  'price',
  'price_incl_tax',
  'special_price',
  'special_price_incl_tax',
  'original_price',
  'original_price_incl_tax',
  'special_from_date',
  'special_to_date',
] as const;

/** The SearchQuery object of contract §2.3 (the `request` parameter). */
export function searchQueryBody(
  params: Pick<CatalogSearchParams, 'filters' | 'sort' | 'aggregations' | 'searchText'>,
): SearchQuery {
  return {
    _appliedFilters: [...(params.filters ?? [])],
    _availableFilters: [...(params.aggregations ?? [])],
    _appliedSort: [...(params.sort ?? [])],
    _searchText: params.searchText ?? '',
  };
}

/** Fetcher: one catalogue search. */
export async function searchCatalog<T>(
  api: ApiClient,
  params: CatalogSearchParams,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResult<T>> {
  const index = STORE_VIEWS[params.store].index;
  const response = await api.request(`/api/catalog/${index}/${params.entity}/_search`, {
    query: {
      request_format: 'search-query',
      request: JSON.stringify(searchQueryBody(params)),
      size: params.size,
      from: params.from,
      _source_include: params.includeFields?.join(','),
      _source_exclude: params.excludeFields?.join(','),
    },
    answer: 'catalogSearch',
    signal: options.signal,
  });
  return {
    // The platform validates what it sends against the contract; documents are typed by the caller.
    items: response.hits.hits.map((hit) => hit._source as T),
    total: response.hits.total.value,
    totalRelation: response.hits.total.relation,
    start: params.from ?? 0,
    perPage: params.size ?? response.hits.hits.length,
    aggregations: response.aggregations ?? {},
  };
}

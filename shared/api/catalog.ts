// Typed catalogue calls in `request_format=search-query` mode (contract §2.2-2.3). GET with
// `?request=` so answers are cacheable at the edge and in the service worker.
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import type { AppliedFilter, AppliedSort, SearchQuery, SearchResponse } from '#shared/contract/catalog-search.ts';
import type { EntityType } from '#shared/contract/entities.ts';
import type { ApiClient } from './client';

export interface CatalogSearchParams {
  store: StoreCode;
  entity: EntityType;
  filters?: AppliedFilter[];
  sort?: AppliedSort[];
  size?: number;
  from?: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
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
  'original_price_incl_tax',
  'special_from_date',
  'special_to_date',
] as const;

export interface SearchResult<T> {
  items: T[];
  total: number;
  start: number;
  perPage: number;
}

export function searchQueryBody(params: Pick<CatalogSearchParams, 'filters' | 'sort'>): SearchQuery {
  return {
    _appliedFilters: params.filters ?? [],
    _availableFilters: [],
    _appliedSort: params.sort ?? [],
    _searchText: '',
  };
}

export async function searchCatalog<T>(api: ApiClient, params: CatalogSearchParams): Promise<SearchResult<T>> {
  const index = STORE_VIEWS[params.store].index;
  const response = await api.getJson<SearchResponse>(`/api/catalog/${index}/${params.entity}/_search`, {
    request_format: 'search-query',
    request: JSON.stringify(searchQueryBody(params)),
    size: params.size,
    from: params.from,
    _source_include: params.includeFields?.join(','),
    _source_exclude: params.excludeFields?.join(','),
  });
  const total = response.hits.total.value;
  return {
    // The platform validates what it sends against the contract; documents are typed by the caller.
    items: response.hits.hits.map((hit) => hit._source as T),
    total,
    start: params.from ?? 0,
    perPage: params.size ?? response.hits.hits.length,
  };
}

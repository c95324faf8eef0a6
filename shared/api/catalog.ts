// Typed catalogue calls in `request_format=search-query` mode (contract §2.2-2.3). GET with
// `?request=` so answers are cacheable at the edge and in the service worker.
import { STORE_VIEWS, type StoreCode } from '../config/store-views';
import type { EntityType } from '../contract/entities';
import type { ApiClient } from './client';

export type FilterValue =
  | string
  | number
  | boolean
  | { eq: string | number | boolean | null }
  | { in: ReadonlyArray<string | number> }
  | { gt?: number; gte?: number; lt?: number; lte?: number; from?: number; to?: number };

export interface AppliedFilter {
  attribute: string;
  value: FilterValue;
  scope?: 'default' | 'catalog';
}

export interface SearchQueryBody {
  _appliedFilters: AppliedFilter[];
  _availableFilters: Array<{ field: string; scope?: string; options?: Record<string, unknown> }>;
  _appliedSort: Array<{ field: string; options: 'asc' | 'desc' }>;
  _searchText: string;
}

export interface CatalogSearchParams {
  store: StoreCode;
  entity: EntityType;
  filters?: AppliedFilter[];
  sort?: Array<{ field: string; options: 'asc' | 'desc' }>;
  size?: number;
  from?: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
}

export interface SearchHit<T> {
  _index: string;
  _id: string;
  _score: number | null;
  _source: T;
}

export interface SearchResponse<T> {
  hits: { total: { value: number; relation: string }; hits: Array<SearchHit<T>> };
  aggregations?: Record<string, unknown>;
}

export interface SearchResult<T> {
  items: T[];
  total: number;
  start: number;
  perPage: number;
}

export function searchQueryBody(params: Pick<CatalogSearchParams, 'filters' | 'sort'>): SearchQueryBody {
  return {
    _appliedFilters: params.filters ?? [],
    _availableFilters: [],
    _appliedSort: params.sort ?? [],
    _searchText: '',
  };
}

export async function searchCatalog<T>(api: ApiClient, params: CatalogSearchParams): Promise<SearchResult<T>> {
  const index = STORE_VIEWS[params.store].index;
  const response = await api.getJson<SearchResponse<T>>(`/api/catalog/${index}/${params.entity}/_search`, {
    request_format: 'search-query',
    request: JSON.stringify(searchQueryBody(params)),
    size: params.size,
    from: params.from,
    _source_include: params.includeFields?.join(','),
    _source_exclude: params.excludeFields?.join(','),
  });
  const total = response.hits.total.value;
  return {
    items: response.hits.hits.map((hit) => hit._source),
    total,
    start: params.from ?? 0,
    perPage: params.size ?? response.hits.hits.length,
  };
}

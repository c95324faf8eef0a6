// A listing's product pages (issue 10; spec §4 paging, §5 listable products, §9 page size 50 and default sort):
// fetcher + infiniteQueryOptions + hook. One infinite query per listing state: its first page is the url's
// `?page=N`, "Load more" appends the next 50 while spec §4 allows (shared/domain/listing-facets.ts
// hasMoreProducts). The state is in the key, so back/forward to a state shows the pages loaded before
// (scroll restoration needs them there) and a reload renders the same page on the server.
import { infiniteQueryOptions, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { CATALOG } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { AppliedFilter, AppliedSort } from '#shared/contract/catalog-search.ts';
import { hasMoreProducts } from '#shared/domain/listing-facets.ts';
import { listingFilters, listingQueryString, listingSort, type ListingQuery } from '#shared/domain/listing-query.ts';
import {
  inStockFilter,
  listableProductFilters,
  searchCatalog,
  PRODUCT_TILE_FIELDS,
  type SearchResult,
} from '#client/lib/api/search-catalog.ts';
import { useApi, useStoreCode } from '#client/lib/services.tsx';
import type { TileProduct } from '#client/components/product-tile.tsx';

/** What a listing lists, before the shopper's filters: a category (and descendants) or a text search. */
export interface ListingScope {
  /** Part of the query keys: `12,13,14` for a category's ids, `q:кроссовки` for search results. */
  key: string;
  filters: readonly AppliedFilter[];
  searchText?: string;
  /** The "Position" sort (spec §9: category position; search: relevance, i.e. none). */
  positionSort: readonly AppliedSort[];
}

/** Spec §9 ids keep paging stable: equal prices would otherwise swap places between pages. */
const TIE_BREAK: AppliedSort = { field: 'id', options: 'asc' };

/** The SearchQuery filters of a listing state: listable (spec §5), in stock, the scope's, the shopper's. */
export function listingSearchFilters(scope: ListingScope, query: Pick<ListingQuery, 'filters' | 'price'>) {
  return [
    ...listableProductFilters(),
    inStockFilter(),
    ...scope.filters,
    ...listingFilters({ ...query, sort: 'position', page: 1 }),
  ];
}

function listingSearchSort(scope: ListingScope, query: ListingQuery): AppliedSort[] {
  if (query.sort === 'position') return [...scope.positionSort];
  return [...listingSort(query.sort), TIE_BREAK];
}

/** Fetcher: the page of 50 with index `pageIndex` (0-based). */
export function fetchListingPage(
  api: ApiClient,
  store: StoreCode,
  scope: ListingScope,
  query: ListingQuery,
  pageIndex: number,
  signal?: AbortSignal,
): Promise<SearchResult<TileProduct>> {
  return searchCatalog<TileProduct>(
    api,
    {
      store,
      entity: 'product',
      filters: listingSearchFilters(scope, query),
      sort: listingSearchSort(scope, query),
      ...(scope.searchText ? { searchText: scope.searchText } : {}),
      from: pageIndex * CATALOG.defaultPageSize,
      size: CATALOG.defaultPageSize,
      includeFields: PRODUCT_TILE_FIELDS,
    },
    { signal },
  );
}

export function listingProductsQuery(api: ApiClient, store: StoreCode, scope: ListingScope, query: ListingQuery) {
  return infiniteQueryOptions({
    queryKey: catalogKeys.listing(store, scope.key, listingQueryString(query)),
    queryFn: ({ pageParam, signal }) => fetchListingPage(api, store, scope, query, pageParam, signal),
    initialPageParam: query.page - 1,
    getNextPageParam: (last, _pages, lastIndex) =>
      hasMoreProducts((lastIndex + 1) * CATALOG.defaultPageSize, last.total) ? lastIndex + 1 : undefined,
  });
}

export function useListingProducts(scope: ListingScope, query: ListingQuery) {
  const api = useApi();
  const store = useStoreCode();
  return useSuspenseInfiniteQuery(listingProductsQuery(api, store, scope, query));
}

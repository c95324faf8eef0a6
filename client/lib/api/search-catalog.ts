// Catalogue search endpoint (contract §2.1-2.5, spec §7 "POST /api/catalog"; issue 9 item 2): fetcher +
// queryOptions + hook. The fetcher and its helpers are isomorphic and live in shared/api/catalog.ts
// (ADR 020: shared/ imports no client/, and the bench and workers tests call them too); this file
// re-exports them, so pages import the whole endpoint from here, and adds the query layer: key
// `catalogKeys.search(store, entity, params)` of every parameter, and the hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { searchCatalog, type CatalogSearchParams } from '#shared/api/catalog.ts';
import { catalogKeys, type CatalogSearchKeyParams } from '#shared/api/query-keys.ts';
import { useApi } from '#client/lib/services.tsx';
import type { QueryConfig } from './query-config';

export {
  inStockFilter,
  listableProductFilters,
  PRODUCT_TILE_FIELDS,
  searchCatalog,
  searchQueryBody,
  type CatalogSearchParams,
  type SearchResult,
} from '#shared/api/catalog.ts';

/** The key parameters of a search: everything but the store and the entity (which the key holds apart). */
function keyParams({ store: _store, entity: _entity, ...rest }: CatalogSearchParams): CatalogSearchKeyParams {
  return rest;
}

/** queryOptions of a generic search: key `catalogKeys.search(store, entity, params)`. */
export function searchCatalogQueryOptions<T>(api: ApiClient, params: CatalogSearchParams) {
  return queryOptions({
    queryKey: catalogKeys.search(params.store, params.entity, keyParams(params)),
    queryFn: ({ signal }) => searchCatalog<T>(api, params, { signal }),
  });
}

export function useSearchCatalog<T>(
  params: CatalogSearchParams,
  { queryConfig }: { queryConfig?: QueryConfig<typeof searchCatalogQueryOptions<T>> } = {},
) {
  const api = useApi();
  return useQuery({ ...searchCatalogQueryOptions<T>(api, params), ...queryConfig });
}

// The brands as links (issue 10: the footer's brand pages, the size guide's brand choice): the same catalogue
// search as ./brands.ts, only the fields a link needs. The root route prefetches it for every page, so it is in
// every page's state: the full brands (taglines, home products, collections: ~0.9 KB gzip) stay on the home page,
// which shows them (issue 10 LCP: a document under the first TCP window, bench/README.md "Session 13").
// Fetcher + queryOptions (the generic search key of this search) + hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { useApi } from '#client/lib/services.tsx';
import { brandsSearch, type BrandSummary } from './brands';
import type { QueryConfig } from './query-config';
import { searchCatalog, type SearchResult } from './search-catalog';

export type BrandLink = Pick<BrandSummary, 'id' | 'name' | 'slug'>;

const BRAND_LINK_FIELDS = ['id', 'name', 'slug'];

/** The brands' search, only the fields a link needs. */
function brandLinksSearch(storeCode: StoreCode) {
  return { ...brandsSearch(storeCode), includeFields: BRAND_LINK_FIELDS };
}

/** Fetcher: the active brands of a store view as links, by position. */
export function fetchBrandLinks(
  api: ApiClient,
  storeCode: StoreCode,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResult<BrandLink>> {
  return searchCatalog<BrandLink>(api, brandLinksSearch(storeCode), options);
}

/** Key: the generic search key of the same search. Brands change rarely (5 minutes fresh, as ./brands.ts). */
export function brandLinksQuery(api: ApiClient, storeCode: StoreCode) {
  const { store, entity, ...params } = brandLinksSearch(storeCode);
  return queryOptions({
    queryKey: catalogKeys.search(store, entity, params),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchBrandLinks(api, storeCode, { signal }),
  });
}

export function useBrandLinks(
  storeCode: StoreCode,
  { queryConfig }: { queryConfig?: QueryConfig<typeof brandLinksQuery> } = {},
) {
  const api = useApi();
  return useQuery({ ...brandLinksQuery(api, storeCode), ...queryConfig });
}

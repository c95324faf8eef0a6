// The brands as links (issue 10: the footer's brand pages, the size guide's brand choice): the same catalogue
// search as ./brands.ts, only the fields a link needs. The root route prefetches it for every page, so it is in
// every page's state: the full brands (taglines, home products, collections: ~0.9 KB gzip) stay on the home page,
// which shows them (issue 10 LCP: a document under the first TCP window, bench/README.md "Session 13").
// queryOptions (the generic search's: its key and fetcher, ./search-catalog.ts) + hook.
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { useApi } from '#client/lib/services.tsx';
import { BRANDS_STALE_MS, brandsSearch, type BrandSummary } from './brands';
import type { QueryConfig } from './query-config';
import { searchCatalogQueryOptions } from './search-catalog';

/** `brand_option_id`: the brand's option of the products' `brand` attribute (a product's size guide link names it). */
export type BrandLink = Pick<BrandSummary, 'id' | 'name' | 'slug'> & { brand_option_id?: number | null };

const BRAND_LINK_FIELDS = ['id', 'name', 'slug', 'brand_option_id'];

/** The active brands of a store view as links, by position: the brands' search, only the fields a link needs. */
export function brandLinksQuery(api: ApiClient, storeCode: StoreCode) {
  return {
    ...searchCatalogQueryOptions<BrandLink>(api, { ...brandsSearch(storeCode), includeFields: BRAND_LINK_FIELDS }),
    staleTime: BRANDS_STALE_MS,
  };
}

export function useBrandLinks(
  storeCode: StoreCode,
  { queryConfig }: { queryConfig?: QueryConfig<typeof brandLinksQuery> } = {},
) {
  const api = useApi();
  return useQuery({ ...brandLinksQuery(api, storeCode), ...queryConfig });
}

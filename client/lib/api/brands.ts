// The shop's brands (spec §3 home data "brands (name, home_products as comma-separated SKUs), brand
// collections"; spec §9 brand list size 50; supplement §2 four brands; issue 10): one catalogue search of
// the `brand` entity, by position. Fetcher + queryOptions (a generic search key, catalogKeys.search).
// The home page shows the brands and their collections; the footer and the size guide need only
// links (./brand-links.ts, which the root route prefetches for every page).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { ENTITY_DEFAULT_SIZE } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { searchCatalog, type CatalogSearchParams, type SearchResult } from './search-catalog';

export interface BrandSummary {
  id: number;
  name: string;
  /** The landing page's path segment (supplement §2: /{slug} and /brand/{slug}). */
  slug: string;
  /** Shop HTML (a tagline); shown as text. */
  description?: string;
  /** Comma-separated skus the brand shows on the home page (spec §3). */
  home_products?: string;
  collection?: { name: string; skus?: string } | null;
  position?: number;
}

const BRAND_FIELDS = ['id', 'name', 'slug', 'description', 'home_products', 'collection', 'position'];

/** The search: active brands by position (./brand-links.ts asks the same with fewer fields). */
export function brandsSearch(storeCode: StoreCode): CatalogSearchParams {
  return {
    store: storeCode,
    entity: 'brand',
    filters: [{ attribute: 'is_active', value: { eq: true } }],
    sort: [{ field: 'position', options: 'asc' }],
    size: ENTITY_DEFAULT_SIZE.brand,
    includeFields: BRAND_FIELDS,
  };
}

/** Fetcher: the active brands of a store view, by position. */
export function fetchBrands(
  api: ApiClient,
  storeCode: StoreCode,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResult<BrandSummary>> {
  return searchCatalog<BrandSummary>(api, brandsSearch(storeCode), options);
}

/** Brands change rarely: their answers stay fresh this long (also ./brand-links.ts). */
export const BRANDS_STALE_MS = 5 * 60_000;

/** Key: the generic search key of the same search. */
export function brandsQuery(api: ApiClient, storeCode: StoreCode) {
  const { store, entity, ...params } = brandsSearch(storeCode);
  return queryOptions({
    queryKey: catalogKeys.search(store, entity, params),
    staleTime: BRANDS_STALE_MS,
    queryFn: ({ signal }) => fetchBrands(api, storeCode, { signal }),
  });
}

/** The skus of a comma-separated list (`home_products`, a collection's `skus`), trimmed, no empties. */
export function skuList(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);
}

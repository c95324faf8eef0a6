// What a listing page's loader awaits (issue 10, ADR 022): the state's first page of tiles, the filter counts and
// the filter labels, together. One place for the category, brand and search pages.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ListingQuery } from '#shared/domain/listing-query.ts';
import { filterAttributesQuery } from './filter-attributes';
import { listingFacetsQuery } from './listing-facets';
import { listingProductsQuery, type ListingScope } from './listing-products';

export async function loadListing(
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
  storeCode: StoreCode,
  scope: ListingScope,
  listing: ListingQuery,
): Promise<void> {
  await Promise.all([
    queryClient.ensureInfiniteQueryData(listingProductsQuery(api, storeCode, scope, listing)),
    queryClient.ensureQueryData(listingFacetsQuery(api, storeCode, scope, listing)),
    queryClient.ensureQueryData(filterAttributesQuery(api, storeCode)),
  ]);
}

// The filters panel's data of a listing (issue 10; contract §2.4 `_availableFilters`, §2.8): fetcher +
// queryOptions + hook. Counts of a chosen filter come from the listing WITHOUT that filter (one small request
// per chosen filter, at most the nine default filters), the others' from the listing with every filter: the
// usual faceted search, so several options of one filter can be chosen (OR) while the other filters narrow
// (AND). Requests ask for one id only: the answer that matters is `aggregations`.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { DEFAULT_FILTERS } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Aggregations } from '#shared/contract/catalog-search.ts';
import { chosenFacetCodes, facetAggregations, type FacetCode } from '#shared/domain/listing-facets.ts';
import { listingQueryString, type ListingQuery, type OptionFilterCode } from '#shared/domain/listing-query.ts';
import { searchCatalog } from '#client/lib/api/search-catalog.ts';
import { useApi, useStoreCode } from '#client/lib/services.tsx';
import { listingSearchFilters, type ListingScope } from './listing-products';

/**
 * The counts of a listing state: `shared` (every filter applied) for the filters not chosen, `own` for each chosen
 * one. Kept apart rather than copied per filter: the data is dehydrated into the page's HTML.
 */
export interface FacetAggregations {
  shared: Aggregations;
  own: Partial<Record<FacetCode, Aggregations>>;
}

/** The counts filter `code` shows. */
export function facetAggregationsOf(data: FacetAggregations, code: FacetCode): Aggregations {
  return data.own[code] ?? data.shared;
}

/** The aggregations the panel reads (the answer also has `agg_terms_price`, min and max: not shipped to the page). */
function panelAggregations(aggregations: Aggregations, codes: readonly FacetCode[]): Aggregations {
  const kept: Aggregations = {};
  for (const code of codes) {
    const names = code === 'price' ? ['agg_range_price'] : [`agg_terms_${code}`, `agg_terms_${code}_options`];
    for (const name of names) {
      const aggregation = aggregations[name];
      if (aggregation) kept[name] = aggregation;
    }
  }
  return kept;
}

/** The state without one filter (a chosen filter's counts ignore its own choice). */
function withoutFilter(query: ListingQuery, code: FacetCode): ListingQuery {
  if (code === 'price') {
    const { price: _dropped, ...rest } = query;
    return rest;
  }
  const filters = { ...query.filters };
  delete filters[code as OptionFilterCode];
  return { ...query, filters };
}

async function aggregate(
  api: ApiClient,
  store: StoreCode,
  scope: ListingScope,
  query: ListingQuery,
  codes: readonly FacetCode[],
  signal?: AbortSignal,
): Promise<Aggregations> {
  if (codes.length === 0) return {};
  const result = await searchCatalog(
    api,
    {
      store,
      entity: 'product',
      filters: listingSearchFilters(scope, query),
      aggregations: facetAggregations(codes),
      ...(scope.searchText ? { searchText: scope.searchText } : {}),
      size: 1,
      includeFields: ['id'],
    },
    { signal },
  );
  return panelAggregations(result.aggregations, codes);
}

/** Fetcher: the counts of every default filter for a listing state. */
export async function fetchListingFacets(
  api: ApiClient,
  store: StoreCode,
  scope: ListingScope,
  query: ListingQuery,
  signal?: AbortSignal,
): Promise<FacetAggregations> {
  const chosen = chosenFacetCodes(query);
  const unchosen = DEFAULT_FILTERS.filter((code) => !chosen.includes(code));
  const [shared, ...own] = await Promise.all([
    aggregate(api, store, scope, query, unchosen, signal),
    ...chosen.map((code) => aggregate(api, store, scope, withoutFilter(query, code), [code], signal)),
  ]);
  const result: FacetAggregations = { shared, own: {} };
  chosen.forEach((code, index) => {
    result.own[code] = own[index] ?? {};
  });
  return result;
}

export function listingFacetsQuery(api: ApiClient, store: StoreCode, scope: ListingScope, query: ListingQuery) {
  // Sort and page do not change counts: one entry per scope and chosen filters.
  const filtersOnly = listingQueryString({ ...query, sort: 'position', page: 1 });
  return queryOptions({
    queryKey: catalogKeys.listingFacets(store, scope.key, filtersOnly),
    queryFn: ({ signal }) => fetchListingFacets(api, store, scope, query, signal),
  });
}

export function useListingFacets(scope: ListingScope, query: ListingQuery) {
  const api = useApi();
  const store = useStoreCode();
  return useSuspenseQuery(listingFacetsQuery(api, store, scope, query));
}

// Labels of the default filters and their options (issue 10; contract §2.8: "label: optionLabel(attribute
// store, key)"; spec §9 default filters; spec §5: "values containing a dot, or blacklisted, are not loaded as
// attributes"): fetcher + queryOptions + hook. One request per store view, shared by every listing.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { FilterAttribute } from '#shared/domain/listing-facets.ts';
import { OPTION_FILTER_CODES } from '#shared/domain/listing-query.ts';
import { searchCatalog } from '#client/lib/api/search-catalog.ts';
import { useApi, useStoreCode } from '#client/lib/services.tsx';

/** Fetcher: the option filters' attributes (a list: query data is dehydrated as JSON, a Map would not survive). */
export async function fetchFilterAttributes(
  api: ApiClient,
  store: StoreCode,
  signal?: AbortSignal,
): Promise<FilterAttribute[]> {
  const codes = OPTION_FILTER_CODES.filter((code) => !code.includes('.'));
  const result = await searchCatalog<FilterAttribute>(
    api,
    {
      store,
      entity: 'attribute',
      filters: [{ attribute: 'attribute_code', value: { in: codes } }],
      size: codes.length,
      includeFields: ['attribute_code', 'default_frontend_label', 'options'],
    },
    { signal },
  );
  return result.items;
}

export function filterAttributesQuery(api: ApiClient, store: StoreCode) {
  return queryOptions({
    queryKey: catalogKeys.filterAttributes(store),
    queryFn: ({ signal }) => fetchFilterAttributes(api, store, signal),
    // Attribute labels change with a catalogue import, not while a shopper browses.
    staleTime: Infinity,
  });
}

export function useFilterAttributes() {
  const api = useApi();
  const store = useStoreCode();
  return useSuspenseQuery(filterAttributesQuery(api, store));
}

// The top-level menu (spec §3 include_in_menu; issue 9 item 2): active children of the root category
// shown in the menu, by position, as one catalogue search (client/lib/api/search-catalog.ts). Fetcher +
// queryOptions (key `catalogKeys.menu`) + hook. Loaded by the root route loader, read by the header.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { CATALOG } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { useApi } from '#client/lib/services.tsx';
import type { QueryConfig } from './query-config';
import { searchCatalog, type SearchResult } from './search-catalog';

export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  url_path?: string;
  position: number;
}

/** Fetcher: the menu's categories of one store view. */
export function fetchMenu(
  api: ApiClient,
  storeCode: StoreCode,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResult<MenuCategory>> {
  return searchCatalog<MenuCategory>(
    api,
    {
      store: storeCode,
      entity: 'category',
      filters: [
        { attribute: 'parent_id', value: { eq: CATALOG.rootCategoryId } },
        { attribute: 'is_active', value: { eq: true } },
        { attribute: 'include_in_menu', value: { eq: true } },
      ],
      sort: [{ field: 'position', options: 'asc' }],
      size: 50,
      includeFields: ['id', 'name', 'slug', 'url_path', 'position'],
    },
    options,
  );
}

/** The menu depends on the store view only; it changes rarely (5 minutes fresh). */
export function menuQuery(api: ApiClient, storeCode: StoreCode) {
  return queryOptions({
    queryKey: catalogKeys.menu(storeCode),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchMenu(api, storeCode, { signal }),
  });
}

export function useMenu(storeCode: StoreCode, { queryConfig }: { queryConfig?: QueryConfig<typeof menuQuery> } = {}) {
  const api = useApi();
  return useQuery({ ...menuQuery(api, storeCode), ...queryConfig });
}

import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { searchCatalog } from '#shared/api/catalog.ts';
import { CATALOG } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';

export interface MenuCategory {
  id: number;
  name: string;
  slug: string;
  url_path?: string;
  position: number;
}

/** Top-level menu: active children of the root category shown in the menu (spec §3 include_in_menu). */
export function menuQuery(api: ApiClient, storeCode: StoreCode) {
  return queryOptions({
    queryKey: ['catalog', storeCode, 'menu'],
    staleTime: 5 * 60_000,
    queryFn: () =>
      searchCatalog<MenuCategory>(api, {
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
      }),
  });
}

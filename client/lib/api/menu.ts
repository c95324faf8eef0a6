// The main menu (spec §3 include_in_menu; issue 9 item 2, issue 10 "menu"): the active categories shown
// in the menu, nested, by position, as one catalogue search (client/lib/api/search-catalog.ts) of the root
// category's children with their `children_data` trees (contract §3.4: a category document carries its
// whole subtree). Fetcher + queryOptions (key `catalogKeys.menu`) + hook. Loaded by the root route loader,
// read by the header's menu and the mobile menu. Only what a menu link needs is kept (the trees carry
// counts and paths the page state need not ship).
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
  /** The subcategories shown in the menu (include_in_menu, active), by position; [] for a leaf. */
  children: MenuCategory[];
}

/** A category document or a `children_data` node, as the menu reads it. */
interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  url_path?: string;
  position: number;
  is_active?: boolean;
  include_in_menu?: boolean;
  children_data?: CategoryNode[];
}

const inMenu = (node: CategoryNode) => node.is_active !== false && node.include_in_menu !== false;

/** The menu tree of some category nodes: hidden and inactive ones (and what is under them) left out. */
export function menuTree(nodes: readonly CategoryNode[]): MenuCategory[] {
  return nodes
    .filter(inMenu)
    .sort((a, b) => a.position - b.position)
    .map((node) => ({
      id: node.id,
      name: node.name,
      slug: node.slug,
      ...(node.url_path ? { url_path: node.url_path } : {}),
      position: node.position,
      children: menuTree(node.children_data ?? []),
    }));
}

/** Fetcher: the menu's categories of one store view. */
export async function fetchMenu(
  api: ApiClient,
  storeCode: StoreCode,
  options: { signal?: AbortSignal } = {},
): Promise<SearchResult<MenuCategory>> {
  const result = await searchCatalog<CategoryNode>(
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
      includeFields: ['id', 'name', 'slug', 'url_path', 'position', 'children_data'],
    },
    options,
  );
  return { ...result, items: menuTree(result.items) };
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

// Category tree helpers (contract §3.4, §5.11: descendant ids in depth-first order).

export interface CategoryNode {
  id: number;
  children_data?: readonly CategoryNode[];
}

/** The category id followed by every descendant id, depth first (VSF buildFilterProductsQuery order). */
export function categoryIdsWithDescendants(category: CategoryNode): number[] {
  const ids: number[] = [];
  const visit = (node: CategoryNode) => {
    ids.push(node.id);
    for (const child of node.children_data ?? []) visit(child);
  };
  visit(category);
  return ids;
}

/** How a category page finds its category (spec §2): by path, or by one of the allowed route params. */
export type CategoryLookup =
  { field: 'url_path'; value: string } | { field: 'url_key' | 'slug'; value: string } | { field: 'id'; value: number };

/** Spec §2: the route params a category may be matched on, in this order. */
export const CATEGORY_LOOKUP_PARAMS = ['url-key', 'slug', 'id'] as const;

/**
 * The lookup of a category route (spec §2): the current path with its leading slash removed against
 * `url_path` when a path is given (url dispatcher), otherwise the first allowed param present
 * (`url-key` → `url_key`, `slug`, `id`). A lookup by id is accepted only at or above the root
 * category id; anything else finds nothing (null).
 */
export function categoryLookup(
  route: { path?: string; params?: Readonly<Record<string, string | undefined>> },
  rootCategoryId: number,
): CategoryLookup | null {
  if (route.path !== undefined) {
    const path = route.path.replace(/^\/+/, '').replace(/\/+$/, '');
    return path === '' ? null : { field: 'url_path', value: path };
  }
  for (const param of CATEGORY_LOOKUP_PARAMS) {
    const raw = route.params?.[param];
    if (raw === undefined || raw === '') continue;
    if (param === 'id') {
      if (!/^\d+$/.test(raw)) return null;
      const id = Number(raw);
      return id >= rootCategoryId ? { field: 'id', value: id } : null;
    }
    return { field: param === 'url-key' ? 'url_key' : 'slug', value: raw };
  }
  return null;
}

/** What a subcategory link needs (a category document's `children_data` entry, contract §3.4). */
export interface SubcategoryNode {
  id: number;
  name?: string;
  slug?: string;
  url_path?: string;
  is_active?: boolean;
  product_count?: number;
  position?: number;
}

/**
 * The subcategories a category page links to (issue 10: leaf categories must be reachable without a product's
 * breadcrumbs): the active children that have products, in their position order (spec §9 category.position).
 */
export function shownSubcategories<N extends SubcategoryNode>(category: { children_data?: readonly N[] }): N[] {
  return (category.children_data ?? [])
    .filter((child) => child.is_active !== false && (child.product_count ?? 0) > 0 && Boolean(child.name))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id);
}

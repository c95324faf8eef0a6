// Cache tags of a rendered page (ADR 013), read from the page's own query cache after the render: the
// product of a product page (`P{id}`), the category of a category page and the categories it lists
// (`C{id}`, from the loader's `categoryIds`), and every product a listing shows (`P{id}`: category
// products — every loaded page of an infinite listing —, home lists). The menu is left out: a category rename reaches pages by TTL (or a C purge of the
// category page itself); with the embedded platform any catalogue write is a new key space anyway.
// Which query holds what is read from the key factories' kinds (shared/api/query-keys.ts, issue 9 item 2),
// not from strings of its own: a kind renamed in the factories moves its tags along, a removed one is a
// type error here. A generic product search (catalogKeys.search, entity product) counts as a listing.
import {
  CATALOG_KEY_KIND,
  catalogKeyKind,
  catalogSearchKeyEntity,
  type CatalogKeyKind,
} from '#shared/api/query-keys.ts';

/** Queries whose data is one category document (its id is a `C` tag). */
const CATEGORY_DOCUMENT: ReadonlySet<CatalogKeyKind> = new Set([CATALOG_KEY_KIND.category]);
/** Queries whose data is one product document (its id is a `P` tag). */
const PRODUCT_DOCUMENT: ReadonlySet<CatalogKeyKind> = new Set([CATALOG_KEY_KIND.product]);
/** Listings whose data is `{items: [product…]}` (every item's id is a `P` tag). */
const PRODUCT_LISTING: ReadonlySet<CatalogKeyKind> = new Set([
  CATALOG_KEY_KIND.categoryProducts,
  CATALOG_KEY_KIND.home,
  CATALOG_KEY_KIND.brandProducts,
  // A product page's related tiles (issue 11) show price and stock: a purge of one of them reaches the page.
  CATALOG_KEY_KIND.related,
]);

export interface QuerySnapshot {
  queryKey: readonly unknown[];
  data: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown): string | undefined =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+$/.test(v)) ? String(v) : undefined;

export function pageTags(queries: readonly QuerySnapshot[], loaderData: Record<string, unknown> = {}): string[] {
  const tags = new Set<string>();
  const add = (prefix: 'P' | 'C', id: unknown) => {
    const value = idOf(id);
    if (value) tags.add(`${prefix}${value}`);
  };
  for (const { queryKey, data } of queries) {
    const kind = catalogKeyKind(queryKey);
    if (kind === undefined || !isRecord(data)) continue;
    // A generic product search (catalogKeys.search of entity product) lists products like a listing.
    const listing = PRODUCT_LISTING.has(kind) || catalogSearchKeyEntity(queryKey) === 'product';
    if (CATEGORY_DOCUMENT.has(kind)) add('C', data.id);
    else if (PRODUCT_DOCUMENT.has(kind)) add('P', data.id);
    else if (listing) {
      // A listing with "Load more" is an infinite query: `{pages: [{items}…], pageParams}`.
      const pages = Array.isArray(data.pages) ? data.pages.filter(isRecord) : [data];
      for (const page of pages) {
        if (Array.isArray(page.items)) for (const item of page.items) if (isRecord(item)) add('P', item.id);
      }
    }
  }
  for (const data of Object.values(loaderData)) {
    if (isRecord(data) && Array.isArray(data.categoryIds)) for (const id of data.categoryIds) add('C', id);
  }
  // Entities first, the page's own category/product leading (a long list is indexed by kind: tag-rows.ts indexedTags).
  return [...tags].sort((a, b) => (a[0] === b[0] ? 0 : a[0] === 'C' ? -1 : 1));
}

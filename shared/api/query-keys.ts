// Query key factories (TanStack Query "query key factory" pattern, issue 9 item 2): every query key of
// the storefront is built here, so a page, a prefetch in a loader, an invalidation and the page cache's
// tags (ADR 013, worker/edge-cache/page-tags.ts) name the same data the same way. The arrays are exactly
// the ones the pages used before the factories (['catalog', store, 'product', 'sku', sku], …): keys are
// part of the dehydrated state the browser hydrates from, so their shape is kept.
//   catalog  ['catalog', store, <kind>, …]   catalogue searches (contract §2), one kind per use
//   cms      ['cms', store, 'page' | 'block', identifier]   cms-data extension (contract §1.1 X1)
//   url-map  ['url-map', store, path]        url dispatcher (contract §1.6, spec §2)
//   stock    ['stock', store, 'check' | 'list', …]   stock (contract §1.1 S1, S2)
//   cart     ['cart', cartId, 'items']        server cart pull (contract §1.1 C2); never rendered on the server
//   stockists ['stockists', store]           store locator points (spec §7 legacy GET /stockists/ajax/stores)
import type { StoreCode } from '#shared/config/store-views.ts';
import type { AppliedFilter, AppliedSort, AvailableFilter } from '#shared/contract/catalog-search.ts';
import type { EntityType } from '#shared/contract/entities.ts';

/** First element of every key: which API family the data comes from. */
export const KEY_ROOT = {
  catalog: 'catalog',
  cms: 'cms',
  urlMap: 'url-map',
  stock: 'stock',
  cart: 'cart',
  stockists: 'stockists',
} as const;
export type KeyRoot = (typeof KEY_ROOT)[keyof typeof KEY_ROOT];

/** Third element of a catalogue key: what the search is for. */
export const CATALOG_KEY_KIND = {
  menu: 'menu',
  product: 'product',
  productParent: 'product-parent',
  reviews: 'reviews',
  related: 'related',
  category: 'category',
  categoryProducts: 'category-products',
  listingFacets: 'listing-facets',
  filterAttributes: 'filter-attributes',
  categoryAncestors: 'category-ancestors',
  home: 'home',
  brand: 'brand',
  brandProducts: 'brand-products',
  search: 'search',
} as const;
export type CatalogKeyKind = (typeof CATALOG_KEY_KIND)[keyof typeof CATALOG_KEY_KIND];

const CATALOG_KINDS: ReadonlySet<unknown> = new Set(Object.values(CATALOG_KEY_KIND));

/** The home page's product lists (spec §3 home data, §7: new collection and bestsellers). */
export type HomeList = 'new' | 'bestsellers';

/** A category found by one equality field (spec §2: path, url key, slug or id). */
export interface CategoryKeyLookup {
  field: string;
  value: string | number;
}

/**
 * What a generic catalogue search asks, as it goes into its key (client/lib/api/search-catalog.ts):
 * everything that changes the answer. Arrays keep their order (filter and sort order are meaningful).
 */
export interface CatalogSearchKeyParams {
  filters?: readonly AppliedFilter[];
  sort?: readonly AppliedSort[];
  aggregations?: readonly AvailableFilter[];
  searchText?: string;
  from?: number;
  size?: number;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
}

/** Catalogue keys: `['catalog', store, kind, …]`. */
export const catalogKeys = {
  /** Everything of the catalogue of one store view (for invalidation). */
  all: (store: StoreCode) => [KEY_ROOT.catalog, store] as const,
  /** Top-level menu categories (client/app/menu.ts). */
  menu: (store: StoreCode) => [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.menu] as const,
  /** A product by sku (spec §7: search of size 1 with an equality filter). */
  productBySku: (store: StoreCode, sku: string) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.product, 'sku', sku] as const,
  /** The configurable parent of a child sku (spec §2 child → parent redirect). */
  productParentByChildSku: (store: StoreCode, childSku: string) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.productParent, 'child-sku', childSku] as const,
  /** Approved reviews of a product (contract §2.4c). */
  reviews: (store: StoreCode, productId: number) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.reviews, productId] as const,
  /** Related products of a product page (issue 11): same category and gender, in stock, by the product's id. */
  related: (store: StoreCode, productId: number) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.related, productId] as const,
  /** One category by a lookup field; the value as a string, so `id: 12` and `id: '12'` are one entry. */
  category: (store: StoreCode, lookup: CategoryKeyLookup) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.category, lookup.field, String(lookup.value)] as const,
  /** Product tiles of a category and its descendants (ids comma-joined, in the given order). */
  categoryProducts: (store: StoreCode, categoryIds: readonly number[]) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.categoryProducts, categoryIds.join(',')] as const,
  /**
   * The pages of a listing (issue 10): its scope (a category's ids comma-joined, `q:<term>` for search results)
   * and its state, the canonical query string of shared/domain/listing-query.ts (filters, sort, first page).
   */
  listing: (store: StoreCode, scope: string, state: string) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.categoryProducts, scope, state] as const,
  /** The filters panel's counts of a listing: scope and the chosen filters (no sort, no page). */
  listingFacets: (store: StoreCode, scope: string, filters: string) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.listingFacets, scope, filters] as const,
  /** Labels and options of the default filters (spec §9; the `attribute` entity). */
  filterAttributes: (store: StoreCode) => [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.filterAttributes] as const,
  /** The breadcrumb trail's categories. */
  categoryAncestors: (store: StoreCode, ids: readonly number[]) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.categoryAncestors, ids.join(',')] as const,
  /** A home page list (spec §7). */
  homeList: (store: StoreCode, list: HomeList) => [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.home, list] as const,
  /** A brand landing page's brand document (spec §2). */
  brand: (store: StoreCode, slug: string) => [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.brand, slug] as const,
  /** Tiles of listed skus (brand favourites and collection). */
  brandProducts: (store: StoreCode, skus: readonly string[]) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.brandProducts, skus.join(',')] as const,
  /** Every search of one entity type (for invalidation). */
  searches: (store: StoreCode, entity: EntityType) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.search, entity] as const,
  /** A generic catalogue search (client/lib/api/search-catalog.ts): the key holds every parameter. */
  search: (store: StoreCode, entity: EntityType, params: CatalogSearchKeyParams) =>
    [KEY_ROOT.catalog, store, CATALOG_KEY_KIND.search, entity, searchKeyParams(params)] as const,
};

/** The parameters as a plain object without absent members, so equal searches hash equally. */
function searchKeyParams(params: CatalogSearchKeyParams): CatalogSearchKeyParams {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) out[key] = value;
  return out as CatalogSearchKeyParams;
}

/** CMS keys: `['cms', store, 'page' | 'block', identifier]`. */
export const cmsKeys = {
  all: (store: StoreCode) => [KEY_ROOT.cms, store] as const,
  page: (store: StoreCode, identifier: string) => [KEY_ROOT.cms, store, 'page', identifier] as const,
  block: (store: StoreCode, identifier: string) => [KEY_ROOT.cms, store, 'block', identifier] as const,
};

/** Url map keys: `['url-map', store, path]` (path without slashes around, no store prefix). */
export const urlMapKeys = {
  all: (store: StoreCode) => [KEY_ROOT.urlMap, store] as const,
  path: (store: StoreCode, path: string) => [KEY_ROOT.urlMap, store, path] as const,
};

/** Store locator keys: `['stockists', store]` (the whole list of a store view, spec §7 `?all=true`). */
export const stockistKeys = {
  all: (store: StoreCode) => [KEY_ROOT.stockists, store] as const,
};

/** Stock keys: `['stock', store, 'check', sku]`, `['stock', store, 'list', 'a,b,c']`. */
export const stockKeys = {
  all: (store: StoreCode) => [KEY_ROOT.stock, store] as const,
  check: (store: StoreCode, sku: string) => [KEY_ROOT.stock, store, 'check', sku] as const,
  list: (store: StoreCode, skus: readonly string[]) => [KEY_ROOT.stock, store, 'list', skus.join(',')] as const,
};

/** Server cart keys: `['cart', cartId, 'items']`. A cart is personal: never in server-rendered state. */
export const cartKeys = {
  all: () => [KEY_ROOT.cart] as const,
  cart: (cartId: string) => [KEY_ROOT.cart, cartId] as const,
  items: (cartId: string) => [KEY_ROOT.cart, cartId, 'items'] as const,
};

/** Mutation keys of the cart writes (contract C1, C3, C4), for useMutationState / useIsMutating. */
export const cartMutationKeys = {
  all: () => [KEY_ROOT.cart, 'mutation'] as const,
  create: () => [KEY_ROOT.cart, 'mutation', 'create'] as const,
  update: () => [KEY_ROOT.cart, 'mutation', 'update'] as const,
  delete: () => [KEY_ROOT.cart, 'mutation', 'delete'] as const,
};

/** The family of a key (its first element), or undefined for a key no factory made. */
export function keyRoot(queryKey: readonly unknown[]): KeyRoot | undefined {
  const root = queryKey[0];
  return (Object.values(KEY_ROOT) as readonly unknown[]).includes(root) ? (root as KeyRoot) : undefined;
}

/** The kind of a catalogue key (`catalogKeys.*`), or undefined for any other key. */
export function catalogKeyKind(queryKey: readonly unknown[]): CatalogKeyKind | undefined {
  if (queryKey[0] !== KEY_ROOT.catalog) return undefined;
  const kind = queryKey[2];
  return CATALOG_KINDS.has(kind) ? (kind as CatalogKeyKind) : undefined;
}

/** The entity type of a `catalogKeys.search` key, or undefined for any other key. */
export function catalogSearchKeyEntity(queryKey: readonly unknown[]): EntityType | undefined {
  return catalogKeyKind(queryKey) === CATALOG_KEY_KIND.search && typeof queryKey[3] === 'string'
    ? (queryKey[3] as EntityType)
    : undefined;
}

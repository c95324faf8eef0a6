// Input limits of the edge and the platform (ADR 016): one place, so the ADR, the schemas, the
// middleware and the tests cite the same numbers. Each number is the smallest round value that still
// serves every request this storefront and an unmodified Vue Storefront 1 client send (the fixtures in
// ../shared/fixtures), with room to spare; past it the answer is a 400/413 envelope, never work.

/** The most one cart line may hold (Magento's default max_sale_qty, contract §1.3 stock item; spec §5 quantity limit). */
export const MAX_LINE_QTY = 10_000;

/** Largest JSON request body on /api/* and the legacy JSON paths (413 above it, checked before parsing). */
export const MAX_API_BODY_BYTES = 64 * 1024;

/**
 * `_source_include` / `_source_exclude` (and the `…s` spellings) and url/map `includeFields` /
 * `excludeFields`: VSF1 sends at most 39 patterns of at most 60 characters (product list includes).
 */
export const SOURCE_PATTERN_LIMITS = {
  maxPatterns: 100,
  maxPatternLength: 200,
} as const;

/** Tags one purge may name (`/api/invalidate`): a product save touches its own tag and a few categories. */
export const MAX_PURGE_TAGS = 100;

/**
 * Tag rows one cache entry writes at most (ADR 059). A listing of 100 products and their categories fits; beyond
 * it a kind is collapsed to its wildcard (`P*`), which every purge of that kind also reaches.
 */
export const MAX_TAGS_PER_ENTRY = 120;
/** Tag rows the edge cache's index holds at most by default (EDGE_CACHE_TAG_ROWS): about 2 MB of D1 at ~100 bytes a row. */
export const DEFAULT_TAG_ROWS = 20_000;

/**
 * Product searches: the largest page (a full product document is ~9-12 KB, so 500 is ~6 MB). VSF1 asks 50
 * (listings), 8 (home lists), one per sku looked up, and at most its cart's line count when it syncs a
 * cart; this storefront at most 50. Categories keep 4000 (spec §9 category load size), other entity
 * lists 1500. A product search without a size gets the spec §9 default page size (50), not 1500.
 */
export const MAX_PRODUCT_PAGE_SIZE = 500;

/** Longest page path the url dispatcher looks up (contract §1.6: url/map accepts 2000 characters). */
export const MAX_PAGE_PATH_LENGTH = 2_000;

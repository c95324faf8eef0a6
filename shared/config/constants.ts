// Business constants of spec §9 (with the rouble scaling of supplement §3).

export const CATALOG = {
  /** Default page size and start (spec §9). */
  defaultPageSize: 50,
  defaultStart: 0,
  /**
   * Most values one filter (`in`, `nin`, …) may list (spec §9: max filter query size). Not a page-size
   * limit: the largest page is the category load size (4000).
   */
  maxQuerySize: 999,
  /** Category load size, sorted by position ascending (spec §9). */
  categoryLoadSize: 4000,
  attributeListSize: 150,
  filterAggregationSize: 50,
  /** Root category id: category lookups by id are accepted only at or above it (spec §2). */
  rootCategoryId: 2,
  /** Home lists: new collection and bestsellers, 8 products each (spec §7, §9). */
  homeListSize: 8,
} as const;

/** Entity list sizes of spec §7/§9. */
export const ENTITY_DEFAULT_SIZE: Readonly<Record<string, number>> = {
  cms_block: 150,
  brand: 50,
  category: 4000,
  attribute: 150,
};
export const ENTITY_FALLBACK_SIZE = 1500;

/** Price buckets for the price aggregation, in roubles (supplement §3). */
export const PRICE_BUCKETS: ReadonlyArray<{ from: number; to?: number }> = [
  { from: 0, to: 5000 },
  { from: 5000, to: 10000 },
  { from: 10000, to: 15000 },
  { from: 15000 },
];

/** Thumbnail sizes of spec §9 (cart 104, product 502, gallery 2000). */
export const THUMBNAIL_SIZES = {
  cart: { width: 104, height: 104 },
  product: { width: 502, height: 502 },
  gallery: { width: 2000, height: 2000 },
} as const;

/** Filters offered on category pages (spec §9), price last. */
export const DEFAULT_FILTERS = [
  'style',
  'brand',
  'size',
  'color',
  'material',
  'season',
  'gender',
  'age',
  'price',
] as const;

/** Spec §9 timeouts: 5000 ms for an API call from the browser (1000 ms server side: API_TIMEOUT_MS). */
export const CLIENT_API_TIMEOUT_MS = 5_000;

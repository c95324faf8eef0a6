// Spec §9 "Prefetch count for configurable children stock is 8" (VSF1's configurableChildrenStockPrefetchStatic;
// issue 15, ADR 044): how many of a listing's first products are prefetched. Its own module so the listing's
// first-load code carries this number only; the rules are ./prefetch-plan.ts, loaded after the load event.
export const PREFETCH_PRODUCT_COUNT = 8;

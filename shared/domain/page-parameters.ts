// The query parameters pages read besides the listing's state (listing-query.ts, which the page cache keys in its
// canonical form): the search term, a product's chosen child and the store locator's city. The page cache keys a
// page on these only (ADR 059), so any other parameter, a random one or a marketing tag, is a HIT of the same
// page instead of a new render and a new entry. A page that reads a new parameter must name it here, or every
// value of it gets the first one's page.

/** `/search?q=…` */
export const SEARCH_TERM_PARAMETER = 'q';
/** `…/product.html?childSku=…`: the configurable child shown. */
export const CHILD_SKU_PARAMETER = 'childSku';
/** `/store-locator?city=…` */
export const STORE_CITY_PARAMETER = 'city';

/** The parameters besides the listing's, keyed as they come. */
export const OWN_PAGE_PARAMETERS: readonly string[] = [
  SEARCH_TERM_PARAMETER,
  CHILD_SKU_PARAMETER,
  STORE_CITY_PARAMETER,
];

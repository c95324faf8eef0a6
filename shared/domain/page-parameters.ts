// The query parameters pages read: the listing's state (listing-query.ts), the search term, a product's chosen
// child and the store locator's city. The page cache keys a page on these only (ADR 059). Any other parameter,
// a random one or a marketing tag, is then a HIT of the same page instead of a new render and a new entry. A
// page that reads a new parameter names it here first; the key test (tests/worker/pages/page-cache) fails
// otherwise.
import { LISTING_QUERY_PARAMETERS } from './listing-query';

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

/** Every parameter a page reads. */
export const PAGE_PARAMETERS: readonly string[] = [...LISTING_QUERY_PARAMETERS, ...OWN_PAGE_PARAMETERS];

// In-memory listing index for product searches (ADR 009): columnar per-isolate copy of the hot facet
// attributes, kept current by the catalogue version of migrations/0004; D1 stays the source of truth.
export { searchWithListingIndex } from './search-listing-index';
export { listingIndexFor, forgetListingIndexes } from './index-cache';
export { INDEXED_ATTRIBUTES } from './indexed-attributes';
export type { ListingIndex } from './build-index';

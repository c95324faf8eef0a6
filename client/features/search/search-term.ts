// The search term and the paging of search results (issue 10 "Search panel"; spec §5 "Search: term must
// be at least 3 characters", spec §4 "Product list paging", spec §9 "Minimum term length is 3"). Pure: no
// React, no DOM, so the panel, the /search page and the unit tests share one rule.
import type { StoreCode } from '#shared/config/store-views.ts';
import { SEARCH_TERM_PARAMETER } from '#shared/domain/page-parameters.ts';
import { localizedPath } from '#shared/domain/urls.ts';

/** Spec §5 / §9: shorter terms send no request and show a hint instead. */
export const MIN_SEARCH_TERM_LENGTH = 3;
/**
 * The platform reads only the first 200 characters of `_searchText` (worker/platform text search); a longer
 * term would only make a longer url and a bigger edge-cache key for the same answer.
 */
export const MAX_SEARCH_TERM_LENGTH = 200;
/** Typing pauses this long before the panel asks (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The term as it is searched and put in urls: outer spaces trimmed, inner runs of white space as one space,
 * at most MAX_SEARCH_TERM_LENGTH characters (whole code points: a cut never splits an emoji or a surrogate
 * pair into an invalid url). Anything not a string (a missing `?q=`) is the empty term.
 */
export function normalizeSearchTerm(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const collapsed = raw.replace(/\s+/gu, ' ').trim();
  const chars = [...collapsed];
  return chars.length > MAX_SEARCH_TERM_LENGTH ? chars.slice(0, MAX_SEARCH_TERM_LENGTH).join('').trimEnd() : collapsed;
}

/** Spec §5: a (normalized) term of at least 3 characters is searched; counted in code points, as a shopper counts. */
export function isSearchableTerm(term: string): boolean {
  return [...term].length >= MIN_SEARCH_TERM_LENGTH;
}

/**
 * Spec §4 product list paging: more is loaded only while the next start is below the total and the total is
 * at least the page size (a result smaller than one page is complete).
 */
export function hasMoreResults({ nextStart, total, pageSize }: { nextStart: number; total: number; pageSize: number }) {
  return nextStart < total && total >= pageSize;
}

/** The results page of a term in a store view: `/search?q=…`, `/en/search?q=…&page=2` (page 1 left out). */
export function searchPagePath(storeCode: StoreCode, term: string, page = 1): string {
  const params = new URLSearchParams();
  if (term !== '') params.set(SEARCH_TERM_PARAMETER, term);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${localizedPath('/search', storeCode)}${query ? `?${query}` : ''}`;
}

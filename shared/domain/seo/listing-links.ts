// The head links of a product listing's url (issue 10; ADR 011 canonical urls): a filtered or sorted state is for
// shoppers — `noindex,follow`, canonical to the plain listing — while a plain `?page=N` is a page of its own,
// canonical to itself and linked to its neighbours with rel=prev/next, so crawlers reach every product through
// plain links. Pure.
import type { StoreCode } from '#shared/config/store-views.ts';
import { CATALOG } from '#shared/config/constants.ts';
import {
  EMPTY_LISTING_QUERY,
  isFiltered,
  listingQueryString,
  DEFAULT_SORT,
  type ListingQuery,
} from '#shared/domain/listing-query.ts';
import { storeViewLinks, type StoreViewLinks } from './links';

export interface ListingLinks extends StoreViewLinks {
  prevPath?: string;
  nextPath?: string;
}

/** Whether crawlers should index this state: only the plain listing and its pages. */
export function isIndexableListing(query: ListingQuery): boolean {
  return !isFiltered(query) && query.sort === DEFAULT_SORT;
}

/** `noindex,follow` for a filtered or sorted state, nothing otherwise. */
export function listingRobots(query: ListingQuery): { robots?: string } {
  return isIndexableListing(query) ? {} : { robots: 'noindex,follow' };
}

/** Number of pages of 50 (spec §9) for a total. */
export function listingPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / CATALOG.defaultPageSize));
}

/**
 * Links of a listing whose plain path in the default view is `unprefixedPath` (e.g. `/zhenshchinam`), rendered
 * in `storeCode`, in state `query`, with `total` products.
 */
export function listingLinks(
  unprefixedPath: string,
  storeCode: StoreCode,
  query: ListingQuery,
  total: number,
): ListingLinks {
  if (!isIndexableListing(query)) return storeViewLinks(unprefixedPath, storeCode);
  const suffix = (page: number) => listingQueryString({ ...EMPTY_LISTING_QUERY, page });
  const own = storeViewLinks(`${unprefixedPath}${suffix(query.page)}`, storeCode);
  const plain = storeViewLinks(unprefixedPath, storeCode).canonicalPath;
  return {
    ...own,
    ...(query.page > 1 ? { prevPath: `${plain}${suffix(query.page - 1)}` } : {}),
    ...(query.page < listingPageCount(total) ? { nextPath: `${plain}${suffix(query.page + 1)}` } : {}),
  };
}

// The state of a product listing (a category page, search results) in its url (spec §2: "Category filters are
// shown as query parameters"; issue 10): which filter options are chosen, the price bucket, the sort and the
// page. One readable, canonical form, so a shared or reloaded url renders the same page on the server and the
// edge cache keys one entry per state:
//
//   ?color=49,50&size=167&price=5000-10000&sort=price-asc&page=2
//
// - a filter of spec §9 (shared/config/constants.ts DEFAULT_FILTERS) is `code=id,id` with option ids (digits);
//   several options of one filter mean OR, filters with each other AND;
// - `price` is one bucket of supplement §3 (`0-5000`, `5000-10000`, `10000-15000`, `15000-`), as VSF's single
//   price filter;
// - `sort` is `position` (default, left out), `price-asc` or `price-desc` (spec "Sort By");
// - `page` is the 1-based page of 50 (left out for 1).
// A repeated filter parameter joins its values (`color=49&color=50` is `color=49,50`: what the filters form sends
// without JavaScript); for price, sort and page the first value counts. Anything else — unknown parameters,
// malformed values — is ignored, never an error (issue 10: "unknown or malformed filter values are ignored, never
// a 500"). Pure: no React, no DOM.
import { DEFAULT_FILTERS, PRICE_BUCKETS } from '#shared/config/constants.ts';
import type { AppliedFilter, AppliedSort } from '#shared/contract/catalog-search.ts';

/** The option filters (every default filter but price, which has buckets). */
export type OptionFilterCode = Exclude<(typeof DEFAULT_FILTERS)[number], 'price'>;
export const OPTION_FILTER_CODES = DEFAULT_FILTERS.filter((code): code is OptionFilterCode => code !== 'price');

export const SORT_KEYS = ['position', 'price-asc', 'price-desc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'position';

/** A deep page number is a crawler trap, not a shopper: beyond this the listing is page 1 again. */
export const MAX_LISTING_PAGE = 200;
/** More options of one filter than any attribute has: the rest of a longer list is ignored. */
export const MAX_OPTIONS_PER_FILTER = 50;

export interface PriceBucket {
  from: number;
  to?: number;
}

export interface ListingQuery {
  /** Chosen option ids per filter, ascending; a filter without options is absent. */
  filters: Partial<Record<OptionFilterCode, string[]>>;
  price?: PriceBucket;
  sort: SortKey;
  /** 1-based. */
  page: number;
}

export const EMPTY_LISTING_QUERY: ListingQuery = { filters: {}, sort: DEFAULT_SORT, page: 1 };

const OPTION_ID = /^\d{1,9}$/;

/** `5000-10000`, `15000-` (the url form of a bucket). */
export function priceParam(bucket: PriceBucket): string {
  return `${bucket.from}-${bucket.to ?? ''}`;
}

/** The buckets of supplement §3 by their url form (`5000-10000`). */
export const PRICE_BUCKETS_BY_PARAM: ReadonlyMap<string, PriceBucket> = new Map(
  PRICE_BUCKETS.map((bucket) => [priceParam(bucket), bucket]),
);

function bucketOf(param: string): PriceBucket | undefined {
  return PRICE_BUCKETS_BY_PARAM.get(param);
}

function optionIds(param: string): string[] {
  const ids = new Set(
    param
      .split(',')
      .filter((id) => OPTION_ID.test(id))
      .map((id) => String(Number(id))),
  );
  return [...ids].sort((a, b) => Number(a) - Number(b)).slice(0, MAX_OPTIONS_PER_FILTER);
}

/** The listing state of a url's query: repeated filter parameters join, otherwise the first value counts. */
export function parseListingQuery(search: URLSearchParams): ListingQuery {
  const filters: ListingQuery['filters'] = {};
  for (const code of OPTION_FILTER_CODES) {
    const ids = optionIds(search.getAll(code).join(','));
    if (ids.length > 0) filters[code] = ids;
  }
  const price = bucketOf(search.get('price') ?? '');
  const sortParam = search.get('sort') ?? '';
  const sort = (SORT_KEYS as readonly string[]).includes(sortParam) ? (sortParam as SortKey) : DEFAULT_SORT;
  const pageParam = search.get('page') ?? '';
  const page =
    /^\d{1,4}$/.test(pageParam) && Number(pageParam) >= 1 && Number(pageParam) <= MAX_LISTING_PAGE
      ? Number(pageParam)
      : 1;
  return { filters, ...(price ? { price } : {}), sort, page };
}

/** The canonical query string of a state ('' for the plain listing), parameters in a fixed order. */
export function listingQueryString(query: ListingQuery): string {
  const params: string[] = [];
  for (const code of OPTION_FILTER_CODES) {
    const ids = query.filters[code];
    if (ids && ids.length > 0) params.push(`${code}=${ids.join(',')}`);
  }
  if (query.price) params.push(`price=${priceParam(query.price)}`);
  if (query.sort !== DEFAULT_SORT) params.push(`sort=${query.sort}`);
  if (query.page > 1) params.push(`page=${query.page}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

/** Whether the state narrows the listing (a filtered url is `noindex,follow` with the plain one canonical). */
export function isFiltered(query: ListingQuery): boolean {
  return query.price !== undefined || Object.values(query.filters).some((ids) => ids.length > 0);
}

/** Chooses or unchooses one option (VSF changeFilterQuery); back to page 1. */
export function toggleFilterOption(query: ListingQuery, code: OptionFilterCode, id: string): ListingQuery {
  const current = query.filters[code] ?? [];
  const next = current.includes(id) ? current.filter((other) => other !== id) : optionIds([...current, id].join(','));
  const filters = { ...query.filters };
  if (next.length > 0) filters[code] = next;
  else delete filters[code];
  return { ...query, filters, page: 1 };
}

/** Chooses a price bucket, or unchooses it when it is the chosen one (VSF single price filter); page 1. */
export function togglePriceBucket(query: ListingQuery, bucket: PriceBucket): ListingQuery {
  const same = query.price !== undefined && priceParam(query.price) === priceParam(bucket);
  const { price: _dropped, ...rest } = query;
  return same ? { ...rest, page: 1 } : { ...rest, price: bucket, page: 1 };
}

export function withSort(query: ListingQuery, sort: SortKey): ListingQuery {
  return { ...query, sort, page: 1 };
}

/** No filters and no price; sort kept (issue 10 "clear all"). */
export function clearFilters(query: ListingQuery): ListingQuery {
  const { price: _dropped, ...rest } = query;
  return { ...rest, filters: {}, page: 1 };
}

/**
 * The SearchQuery filters of the chosen options and price (contract §2.4): options in `catalog` scope (a
 * configurable matches through its children's `{code}_options`), price as a range on `price` (the platform
 * reads final_price); from 0 sends only `lte`, the last bucket only `gte` (contract §5.11).
 */
export function listingFilters(query: ListingQuery): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  for (const code of OPTION_FILTER_CODES) {
    const ids = query.filters[code];
    if (ids && ids.length > 0) applied.push({ attribute: code, value: { in: ids }, scope: 'catalog' });
  }
  if (query.price) {
    const range = {
      ...(query.price.from > 0 ? { gte: query.price.from } : {}),
      ...(query.price.to !== undefined ? { lte: query.price.to } : {}),
    };
    applied.push({ attribute: 'price', value: range, scope: 'catalog' });
  }
  return applied;
}

/** The SearchQuery sort of a key; `position` is the caller's (a category's position, search relevance). */
export function listingSort(sort: SortKey): AppliedSort[] {
  if (sort === 'price-asc') return [{ field: 'final_price', options: 'asc' }];
  if (sort === 'price-desc') return [{ field: 'final_price', options: 'desc' }];
  return [];
}

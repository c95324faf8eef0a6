// The listing state in the url (shared/domain/listing-query.ts; spec §2 "Category filters are shown as query
// parameters", contract §5.11-5.12 vectors of VSF's buildFilterProductsQuery and changeFilterQuery).
import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  EMPTY_LISTING_QUERY,
  isFiltered,
  listingFilters,
  listingQueryString,
  listingSort,
  MAX_LISTING_PAGE,
  parseListingQuery,
  toggleFilterOption,
  togglePriceBucket,
  withSort,
} from '#shared/domain/listing-query.ts';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('parseListingQuery', () => {
  it('reads filters, price bucket, sort and page', () => {
    expect(parse('color=50,49&size=167&price=5000-10000&sort=price-asc&page=2')).toEqual({
      filters: { color: ['49', '50'], size: ['167'] },
      price: { from: 5000, to: 10000 },
      sort: 'price-asc',
      page: 2,
    });
  });

  it('is the plain listing for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_LISTING_QUERY);
  });

  it('ignores what it does not know, never throws', () => {
    expect(parse('colour=49&color=abc,49,,-1,49&size=1e3&price=1-2&sort=name&page=0&utm_source=x')).toEqual({
      filters: { color: ['49'] },
      sort: 'position',
      page: 1,
    });
    expect(parse(`page=${MAX_LISTING_PAGE + 1}`).page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('color=%3Cscript%3E').filters).toEqual({});
  });

  it('joins a repeated filter parameter (the form without JavaScript) and reads the open last bucket', () => {
    expect(parse('color=50&color=49&price=15000-')).toEqual({
      filters: { color: ['49', '50'] },
      price: { from: 15000 },
      sort: 'position',
      page: 1,
    });
  });

  it('reads the first value of a repeated sort, price or page', () => {
    expect(parse('sort=price-desc&sort=price-asc&page=3&page=2&price=0-5000&price=15000-')).toEqual({
      filters: {},
      price: { from: 0, to: 5000 },
      sort: 'price-desc',
      page: 3,
    });
  });

  it('writes ids without leading zeros, so two spellings are one state', () => {
    expect(listingQueryString(parse('color=049,50'))).toBe('?color=49,50');
  });
});

describe('listingQueryString', () => {
  it('is canonical: spec §9 filter order, ascending ids, defaults left out', () => {
    const query = parse('page=3&sort=price-desc&price=0-5000&size=168,167&color=49');
    expect(listingQueryString(query)).toBe('?size=167,168&color=49&price=0-5000&sort=price-desc&page=3');
    expect(listingQueryString(EMPTY_LISTING_QUERY)).toBe('');
  });

  it('round-trips', () => {
    const url = '?brand=12&size=167,168&color=49&season=3&price=10000-15000&sort=price-asc&page=2';
    expect(listingQueryString(parse(url.slice(1)))).toBe(url);
  });
});

describe('changing the state (VSF changeFilterQuery)', () => {
  it('adds and removes options of one filter, back to page 1', () => {
    const one = toggleFilterOption({ ...EMPTY_LISTING_QUERY, page: 4 }, 'color', '33');
    expect(one).toEqual({ filters: { color: ['33'] }, sort: 'position', page: 1 });
    const two = toggleFilterOption(one, 'color', '23');
    expect(two.filters).toEqual({ color: ['23', '33'] });
    expect(toggleFilterOption(two, 'color', '33').filters).toEqual({ color: ['23'] });
    expect(toggleFilterOption(toggleFilterOption(two, 'color', '33'), 'color', '23').filters).toEqual({});
  });

  it('chooses one price bucket at a time; the same bucket again unchooses it', () => {
    const cheap = togglePriceBucket(EMPTY_LISTING_QUERY, { from: 0, to: 5000 });
    expect(cheap.price).toEqual({ from: 0, to: 5000 });
    expect(togglePriceBucket(cheap, { from: 5000, to: 10000 }).price).toEqual({ from: 5000, to: 10000 });
    expect(togglePriceBucket(cheap, { from: 0, to: 5000 }).price).toBeUndefined();
  });

  it('sorting and clearing go back to page 1; clearing keeps the sort', () => {
    const query = { ...parse('color=49&price=0-5000&sort=price-desc'), page: 3 };
    expect(withSort(query, 'price-asc')).toMatchObject({ sort: 'price-asc', page: 1 });
    expect(clearFilters(query)).toEqual({ filters: {}, sort: 'price-desc', page: 1 });
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered(clearFilters(query))).toBe(false);
  });
});

describe('listingFilters and listingSort (contract §2.4, §5.11)', () => {
  it('options in catalog scope, one `in` per filter (AND between filters)', () => {
    expect(listingFilters(parse('color=49,50&size=167'))).toEqual([
      { attribute: 'size', value: { in: ['167'] }, scope: 'catalog' },
      { attribute: 'color', value: { in: ['49', '50'] }, scope: 'catalog' },
    ]);
  });

  it('price from 0 sends only lte, the open bucket only gte, the others both', () => {
    expect(listingFilters(parse('price=0-5000'))).toEqual([
      { attribute: 'price', value: { lte: 5000 }, scope: 'catalog' },
    ]);
    expect(listingFilters(parse('price=5000-10000'))).toEqual([
      { attribute: 'price', value: { gte: 5000, lte: 10000 }, scope: 'catalog' },
    ]);
    expect(listingFilters(parse('price=15000-'))).toEqual([
      { attribute: 'price', value: { gte: 15000 }, scope: 'catalog' },
    ]);
  });

  it('sorts by final price; position is the caller’s', () => {
    expect(listingSort('price-asc')).toEqual([{ field: 'final_price', options: 'asc' }]);
    expect(listingSort('price-desc')).toEqual([{ field: 'final_price', options: 'desc' }]);
    expect(listingSort('position')).toEqual([]);
  });
});

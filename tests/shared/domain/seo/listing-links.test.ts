// Head links of a listing state (shared/domain/seo/listing-links.ts; issue 10): filtered or sorted → the plain
// listing is canonical and the page is noindex,follow; a plain ?page=N is canonical to itself with prev/next.
import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '#shared/domain/listing-query.ts';
import { listingLinks, listingPageCount, listingRobots } from '#shared/domain/seo/listing-links.ts';

const state = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('listingLinks', () => {
  it('canonicalises a filtered or sorted state to the plain listing, in the view', () => {
    for (const query of ['color=49', 'price=0-5000&page=2', 'sort=price-asc']) {
      const links = listingLinks('/zhenshchinam', 'en', state(query), 909);
      expect(links.canonicalPath).toBe('/en/zhenshchinam');
      expect(links.prevPath).toBeUndefined();
      expect(links.nextPath).toBeUndefined();
      expect(listingRobots(state(query))).toEqual({ robots: 'noindex,follow' });
    }
  });

  it('gives the plain first page a next link only', () => {
    const links = listingLinks('/zhenshchinam', 'ru', state(''), 120);
    expect(links.canonicalPath).toBe('/zhenshchinam');
    expect(links.prevPath).toBeUndefined();
    expect(links.nextPath).toBe('/zhenshchinam?page=2');
    expect(listingRobots(state(''))).toEqual({});
  });

  it('makes a middle page canonical to itself, with both neighbours and alternates of the same page', () => {
    const links = listingLinks('/zhenshchinam', 'en', state('page=2'), 120);
    expect(links.canonicalPath).toBe('/en/zhenshchinam?page=2');
    expect(links.prevPath).toBe('/en/zhenshchinam');
    expect(links.nextPath).toBe('/en/zhenshchinam?page=3');
    expect(links.alternates).toContainEqual({ hreflang: 'ru', path: '/zhenshchinam?page=2' });
  });

  it('gives the last page a previous link only', () => {
    const links = listingLinks('/c/obuv-12', 'ru', state('page=3'), 120);
    expect(links.prevPath).toBe('/c/obuv-12?page=2');
    expect(links.nextPath).toBeUndefined();
  });

  it('counts pages of 50, at least one', () => {
    expect([0, 1, 50, 51, 909].map(listingPageCount)).toEqual([1, 1, 1, 2, 19]);
  });
});

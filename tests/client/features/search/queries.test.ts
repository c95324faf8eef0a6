// The search queries (client/features/search/queries.ts; issue 10 "Search panel") over a stub transport:
// the exact catalogue search they send (`_searchText`, spec §5 listable filters, tile fields, paging), the
// panel's "Load more" rule (spec §4), and spec §7: failures are logged, a network failure gives an empty
// result flagged offline filled from the device's cache (supplement §4), a server error stays an error.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogKeys } from '#shared/api/query-keys.ts';
import { jsonResponse, searchAnswer, sentSearchQuery, stubApi, tile } from '#tests/client/catalog-stub.ts';
import { inStockFilter, listableProductFilters, PRODUCT_TILE_FIELDS } from '#client/lib/api/search-catalog.ts';
import {
  isNetworkFailure,
  nextPanelStart,
  offlineSearchPage,
  PANEL_PAGE_SIZE,
  searchPanelQuery,
  type SearchPage,
} from '#client/features/search/queries.ts';

const json = jsonResponse;
const answer = searchAnswer;
const stub = stubApi;
const sentRequest = sentSearchQuery;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('searchPanelQuery (the panel)', () => {
  it('asks 18 at a time and appends the next page while spec §4 allows', async () => {
    const all = Array.from({ length: 40 }, (_, i) => tile(i + 1, `Кроссовки ${i + 1}`));
    const { api, sent } = stub((url) => {
      const from = Number(url.searchParams.get('from'));
      return answer(all.slice(from, from + PANEL_PAGE_SIZE), all.length);
    });
    const client = new QueryClient();
    const options = searchPanelQuery(api, client, 'ru', 'кроссовки');
    const first = await client.fetchInfiniteQuery(options);
    expect(first.pages[0]!.items).toHaveLength(PANEL_PAGE_SIZE);
    expect(sent.map((url) => url.searchParams.get('from'))).toEqual(['0']);
    expect(sent[0]!.searchParams.get('size')).toBe(String(PANEL_PAGE_SIZE));
    // Listable (spec §5) and in stock (as every listing, ADR 022), the text, tile fields, relevance order.
    expect(sent[0]!.searchParams.get('_source_include')).toBe(PRODUCT_TILE_FIELDS.join(','));
    expect(sentRequest(sent[0]!)).toEqual({
      _appliedFilters: [...listableProductFilters(), inStockFilter()],
      _availableFilters: [],
      _appliedSort: [],
      _searchText: 'кроссовки',
    });
    // Three pages at once (a fresh cache: the first one's entry is still fresh and would be kept as it is).
    const fresh = new QueryClient();
    const all3 = await fresh.fetchInfiniteQuery({ ...searchPanelQuery(api, fresh, 'ru', 'кроссовки'), pages: 3 });
    expect(all3.pages.flatMap((page) => page.items).map((item) => item.id)).toEqual(all.map((item) => item.id));
    expect(nextPanelStart(all3.pages[2]!)).toBeUndefined();
  });

  it('is keyed by the term: another term is another entry', () => {
    const { api } = stub(() => answer([]));
    const client = new QueryClient();
    const a = searchPanelQuery(api, client, 'ru', 'кроссовки').queryKey;
    const b = searchPanelQuery(api, client, 'ru', 'кроссовкиж').queryKey;
    expect(a).not.toEqual(b);
    expect(a.at(-1)).toBe('infinite');
  });

  it('offline: logs the failure and answers from the cached products, flagged offline (spec §7, supplement §4)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = stub(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = new QueryClient();
    client.setQueryData(catalogKeys.homeList('ru', 'new'), {
      items: [tile(1, 'Кроссовки женские беговые'), tile(2, 'Платье летнее')],
      total: 2,
    });
    const data = await client.fetchInfiniteQuery(searchPanelQuery(api, client, 'ru', 'rhjccjdrb'));
    const page = data.pages[0]!;
    expect(page.offline).toBe(true);
    expect(page.items.map((item) => item.id)).toEqual([1]);
    expect(warn).toHaveBeenCalled();
    // Nothing more to load offline, and the answer is asked again as soon as the term is.
    expect(nextPanelStart(page)).toBeUndefined();
    const options = searchPanelQuery(api, client, 'ru', 'rhjccjdrb');
    const query = client.getQueryCache().find({ queryKey: options.queryKey });
    const staleTime = options.staleTime as unknown as (entry: unknown) => number;
    expect(staleTime(query)).toBe(0);
  });

  it('offline with nothing cached: an empty result flagged offline, never a hang', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('navigator', { onLine: false });
    const { api } = stub(() => {
      throw new Error('any failure while the browser is offline');
    });
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery(searchPanelQuery(api, client, 'ru', 'кроссовки'));
    expect(data.pages[0]).toMatchObject({ items: [], total: 0, offline: true });
  });

  it('a server error stays an error (logged), not an offline answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = stub(() => json({ code: 500, result: 'boom' }, 500));
    const client = new QueryClient();
    await expect(client.fetchInfiniteQuery(searchPanelQuery(api, client, 'ru', 'кроссовки'))).rejects.toThrow(/500/);
    expect(warn).toHaveBeenCalled();
  });
});

describe('nextPanelStart (spec §4: more only while start < total and total ≥ page size)', () => {
  const page = (start: number, count: number, total: number): SearchPage => ({
    items: Array.from({ length: count }, (_, i) => tile(start + i + 1, 'x')),
    total,
    totalRelation: 'eq',
    start,
    perPage: PANEL_PAGE_SIZE,
    aggregations: {},
  });

  it('continues after a full page of a longer result', () => {
    expect(nextPanelStart(page(0, 18, 40))).toBe(18);
    expect(nextPanelStart(page(18, 18, 40))).toBe(36);
  });

  it('stops at the end, on a result under one page, on an empty page and offline', () => {
    expect(nextPanelStart(page(36, 4, 40))).toBeUndefined();
    expect(nextPanelStart(page(0, 17, 17))).toBeUndefined();
    expect(nextPanelStart(page(18, 0, 40))).toBeUndefined();
    expect(nextPanelStart(offlineSearchPage([tile(1, 'x')], 0))).toBeUndefined();
  });
});

describe('isNetworkFailure', () => {
  it('knows the browsers’ fetch failures and the 5 s timeout', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('signal timed out'), { name: 'TimeoutError' }))).toBe(true);
  });

  it('does not take a bug or a server answer for one', () => {
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'hits')"))).toBe(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
  });
});

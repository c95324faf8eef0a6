// The search panel's product query (issue 10 "Search panel"): the catalogue search endpoint (contract §2.3
// `_searchText`, client/lib/api/search-catalog.ts) with the spec §5 listable filters, in stock only (as every
// listing, ADR 022), tile fields, sorted by relevance (no `_appliedSort`). The panel appends pages ("Load more",
// spec §4 paging) with an infinite query keyed by the term, so an answer for an older term lands under its own
// key and can never show under a newer one. (The /search page is a listing: client/features/listing.) Spec §7: search failures are logged, and offline a search returns
// an empty result flagged offline — which supplement §4 fills with what the device has cached
// (./offline-search.ts, loaded only then).
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import {
  inStockFilter,
  listableProductFilters,
  searchCatalog,
  type CatalogSearchParams,
  type SearchResult,
} from '#client/lib/api/search-catalog.ts';
import { TILE_FIELDS, type TileProduct } from '#client/components/product-tile.tsx';
import { isOffline } from '#client/lib/dom.ts';
import { hasMoreResults } from './search-term';

/**
 * Results per "Load more" in the panel: the original's search panel asked 18 at a time (VSF SearchPanel
 * `size: 18`), a few rows of tiles a shopper scans while typing.
 */
export const PANEL_PAGE_SIZE = 18;
/** Data the browser keeps fresh (client/app/query-client.ts); an offline answer is stale at once. */
const FRESH_MS = 60_000;

/** One page of results; `offline` when it came from the device's cache because the network failed. */
export type SearchPage = SearchResult<TileProduct> & { offline?: boolean };

/** The catalogue search of a term: listable products (spec §5), tile fields only, relevance order. */
export function searchProductsParams(
  storeCode: StoreCode,
  term: string,
  paging: { from?: number; size: number },
): CatalogSearchParams {
  return {
    store: storeCode,
    entity: 'product',
    filters: [...listableProductFilters(), inStockFilter()],
    searchText: term,
    ...(paging.from !== undefined ? { from: paging.from } : {}),
    size: paging.size,
    includeFields: TILE_FIELDS,
  };
}

/**
 * True when a fetch failed for want of a network (the browser is offline, the request failed or timed
 * out: spec §9's 5000 ms) rather than because the server answered with an error. A plain TypeError of a
 * bug is not mistaken for one: only the browsers' fetch failure messages count.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  if (isOffline()) return true;
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'TimeoutError' || name === 'NetworkError') return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(String(message));
}

/** Spec §7: the empty result flagged offline (items: what the device had cached, if anything). */
export function offlineSearchPage(items: TileProduct[], start: number): SearchPage {
  return {
    items,
    total: items.length,
    totalRelation: 'eq',
    start,
    perPage: PANEL_PAGE_SIZE,
    aggregations: {},
    offline: true,
  };
}

/** Where the next "Load more" starts, or undefined when the result is complete (spec §4 paging). */
export function nextPanelStart(lastPage: SearchPage): number | undefined {
  if (lastPage.offline || lastPage.items.length === 0) return undefined;
  const nextStart = lastPage.start + PANEL_PAGE_SIZE;
  return hasMoreResults({ nextStart, total: lastPage.total, pageSize: PANEL_PAGE_SIZE }) ? nextStart : undefined;
}

/**
 * What the device has cached for the term (./offline-search.ts, loaded only now). Its chunk comes from the
 * service worker's precache; without one (offline before it installed) the answer is the plain empty
 * result flagged offline of spec §7.
 */
async function cachedMatches(queryClient: QueryClient, storeCode: StoreCode, term: string): Promise<TileProduct[]> {
  try {
    const { searchCachedProducts } = await import('./offline-search');
    return searchCachedProducts(queryClient, storeCode, term);
  } catch (error) {
    console.warn('[search] the offline search could not be loaded', error);
    return [];
  }
}

/** The panel's results of a term, page after page ("Load more"); offline, the device's cached products. */
export function searchPanelQuery(api: ApiClient, queryClient: QueryClient, storeCode: StoreCode, term: string) {
  const {
    store: _store,
    entity: _entity,
    ...keyParams
  } = searchProductsParams(storeCode, term, {
    size: PANEL_PAGE_SIZE,
  });
  return infiniteQueryOptions({
    // The generic search key of every parameter but `from`, marked apart: an infinite query's data
    // ({pages, pageParams}) must not share a key with the page's plain results.
    queryKey: [...catalogKeys.search(storeCode, 'product', keyParams), 'infinite'] as const,
    initialPageParam: 0,
    getNextPageParam: nextPanelStart,
    queryFn: async ({ pageParam, signal }): Promise<SearchPage> => {
      const params = searchProductsParams(storeCode, term, { from: pageParam, size: PANEL_PAGE_SIZE });
      try {
        return await searchCatalog<TileProduct>(api, params, { signal });
      } catch (error) {
        // A newer term or a closed panel cancelled it: not a failure.
        if (signal.aborted) throw error;
        // Spec §7: search failures are logged.
        console.warn('[search] the catalogue search failed', error);
        if (!isNetworkFailure(error)) throw error;
        if (pageParam > 0) return offlineSearchPage([], pageParam);
        return offlineSearchPage(await cachedMatches(queryClient, storeCode, term), 0);
      }
    },
    // An offline answer is asked again as soon as the term is (or the network returns: refetchOnReconnect).
    staleTime: (query) => (query.state.data?.pages.some((page) => page.offline) ? 0 : FRESH_MS),
  });
}

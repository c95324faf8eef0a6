// The listing's prefetch, loaded lazily after the page's load event (issue 15 "Offline browsing", ADR 044;
// ./components/listing-prefetch.tsx schedules it): for the first 8 listed products (spec §9), the page data a
// click needs (the app's page prefetch runs the product url's loader into the query cache) and the stock of their
// configurable children (`GET /api/stock/list`, 15 skus a request, spec §9). The service worker keeps the
// catalogue's answers (client/sw/service-worker.ts), so the prefetched products also open offline later.
// A failure is silent: a guess that did not work costs nothing more (console.debug only, never a notification).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { catalogKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { STOCK_LIST_CHUNK, stockListQueryOptions } from '#client/lib/api/stock-list.ts';
import { browserIdle } from '#client/lib/idle.ts';
import type { PrefetchPage } from '#client/lib/page-prefetch.tsx';
import {
  configurableChildSkus,
  PREFETCH_PRODUCT_COUNT,
  prefetchAllowed,
  productsToPrefetch,
  skuChunks,
  type ChildrenSource,
} from './prefetch-plan';

/** The key of the stock step in a page view's done set (products are keyed by sku). */
const STOCK_DONE = 'stock:';

export interface ListingPrefetchInput<P extends { sku: string }> {
  listed: readonly P[];
  hrefOf: (product: P) => string;
  prefetchPage: PrefetchPage;
  queryClient: QueryClient;
  api: ApiClient;
  storeCode: StoreCode;
  /** What this page view prefetched already (each product once per page view). */
  done: Set<string>;
  /** True once the page view ended (the listing unmounted or the url changed). */
  cancelled: () => boolean;
}

/** What the prefetch reads of the browser (the worker type-checks this file without the DOM library). */
interface BrowserLike {
  navigator: { onLine: boolean; connection?: { saveData?: boolean; effectiveType?: string } };
  document: { visibilityState: string };
}

/** Between two products: idle, or at the latest after this (a busy page still prefetches); Safari: the next task. */
const BETWEEN_PRODUCTS = { timeoutMs: 1_000, fallbackDelayMs: 0 };

/** The browser's say, read now (the Network Information API where it exists). */
export function browserAllowsPrefetch(): boolean {
  const { navigator, document } = globalThis as unknown as BrowserLike;
  return prefetchAllowed({
    online: navigator.onLine,
    visibility: document.visibilityState,
    saveData: navigator.connection?.saveData,
    effectiveType: navigator.connection?.effectiveType,
  });
}

function debug(what: string, error: unknown): void {
  console.debug(`[prefetch] ${what} failed`, error);
}

export async function prefetchListing<P extends { sku: string }>(input: ListingPrefetchInput<P>): Promise<void> {
  const { listed, queryClient, api, storeCode, done, cancelled } = input;
  if (cancelled() || !browserAllowsPrefetch()) return;
  const productKey = (sku: string) => catalogKeys.productBySku(storeCode, sku);
  const todo = productsToPrefetch(listed, (sku) => queryClient.getQueryData(productKey(sku)) !== undefined, done);
  for (const product of todo) done.add(product.sku);
  // One product at a time, each when the browser is idle (issue 10: TBT): eight at once made their answers land
  // together, and reading them (JSON, the query cache, the next requests) one long task on a phone.
  for (const product of todo) {
    await browserIdle(BETWEEN_PRODUCTS);
    if (cancelled()) return;
    await input.prefetchPage(input.hrefOf(product)).catch((error: unknown) => debug(product.sku, error));
  }
  if (cancelled() || done.has(STOCK_DONE) || !browserAllowsPrefetch()) return;
  done.add(STOCK_DONE);
  // The children come from the product documents the page data put in the cache (tiles carry no children).
  const documents = listed
    .slice(0, PREFETCH_PRODUCT_COUNT)
    .map((product) => queryClient.getQueryData<ChildrenSource | null>(productKey(product.sku)));
  await Promise.all(
    skuChunks(configurableChildSkus(documents), STOCK_LIST_CHUNK).map((skus) =>
      queryClient
        .prefetchQuery(stockListQueryOptions(api, storeCode, skus))
        .catch((error: unknown) => debug('stock', error)),
    ),
  );
}

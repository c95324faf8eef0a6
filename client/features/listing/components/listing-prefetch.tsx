// Schedules the listing's prefetch (issue 15 "Offline browsing", ADR 044): once the page has hydrated (effects run
// after hydration), after the load event (the largest paint and the page's own requests go first) and when the
// browser is idle, it loads ../prefetch.browser.ts — its own chunk, not in any page's first-load JS — which fetches
// what opening the first 8 products needs (spec §9). Renders nothing. Only listings render it (category, brand,
// search results), never the product page or the search panel.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { TileProduct } from '#client/components/product-tile.tsx';
import { onIdle } from '#client/lib/idle.ts';
import { usePagePrefetch } from '#client/lib/page-prefetch.tsx';
import { useApi, useStoreCode, useUrls } from '#client/lib/services.tsx';
import { PREFETCH_PRODUCT_COUNT } from '#client/features/listing/prefetch-count.ts';

/** requestIdleCallback's deadline: a busy page still prefetches within this time after its load event. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where requestIdleCallback is missing (Safari), a short pause after the load event stands in for it. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** What the scheduling reads of the window (client code is type-checked for the worker too: no DOM library). */
interface WindowLike {
  document: { readyState: string };
  addEventListener(type: 'load', listener: () => void, options: { once: boolean }): void;
  removeEventListener(type: 'load', listener: () => void): void;
}

/** Runs `task` after the load event, when the browser is idle; returns the cancel. */
function afterLoadWhenIdle(task: () => void): () => void {
  // Client components are type-checked for the worker too (no DOM library): the window is reached through globalThis.
  const win = globalThis as unknown as WindowLike;
  let cancelIdle = () => {};
  const whenIdle = () => {
    cancelIdle = onIdle(task, { timeoutMs: IDLE_TIMEOUT_MS, fallbackDelayMs: NO_IDLE_CALLBACK_DELAY_MS });
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    win.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

export function ListingPrefetch({ products }: { products: readonly TileProduct[] }) {
  const prefetchPage = usePagePrefetch();
  const queryClient = useQueryClient();
  const api = useApi();
  const storeCode = useStoreCode();
  const urls = useUrls();
  const { key: pageView } = useLocation();
  // Each product once per page view: the set starts again when the url changes.
  const done = useRef({ pageView, skus: new Set<string>() });
  const first = products.slice(0, PREFETCH_PRODUCT_COUNT);
  const firstKey = first.map((product) => product.sku).join(',');

  useEffect(() => {
    if (!prefetchPage || first.length === 0) return;
    if (done.current.pageView !== pageView) done.current = { pageView, skus: new Set<string>() };
    const skus = done.current.skus;
    let cancelled = false;
    const cancel = afterLoadWhenIdle(() => {
      if (cancelled) return;
      import('#client/features/listing/prefetch.browser.ts')
        .then(({ prefetchListing }) =>
          prefetchListing({
            listed: first,
            hrefOf: (product) => urls.product(product, storeCode),
            prefetchPage,
            queryClient,
            api,
            storeCode,
            done: skus,
            cancelled: () => cancelled,
          }),
        )
        .catch((error: unknown) => console.debug('[prefetch] not loaded', error));
    });
    return () => {
      cancelled = true;
      cancel();
    };
    // `first` is the same list while its skus are (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstKey, pageView, prefetchPage, queryClient, api, storeCode, urls]);
  return null;
}

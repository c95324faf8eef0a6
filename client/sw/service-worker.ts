// The service worker (Workbox, injectManifest). Precaches the hashed assets and the home page as the
// offline fallback (spec §2: content missing offline falls back to home). Pages are network-first, so
// a shopper online always gets fresh HTML; a new deploy's worker takes over at once and cleans up the
// old precache, so nobody is served stale HTML forever.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { QUEUE_SYNC_TAG } from '#client/lib/sync/names.ts';
import { replayQueueFromWorker } from './queue-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Background Sync (not in TypeScript's WebWorker library): the event the page's `sync.register(tag)` fires. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** The precached offline fallback page (spec §2 `home`). */
const OFFLINE_FALLBACK_URL = '/';
/** Spec §9 client timeout is 5000 ms; a page waits less before falling back to its cached copy. */
const NETWORK_TIMEOUT_SECONDS = 3;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Registered before the precache route on purpose: Workbox takes the first matching route, and the
// precached home page must only ever be the offline fallback, never the answer to an online visit.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false });

// Catalogue reads for offline browsing (cart and user calls are never cached).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/catalog/'),
  new NetworkFirst({
    cacheName: 'api-catalog',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const fallback = await matchPrecache(OFFLINE_FALLBACK_URL);
    if (fallback) return fallback;
  }
  return Response.error();
});

// Issue 15 (ADR 040): the durable queue goes out when the connection returns, even with every tab closed.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === QUEUE_SYNC_TAG) sync.waitUntil(replayQueueFromWorker());
});

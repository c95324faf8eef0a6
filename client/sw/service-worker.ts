// The service worker (Workbox, injectManifest; ADR 005, runtime caching ADR 041). Precaches the hashed assets
// and both store views' home pages; keeps what the shopper has seen for offline browsing, per kind (pages
// network first with a short timeout, catalogue answers network first, images cache first), each cache
// bounded and dropped on a storage quota error (spec §4 caching). A page load it has no copy of gets the
// offline page (spec §8), never another page's content. Pages are network first, so a shopper online always
// gets fresh HTML; a new deploy's worker takes over at once and cleans up the old precache.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { storeCodeFromPath, localizedPath } from '#shared/domain/urls.ts';
import { STORE_CODES } from '#shared/config/store-views.ts';
import { QUEUE_SYNC_TAG } from '#client/lib/sync/names.ts';
import { isHomePath, isKeepablePage, isKeepPageMessage, PAGES_CACHE } from '#client/lib/offline-pages.ts';
import { offlinePageResponse } from './offline-page';
import { openNotificationUrl, replayQueueFromWorker } from './queue-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** Background Sync (not in TypeScript's WebWorker library): the event the page's `sync.register(tag)` fires. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** Spec §9 client timeout is 5000 ms; a page or an answer waits less before falling back to its cached copy. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 3600;
/** Bounds of the runtime caches (ADR 041): enough for a long browse, small next to any quota. */
const PAGES_MAX_ENTRIES = 60;
const PAGES_MAX_AGE_SECONDS = 7 * DAY_SECONDS;
const CATALOG_CACHE = 'api-catalog';
const CATALOG_MAX_ENTRIES = 400;
const CATALOG_MAX_AGE_SECONDS = 7 * DAY_SECONDS;
const IMAGES_CACHE = 'images';
const IMAGES_MAX_ENTRIES = 300;
const IMAGES_MAX_AGE_SECONDS = 30 * DAY_SECONDS;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

const sameOrigin = (url: URL): boolean => url.origin === self.location.origin;

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    new ExpirationPlugin({
      maxEntries: PAGES_MAX_ENTRIES,
      maxAgeSeconds: PAGES_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});

// Registered before the precache route on purpose: Workbox takes the first matching route, and the
// precached home pages must only ever be the offline fallback, never the answer to an online visit.
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isKeepablePage(url), pages);
// Personal pages (accounts, order confirmations, reset links) always come from the network; offline, the
// catch handler answers with the offline page.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// Both views' home pages are precached as the offline landing place (the build lists `/`; `/en` is the same
// document in the other view, revised with it).
const manifest = self.__WB_MANIFEST;
const homeRevision = manifest.find((entry) => typeof entry !== 'string' && entry.url === '/');
const homes = STORE_CODES.map((code) => localizedPath('/', code)).filter((home) => home !== '/');
precacheAndRoute(
  [
    ...manifest,
    ...(homeRevision && typeof homeRevision !== 'string'
      ? homes.map((url) => ({ url, revision: homeRevision.revision ?? null }))
      : []),
  ],
  { cleanURLs: false },
);

// Catalogue reads (ADR 041: network first, so prices and stock are never older than the network's answer
// while online; the cached answer when offline or slower than the timeout). Cart, user, order, stock and
// /dev calls never match, nor any call that carries a user token.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    url.pathname.startsWith('/api/catalog/') &&
    !url.searchParams.has('token') &&
    !request.headers.has('authorization'),
  new NetworkFirst({
    cacheName: CATALOG_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new ExpirationPlugin({
        maxEntries: CATALOG_MAX_ENTRIES,
        maxAgeSeconds: CATALOG_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Images are immutable per url (ADR 028): cache first, bounded.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/img/'),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: IMAGES_MAX_ENTRIES,
        maxAgeSeconds: IMAGES_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const { pathname } = new URL(request.url);
  const storeCode = storeCodeFromPath(pathname);
  const home = isHomePath(pathname);
  if (home) {
    const precached = await matchPrecache(localizedPath('/', storeCode));
    if (precached) return precached;
  }
  // Spec §8: the page is not available offline; the offline page says so and goes home (not from home itself).
  return offlinePageResponse(storeCode, { redirect: !home });
});

/**
 * A page opened by client-side navigation never passed through the navigation route: the page asks, and its
 * HTML is kept once (a page already kept is left alone; the next visit online refreshes it anyway).
 */
async function keepPage(path: string, event: ExtendableEvent): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (!sameOrigin(url) || !isKeepablePage(url)) return;
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(url.href)) return;
  const request = new Request(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  await pages.handle({ request, event });
}

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!isKeepPageMessage(data)) return;
  event.waitUntil(
    keepPage(data.url, event).catch((error: unknown) => console.warn('[service-worker] page not kept', error)),
  );
});

// Issue 15 (ADR 040): the durable queue goes out when the connection returns, even with every tab closed.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === QUEUE_SYNC_TAG) sync.waitUntil(replayQueueFromWorker());
});

// The push reminder's notifications (issue 15, ./queue-sync.ts): a click opens the order's page.
self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotificationUrl(event));
});

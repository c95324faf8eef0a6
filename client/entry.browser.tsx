// Browser entry: load the matched page modules, hydrate the server-rendered page with the same query state
// (no refetch), then restore the cart from IndexedDB and register the service worker (both loaded lazily).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { notFoundPathInsteadOf } from '#shared/domain/page-path.ts';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { loadMessages } from '#shared/i18n/load-messages.ts';
import { CORE_MESSAGES } from '#shared/i18n/message-groups.ts';
import { RouterProvider } from 'react-router/dom';
import type { UnauthorizedHandler } from '#shared/api/client.ts';
import { lazyApiClient } from './app/lazy-api-client';
import { pageMetaFor } from './app/head';
import { applyHead } from './app/head.browser';
import { CLIENT_API_TIMEOUT_MS } from '#shared/config/constants.ts';
import { PAGE_STATE_ELEMENT_ID, type PageState } from './app/page-state';
import { AppProviders, createAppServices, type AppServices } from './app/services';
import { keepSavedState } from './app/saved-state.browser';
import { createRoutes } from './app/routes';
import { isPageHandle } from './lib/page-module';
import { registerServiceWorker } from './features/offline/service-worker.browser';
import { expectServerBoundaries, serverBoundariesHydrated } from './lib/hydration-boundary';
import { failEarlyClicks, replayEarlyClicks, takeEarlyClicks } from './lib/early-clicks.browser';
import { reloadOnceForMissingChunk } from './lib/missing-chunk.browser';
import { HYDRATION_MARKS, HYDRATION_PROBLEM } from './lib/hydration-marks';
import { nextTask } from './lib/next-task';
import { followPageLinks } from './lib/page-links.browser';
import './styles.css';

/** The route objects with these ids, depth first (a route and its children). */
function routesWithIds(routes: RouteObject[], ids: ReadonlySet<string>): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.id !== undefined && ids.has(route.id) ? [route] : []),
    ...routesWithIds(route.children ?? [], ids),
  ]);
}

/**
 * The server rendered this url's page modules; load them before hydrating (React Router's documented way
 * for lazy routes with server data), so the first render matches the server's HTML and no loader runs again.
 * The server preloads their chunks (`modulepreload`), so this waits for nothing in the common case.
 * The matched routes are the ones the server's loader data names (every page route has a loader): looking them
 * up by id spares a `matchRoutes`, which flattens and ranks the whole table again (~10 ms of the hydration task
 * on this machine, ×4 on Lighthouse's phone; issue 10 TBT). The router then matches once, with its own cache.
 */
async function loadMatchedPages(routes: RouteObject[], loaderData: Record<string, unknown>): Promise<void> {
  await Promise.all(
    routesWithIds(routes, new Set(Object.keys(loaderData))).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
      const handle: unknown = route.handle;
      if (isPageHandle(handle) && route.id) await handle.page.module?.preload?.(loaderData[route.id]);
    }),
  );
}

/** The page kind hydration problems are reported with: the route name the server put on <main>. */
function pageKind(): string {
  return document.getElementById('main')?.dataset.routeName ?? 'unknown page';
}

/** True until every boundary the server rendered has hydrated. */
let hydrating = true;

/**
 * hydrateRoot's error callbacks: a mismatch React repaired, an error a boundary caught, an error nothing caught.
 * While hydrating, each is one `[hydration]` console line naming the page kind, and the browser tests fail on it
 * (e2e/support/fixtures.ts). Later, a caught error is a section whose data failed (it says so itself): a warning.
 */
function reportHydrationProblem(kind: string) {
  return (error: unknown, info: { componentStack?: string }) => {
    if (!hydrating && kind === 'caught error') {
      console.warn(`[page] ${kind} on ${pageKind()}:`, error);
      return;
    }
    console.error(`${HYDRATION_PROBLEM} ${kind} on ${pageKind()}:`, error, info.componentStack ?? '');
  };
}

function readPageState(): PageState {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page has no server state to hydrate');
  return JSON.parse(element.textContent) as PageState;
}

/**
 * One part of the saved state's code: its chunk, then what starts it. A chunk that could not be loaded (offline
 * before the service worker held it) is tried again at the next call; a part that loaded never starts twice.
 */
function savedStatePart<M>(load: () => Promise<M>, begin: (module: M) => unknown, failure: string) {
  let loaded: Promise<void> | null = null;
  return (): Promise<void> =>
    (loaded ??= load().then(
      async (module) => {
        try {
          await begin(module);
        } catch (error) {
          console.error(failure, error);
        }
      },
      (error: unknown) => {
        loaded = null;
        throw error;
      },
    ));
}

/**
 * The code that reads and keeps the device's saved state, each part from its own small chunk (grouped by
 * vite.config.ts). The returned start resolves once every part has started and the customer session is
 * composed, which a login waits for; it rejects when a chunk could not be loaded.
 */
function savedStateCode(services: AppServices, answerUnauthorized: (handler: UnauthorizedHandler) => void) {
  const { stores } = services;
  const parts = [
    // The shopper's choice of prices with or without tax: the server rendered with tax; the saved choice applies
    // right after hydration (localStorage, read synchronously once its small chunk loads).
    savedStatePart(
      () => import('./features/tax-display/persistence.browser'),
      ({ persistTaxDisplay }) => persistTaxDisplay(stores.taxDisplay),
      'The saved tax display could not be loaded',
    ),
    // The cart's IndexedDB persistence (idb) is not needed to paint or hydrate: it loads right after.
    savedStatePart(
      () => import('./features/cart/persistence.browser'),
      ({ persistCart }) => persistCart(stores.cart),
      'The saved cart could not be loaded',
    ),
    // The wishlist and the compare list (ADR 037): the same, from their own small chunks.
    savedStatePart(
      () => import('./features/wishlist/persistence.browser'),
      ({ persistWishlist }) => persistWishlist(stores.wishlist),
      'The saved wishlist could not be loaded',
    ),
    savedStatePart(
      () => import('./features/compare/persistence.browser'),
      ({ persistCompare }) => persistCompare(stores.compare),
      'The saved compare list could not be loaded',
    ),
    // The durable queue (ADR 040): orders placed offline go out now or when the browser is back online.
    savedStatePart(
      () => import('./app/offline-queue.browser'),
      ({ startOfflineQueue }) => startOfflineQueue(services),
      'The offline queue could not be started',
    ),
    // Product visits kept while the device had no database (client/features/recently-viewed/pending-visits.ts).
    savedStatePart(
      () => import('./features/recently-viewed/record.browser'),
      ({ flushPendingVisits }) => flushPendingVisits(),
      'The recently viewed products could not be saved',
    ),
    // The customer session (ADR 038): the saved user, its session start and the token lock.
    savedStatePart(
      () => import('./app/account.browser'),
      ({ startAccount }) => startAccount(services).then(answerUnauthorized),
      'The customer session could not be started',
    ),
  ];
  return async (): Promise<void> => {
    // What the last page could not save goes back into the stores before any of them reads the device.
    const { restoreUnsaved } = await import('./app/restore-unsaved.browser');
    restoreUnsaved(stores);
    await Promise.all(parts.map((start) => start()));
  };
}

/**
 * Hydrates the page, then starts what the page needs after it. A function, not top-level await: the bundler
 * turns off its chunk merging for a module graph with top-level await (Rolldown `chunkOptimization`), which
 * left ~30 tiny shared chunks on every page (issue 10 first-load JS; ADR 043).
 */
async function start(): Promise<void> {
  // The server's HTML is painted before this module is even requested (the document's script loader waits for a
  // frame, ADR 034), so reading the state, loading the page modules and hydrating never delay the first paint.
  const state = readPageState();
  // Spec §4 user-token lock (issue 14): the customer session answers 401s once its chunk has loaded
  // (./app/account.browser.ts); until then a 401 stands.
  let onUnauthorized: UnauthorizedHandler = () => null;
  const services = createAppServices({
    settings: state.settings,
    // Spec §9: an API call from the browser gives up after 5000 ms (a hung network must not hang navigation).
    // The request's own signal (a cancelled query, a left page) still aborts it.
    api: lazyApiClient({
      origin: window.location.origin,
      tokenInHeader: state.settings.tokenInHeader,
      onUnauthorized: (context) => onUnauthorized(context),
      fetch: (request) =>
        fetch(request, { signal: AbortSignal.any([request.signal, AbortSignal.timeout(CLIENT_API_TIMEOUT_MS)]) }),
    }),
  });
  hydrate(services.queryClient, state.queries);
  // The server rendered page-not-found for a path no route can name (ADR 016); show that path, so the
  // browser router matches the same route instead of failing on the raw one.
  const notFoundPath = notFoundPathInsteadOf(window.location.pathname);
  if (notFoundPath) window.history.replaceState(window.history.state, '', notFoundPath);
  // Only this view's routes: another view's url is a full page load (the subscriber below).
  const routes = createRoutes(services, [storeCodeFromPath(window.location.pathname)]);
  // This view's texts every page shows and the page's modules with theirs (ADR 064), all preloaded by the server,
  // before hydrating.
  await Promise.all([
    loadMessages(storeCodeFromPath(window.location.pathname), CORE_MESSAGES),
    loadMatchedPages(routes, state.loaderData),
  ]);
  // Evaluating the page's modules is one task, building the router another (input is handled between them).
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData } });
  // Page links (ADR 048) are followed by the router from now on, hydrated or not yet.
  followPageLinks((to, options) => router.navigate(to, options));
  const swStatus = registerServiceWorker();

  router.subscribe((routerState) => {
    if (routerState.navigation.state !== 'idle') {
      const next = routerState.navigation.location;
      // A newer deploy took over, or (spec §2) the url belongs to another store view: finish this
      // navigation as a full page load (fresh HTML and chunks; the other view's document and language).
      const otherStore =
        next !== undefined && storeCodeFromPath(next.pathname) !== storeCodeFromPath(routerState.location.pathname);
      if (next && (swStatus.updateWaiting || otherStore)) {
        window.location.assign(next.pathname + next.search + next.hash);
        // The page is leaving: its router must not finish the navigation and render the other view, whose
        // dictionary this document does not have.
        router.dispose();
        return;
      }
      swStatus.checkForUpdate();
      return;
    }
    // A page whose code is gone (a new deployment replaced the chunks): load it in full, with the current ones.
    if (routerState.errors && reloadOnceForMissingChunk(Object.values(routerState.errors))) return;
    applyHead(pageMetaFor(routerState.matches, routerState.loaderData, services));
    // A page opened in the app is kept for offline browsing too (ADR 041), not only pages loaded in full.
    if (!routerState.errors) swStatus.keepPage(routerState.location.pathname + routerState.location.search);
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // Reading the state and building the router is one task, hydrating the page another.
  await nextTask();
  expectServerBoundaries(root);
  void serverBoundariesHydrated().then(() => {
    hydrating = false;
  });
  // Clicks made from now on are React's; the ones kept before are made again once every boundary has hydrated
  // (client/lib/early-clicks.ts). Not sooner: a checkbox clicked inside a boundary still to hydrate toggles before
  // React hydrates it, and React, reading the toggled state as the initial one, sees no change.
  const earlyClicks = takeEarlyClicks();
  if (earlyClicks.length > 0)
    void serverBoundariesHydrated()
      .then(nextTask)
      .then(() => replayEarlyClicks(earlyClicks));
  performance.mark(HYDRATION_MARKS.start);
  // React 19 hydrates each Suspense boundary on its own, first the one a shopper clicks (ADR 061). Inside a
  // transition, as React Router's own browser entry does, the first pass is time-sliced too: a hydration at the
  // default priority is one task up to the boundaries. The root layout measures the first pass.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders services={services}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      {
        onRecoverableError: reportHydrationProblem('recoverable error'),
        onCaughtError: reportHydrationProblem('caught error'),
        onUncaughtError: reportHydrationProblem('uncaught error'),
      },
    );
  });

  // What the page starts after hydrating begins now: the saved state (cart, lists, tax choice, session) reaches
  // the components through useSyncExternalStore, which hydrates with the server's snapshot and then updates, so
  // it may arrive before a boundary has hydrated (ADR 061). On a device that saved nothing it waits until it is
  // needed (ADR 066).
  keepSavedState(
    services,
    savedStateCode(services, (handler) => (onUnauthorized = handler)),
  );
}

void start().catch((error: unknown) => {
  // The server's page stays as it is; a control touched now says this part could not be loaded.
  failEarlyClicks();
  console.error('The page could not be hydrated', error);
});

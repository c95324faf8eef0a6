// The app's page prefetch (issue 15 "Offline browsing", ADR 044): runs the loader of the page at a url the way a
// navigation would — the same route table (./routes), the page module loaded lazily, its loader closed over the
// page's services — so the page's data lands in the page's TanStack Query cache and a later click opens it from
// there, offline too. It runs outside React Router on purpose: a fetcher's failing load replaces the current
// page with the error boundary and a fetcher's redirect navigates, while a prefetch must stay silent.
// Loaded lazily by ./services.tsx when a listing asks (client/features/listing/components/listing-prefetch.tsx).
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { isPageHandle } from '#client/lib/page-module.ts';
import type { RouteDeps } from '#client/lib/route-types.ts';
import { createRoutes } from './routes';

/** Only a test without a window lacks a location; the loaders read the url's path and query, not its host. */
const FALLBACK_ORIGIN = 'http://localhost';

/** One route table per set of services (the page load's), built on the first prefetch. */
const tables = new WeakMap<RouteDeps, RouteObject[]>();

/**
 * In a browser, the page's store view only (a page prefetches its own view's pages; ./routes.tsx createRoutes);
 * without a location (a test), every view.
 */
function routesOf(deps: RouteDeps, pagePath: string | undefined): RouteObject[] {
  let routes = tables.get(deps);
  if (!routes) {
    routes = createRoutes(deps, pagePath === undefined ? undefined : [storeCodeFromPath(pagePath)]);
    tables.set(deps, routes);
  }
  return routes;
}

/**
 * Runs the loader of the deepest route matching `href` (root-relative, resolved against the page's origin); the layouts'
 * loaders (menu, brands) already ran for the current page. A redirect or a not-found answer is thrown or returned
 * by the loader like any other outcome: the caller ignores it (nothing to keep).
 */
export async function prefetchPage(deps: RouteDeps, href: string): Promise<void> {
  // Client code is type-checked for the worker too (no DOM library): the location is reached through globalThis.
  const location = (globalThis as { location?: { origin: string; pathname: string } }).location;
  const url = new URL(href, location?.origin ?? FALLBACK_ORIGIN);
  const matches = matchRoutes(routesOf(deps, location?.pathname), url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return;
  const lazy = typeof leaf.route.lazy === 'function' ? await leaf.route.lazy() : undefined;
  const loader = (lazy as { loader?: unknown } | undefined)?.loader ?? leaf.route.loader;
  if (typeof loader !== 'function') return;
  const args = {
    params: leaf.params,
    // `Purpose: prefetch` (a script cannot set `Sec-Purpose`): a loader may skip what only rendering needs.
    request: new Request(url, { headers: { purpose: 'prefetch' } }),
    url,
    pattern: leaf.route.path ?? '',
    context: undefined,
  };
  const data = await (loader as (args: Parameters<LoaderFunction>[0]) => unknown)(
    args as Parameters<LoaderFunction>[0],
  );
  // Then what the page's Suspense boundaries read (PageModule.prefetch), with the context its loader had.
  const handle: unknown = leaf.route.handle;
  if (!isPageHandle(handle)) return;
  const { storeCode, page } = handle;
  const routeName = handle.routeName.startsWith(`${storeCode}-`)
    ? handle.routeName.slice(storeCode.length + 1)
    : handle.routeName;
  await page.module?.prefetch?.({ ...deps, storeCode, routeName, props: page.props }, data);
}

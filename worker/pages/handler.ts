// The page handler of the edge app (DESIGN.md §4, ADR 018): the last step of the page pipeline in
// worker/index.ts, after the path guard (c.var.pageRequest) and the page cache (c.var.pageRendered). It
// renders with the request's page setup (settings, trackers, CSP, stream encoding) and lets the loaders
// reach the API through the proxy in-process, with the page's url for the store code (ADR 012).
import type { Handler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { ApiProxy } from '#worker/api-proxy/index.ts';
import type { PageCacheVariables } from '#worker/edge-cache/page-cache.ts';
import type { Env } from '#worker/env.ts';
import type { PagePathVariables } from '#worker/guards/page-path.ts';
import { renderPage } from './render';
import { pageSetupOf } from './setup';

/** What the page handler reads from the steps before it. */
export interface PageHandlerEnv {
  Bindings: Env;
  Variables: RequestIdVariables & PagePathVariables & PageCacheVariables;
}

/**
 * Renders the page of the request with `api` as the loaders' API.
 *
 * @example
 * ```ts
 * app.get('*', pagePathGuard(), pageCache(options), renderPages(createApiProxy(platform)));
 * ```
 */
export function renderPages(api: ApiProxy): Handler<PageHandlerEnv> {
  return function renderPages(c) {
    const setup = pageSetupOf(c);
    return renderPage({
      request: c.var.pageRequest,
      requestId: c.var.requestId,
      apiFetch: (apiRequest) => api(apiRequest, c.env, c.executionCtx, { pageUrl: c.req.url }),
      streamEncoding: setup.streamEncoding,
      onComplete: c.var.pageRendered,
      settings: setup.settings,
      tracking: setup.tracking,
      csp: setup.csp,
    });
  };
}

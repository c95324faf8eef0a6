// Page paths no route can name (issue 8 finding 7, ADR 016): control characters, line terminators
// (React Router's `*` never matches `\n` or U+2028, which once made a 500), malformed percent-encoding
// or more than 2000 characters. Such a request is rendered as the page-not-found route of its store view
// (spec §2 slug page-not-found): the shop's 404 page, quickly, with no url-map call and no error log.
// As a middleware (ADR 018) it names the request the page steps after it work on: the page cache keys it,
// the page handler renders it.
import type { MiddlewareHandler } from 'hono';
import { notFoundPathInsteadOf } from '#shared/domain/page-path.ts';

/** What pagePathGuard hands the steps after it. */
export interface PagePathVariables {
  /** The request the page is for: the incoming one, or its page-not-found stand-in. */
  pageRequest: Request;
}

/** The page-not-found request to render instead, or undefined when the path is fine as it is. */
export function notFoundInsteadOf(request: Request): Request | undefined {
  const url = new URL(request.url);
  const path = notFoundPathInsteadOf(url.pathname);
  if (path === undefined) return undefined;
  return new Request(new URL(path, url.origin), { method: request.method, headers: request.headers });
}

/**
 * Sets `c.var.pageRequest`: the page-not-found stand-in for a path no route can name, else the request.
 *
 * @example
 * ```ts
 * app.get('*', pagePathGuard(), (c) => renderPage(c.var.pageRequest));
 * ```
 */
export function pagePathGuard(): MiddlewareHandler<{ Variables: PagePathVariables }> {
  return async function pagePathGuard(c, next) {
    c.set('pageRequest', notFoundInsteadOf(c.req.raw) ?? c.req.raw);
    await next();
  };
}

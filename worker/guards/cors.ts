// CORS for `/api/*` and `/img/*` (issue 12; ADR 027): an unmodified Vue Storefront 1 frontend on another
// origin calls this API from the browser, as it did vue-storefront-api, which answers CORS for any origin.
// `hono/cors` does the work; this module only fixes the contract's methods and headers and reads the allowed
// origins from the `CORS_ORIGINS` var: empty or `*` = any origin (the default), else a comma-separated list of
// exact origins (then the answer names the caller's origin and varies on it). Never credentials: the customer
// token travels in `Authorization` or the query, never in a cookie, so no ambient authority crosses origins.
//
//   app.use('/api/*', apiCors());
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { EdgeEnv } from '#worker/env.ts';

/** Methods the contract uses (contract §1.1), plus the preflight itself. */
export const CORS_ALLOW_METHODS = ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'];

/** Request headers a client sends: the token, JSON bodies, the store view, the write's idempotency key. */
export const CORS_ALLOW_HEADERS = ['Authorization', 'Content-Type', 'x-vs-store-code', 'Idempotency-Key'];

/** Answer headers a cross-origin client may read beyond the safelisted ones. */
export const CORS_EXPOSE_HEADERS = ['X-Request-Id', 'X-Storefront-Cache'];

/** How long a browser may reuse a preflight answer (seconds). */
export const CORS_MAX_AGE = 86_400;

/** `*`, or the exact origins of the list (`https://shop.example.ru`); entries that are not origins are dropped. */
export function corsOrigins(value: string | undefined): '*' | string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0 || entries.includes('*')) return '*';
  return entries.flatMap((entry) => {
    try {
      const url = new URL(entry);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/** `/api/*` and `/img/*`: answers other origins may read (CORS, `Cross-Origin-Resource-Policy: cross-origin`). */
export function isCrossOriginResource(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/img/');
}

/** The CORS middleware of the API and the images, its origins from `CORS_ORIGINS`. */
export function apiCors(): MiddlewareHandler<EdgeEnv> {
  return (c, next) => {
    const origins = corsOrigins(c.env.CORS_ORIGINS);
    return cors({
      // A list answers only a listed caller: hono echoes it and adds `Vary: Origin`.
      origin: origins === '*' ? '*' : (origin) => (origins.includes(origin) ? origin : null),
      allowMethods: CORS_ALLOW_METHODS,
      allowHeaders: CORS_ALLOW_HEADERS,
      exposeHeaders: CORS_EXPOSE_HEADERS,
      maxAge: CORS_MAX_AGE,
      credentials: false,
    })(c, next);
  };
}

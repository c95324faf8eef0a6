// Request ids (DESIGN.md §4, ADR 018): hono/request-id chooses the id — a well-formed incoming X-Request-Id,
// else Cloudflare's ray id, else a UUID — and puts it in `c.var.requestId` for logs and the error page.
// Its echo header rides on `c.header`, which answers returned as Response objects (the proxy, the platform,
// the pages and the page cache) never see, so this middleware sets it on those once the answer is known.
// Nothing else in the worker writes the header.
import type { MiddlewareHandler } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';

const HEADER = 'x-request-id';

const chooseId = requestId({ generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID() });

/**
 * One id per request, echoed on every answer.
 *
 * @example
 * ```ts
 * const app = new Hono<{ Variables: RequestIdVariables }>();
 * app.use('*', requestIds());
 * app.get('/', (c) => new Response(c.var.requestId)); // answered with X-Request-Id too
 * ```
 */
export function requestIds(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async function requestIds(c, next) {
    await chooseId(c, async () => {
      await next();
      if (!c.res.headers.has(HEADER)) c.res.headers.set(HEADER, c.var.requestId);
    });
  };
}

// The edge worker: composition only (DESIGN.md §4). Static assets are answered by wrangler [assets]
// before this runs; everything else comes here.
import { Hono } from 'hono';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Env } from './env';
import { renderPage } from './pages/render';
import { createPlatformApp } from './platform/app';
import { proxyApiRequest } from './api-proxy';
import { createSeoRoutes } from './seo/routes';
import { withPageCache } from './edge-cache/pages';
import { embeddedCatalogScope } from './edge-cache/catalog-scope';
import { createNonce } from './pages/content-security-policy';
import { pageSetup } from './pages/setup';
import { apiBodyLimit } from './guards/body-limit';
import { jsonMethodNotAllowed, textMethodNotAllowed } from './guards/method-not-allowed';
import { notFoundInsteadOf } from './guards/page-path';

const app = new Hono<{ Bindings: Env; Variables: RequestIdVariables }>();
const platform = createPlatformApp();

// One id per request for logs and the error page (hono/request-id): a valid incoming X-Request-Id, else
// Cloudflare's ray id, else a UUID; echoed as X-Request-Id on every answer.
app.use('*', requestId({ generator: (c) => c.req.header('cf-ray') ?? crypto.randomUUID() }));
// The middleware's own echo reaches only answers built with `c.*`; the proxy and the platform return
// Response objects, so the id is put on those after the fact (as secureHeaders does its headers).
app.use('*', async (c, next) => {
  await next();
  if (!c.res.headers.has('x-request-id')) c.res.headers.set('x-request-id', c.get('requestId'));
});
app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, referrerPolicy: 'strict-origin-when-cross-origin' }));

// Bodies over 64 KB are refused before anything reads them (ADR 016).
app.use('/api/*', apiBodyLimit());

// The embedded platform answers the API in-process (a remote upstream comes with the API proxy).
const toPlatform = (c: { req: { raw: Request }; env: Env; executionCtx: ExecutionContext }) =>
  platform.fetch(c.req.raw, c.env, c.executionCtx);
// API proxy + edge cache (ADR 012): remote API_UPSTREAM or the embedded platform.
app.all('/api/*', (c) => proxyApiRequest(c.req.raw, c.env, c.executionCtx));
app.get('/img/*', toPlatform);
app.all('/img/*', textMethodNotAllowed);
// Legacy Magento backend calls of spec §7, answered by the platform from D1.
for (const path of ['/stockists/*', '/customer/section/load', '/customer/section/load/']) {
  app.get(path, toPlatform);
  app.all(path, jsonMethodNotAllowed);
}

// SEO (ADR 011): robots.txt and sitemaps.
app.route('/', createSeoRoutes());

// Pages behind the whole-page edge cache (ADR 013): anonymous home/category/product HTML per store view.
app.on(['GET', 'HEAD'], '*', (c) => {
  const setup = pageSetup(c.env, new URL(c.req.url).hostname);
  return withPageCache(
    // A path no route can name renders the page-not-found route (ADR 016).
    notFoundInsteadOf(c.req.raw) ?? c.req.raw,
    c.env,
    c.executionCtx,
    (request, onComplete) =>
      renderPage({
        request,
        requestId: c.get('requestId'),
        apiFetch: (apiRequest) => proxyApiRequest(apiRequest, c.env, c.executionCtx, { pageUrl: c.req.url }),
        streamEncoding: c.env.HTML_STREAM_ENCODING === 'auto' ? 'auto' : 'identity',
        onComplete,
        settings: setup.settings,
        tracking: setup.tracking,
        csp: setup.csp,
      }),
    {
      requestId: c.get('requestId'),
      createNonce,
      contentSecurityPolicy: setup.csp,
      identityEncoding: c.env.HTML_STREAM_ENCODING !== 'auto',
      keyScope: c.env.API_UPSTREAM
        ? () => Promise.resolve(setup.cacheScope)
        : async () => `${setup.cacheScope}.${await embeddedCatalogScope(c.env.DB)}`,
    },
  );
});
// Pages only read.
app.all('*', textMethodNotAllowed);

export default app;

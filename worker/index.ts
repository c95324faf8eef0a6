// The edge worker: composition only (DESIGN.md §4). Static assets are answered by wrangler [assets]
// before this runs; everything else comes here.
import { Hono } from 'hono';
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

const app = new Hono<{ Bindings: Env; Variables: { requestId: string } }>();
const platform = createPlatformApp();

app.use('*', async (c, next) => {
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID());
  await next();
});
app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, referrerPolicy: 'strict-origin-when-cross-origin' }));

// The embedded platform answers the API in-process (a remote upstream comes with the API proxy).
const toPlatform = (c: { req: { raw: Request }; env: Env; executionCtx: ExecutionContext }) =>
  platform.fetch(c.req.raw, c.env, c.executionCtx);
// API proxy + edge cache (ADR 012): remote API_UPSTREAM or the embedded platform.
app.all('/api/*', (c) => proxyApiRequest(c.req.raw, c.env, c.executionCtx));
app.all('/img/*', toPlatform);
// Legacy Magento backend calls of spec §7, answered by the platform from D1.
app.get('/stockists/*', toPlatform);
app.get('/customer/section/load', toPlatform);
app.get('/customer/section/load/', toPlatform);

// SEO (ADR 011): robots.txt and sitemaps.
app.route('/', createSeoRoutes());

// Pages behind the whole-page edge cache (ADR 013): anonymous home/category/product HTML per store view.
app.on(['GET', 'HEAD'], '*', (c) => {
  const setup = pageSetup(c.env, new URL(c.req.url).hostname);
  return withPageCache(
    c.req.raw,
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

export default app;

// The edge worker as a table of contents (DESIGN.md §4, ADR 018): which middleware and which handler answer
// which path, in order. Static assets are answered by wrangler [assets] before this runs; everything else
// comes here. How each step works lives in its own module.
import { Hono, type Handler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { createApiProxy } from '#worker/api-proxy/index.ts';
import { pageCache } from '#worker/edge-cache/page-cache.ts';
import type { EdgeEnv, Env } from '#worker/env.ts';
import { apiBodyLimit } from '#worker/guards/body-limit.ts';
import { apiCors, isCrossOriginResource } from '#worker/guards/cors.ts';
import { jsonMethodNotAllowed, textMethodNotAllowed } from '#worker/guards/method-not-allowed.ts';
import { pagePathGuard } from '#worker/guards/page-path.ts';
import { pageCacheScope } from '#worker/pages/cache-scope.ts';
import { renderPages } from '#worker/pages/handler.ts';
import { pageSetupOf } from '#worker/pages/setup.ts';
import { createPlatformApp } from '#worker/platform/index.ts';
import { localSettingsEnv } from '#worker/local-settings.ts';
import { requestIds } from '#worker/request-id.ts';
import { createSeoRoutes } from '#worker/seo/routes.ts';

// One embedded platform (DESIGN.md §5) for the whole worker: the API proxy and the platform paths share it.
const platform = createPlatformApp();
const api = createApiProxy(platform);
const app = new Hono<EdgeEnv>();

// Every answer: a request id for logs and the error page, echoed as X-Request-Id; the security headers. The API
// and the images are readable from other origins (a VSF1 frontend, ADR 027: CORP cross-origin); pages are not.
app.use('*', requestIds());
const securityHeaders = { crossOriginEmbedderPolicy: false, referrerPolicy: 'strict-origin-when-cross-origin' };
const pageHeaders = secureHeaders(securityHeaders);
const resourceHeaders = secureHeaders({ ...securityHeaders, crossOriginResourcePolicy: 'cross-origin' });
app.use('*', (c, next) => (isCrossOriginResource(c.req.path) ? resourceHeaders(c, next) : pageHeaders(c, next)));

// CORS for a browser on another origin (ADR 027), before anything that could answer first (limits, 405s).
app.use('/api/*', apiCors());
app.use('/img/*', apiCors());

// API proxy + edge cache (ADR 012): remote API_UPSTREAM or the embedded platform. Bodies over 64 KB are
// refused before anything reads them (ADR 016).
app.use('/api/*', apiBodyLimit());
app.all('/api/*', (c) => api(c.req.raw, c.env, c.executionCtx));

// Product images and the legacy Magento backend calls of spec §7, answered by the platform from D1.
const toPlatform: Handler<EdgeEnv> = (c) => platform.fetch(c.req.raw, c.env, c.executionCtx);
app.get('/img/*', toPlatform);
app.all('/img/*', textMethodNotAllowed);
for (const path of ['/stockists/*', '/customer/section/load', '/customer/section/load/']) {
  app.get(path, toPlatform);
  app.all(path, jsonMethodNotAllowed);
}
// The legacy newsletter form (spec §7, ADR 036): a POST outside /api, so it gets the API's body limit too.
for (const path of ['/newsletter/subscriber/new', '/newsletter/subscriber/new/']) {
  app.post(path, apiBodyLimit(), toPlatform);
  app.all(path, toPlatform); // the platform answers other methods 405 with `Allow: POST`
}
// Local development only (the platform answers 404 on any other host): the mail outbox (ADR 035) and review
// moderation (ADR 036).
app.get('/dev/mail', toPlatform);
app.all('/dev/reviews', toPlatform);
app.all('/dev/reviews/*', toPlatform);

// SEO (ADR 011): robots.txt and sitemaps.
app.route('/', createSeoRoutes());

// Pages: a path no route can name becomes the page-not-found page (ADR 016); anonymous HTML is answered
// by the whole-page edge cache when it can be (ADR 013); the rest is rendered and streamed (ADR 002).
app.on(
  ['GET', 'HEAD'],
  '*',
  pagePathGuard(),
  pageCache({
    keyScope: pageCacheScope,
    contentSecurityPolicy: (c, nonce) => pageSetupOf(c).csp(nonce),
    identityEncoding: (c) => pageSetupOf(c).streamEncoding === 'identity',
    revalidate: (request, c) => app.fetch(request, c.env, c.executionCtx),
  }),
  renderPages(api),
);
// Pages only read.
app.all('*', textMethodNotAllowed);

export default {
  // A browser test's own shop settings, in local development only (ADR 063); everyone else gets `env` as it is.
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response> {
    const chosen = localSettingsEnv(request, env);
    return chosen instanceof Response ? chosen : app.fetch(request, chosen, ctx);
  },
};

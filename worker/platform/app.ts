// The embedded headless commerce API (vue-storefront-api contract) on D1 (DESIGN.md §5).
// Composition only; every resource is its own module. It imports nothing from worker/pages or
// client, and needs only its own bindings (./env.ts), so it could be deployed as its own worker
// unchanged. The edge worker builds one instance and hands it to whatever asks the platform (ADR 018).
import { Hono } from 'hono';
import { logError } from '#worker/log.ts';
import type { PlatformEnv } from './env';
import { catalogRoutes } from './catalog/routes';
import { urlRoutes } from './url/routes';
import { imageRoutes } from './images/routes';
import { productRoutes } from './product/routes';
import { stockRoutes } from './stock/routes';
import { cmsRoutes } from './cms/routes';
import { legacyRoutes } from './legacy/routes';
import { cartRoutes } from './cart/routes';
import { orderRoutes } from './order/routes';
import { userRoutes } from './user/routes';
import { mailRoutes } from './mail/routes';
import { devMailRoutes } from './mail/dev-routes';
import { reviewRoutes } from './review/routes';
import { moderationRoutes } from './review/moderation-routes';
import { newsletterRoutes } from './newsletter/routes';
import { newsletterLegacyRoutes } from './newsletter/legacy-routes';
import { apiStatus } from './http';

export const API_VERSION = '1.12.5';

export function createPlatformApp() {
  const app = new Hono<{ Bindings: PlatformEnv }>();
  app.get('/api', (c) => c.json({ version: API_VERSION }));
  app.route('/api/catalog', catalogRoutes);
  app.route('/api/url', urlRoutes);
  app.route('/api/product', productRoutes);
  app.route('/img', imageRoutes);
  app.route('/api/stock', stockRoutes);
  app.route('/api/ext/cms-data', cmsRoutes);
  app.route('/api/cart', cartRoutes);
  app.route('/api/order', orderRoutes);
  // Issue 14 / ADR 035: customer accounts, the mail-service and its local outbox (`/dev/mail`, local hosts only).
  app.route('/api/user', userRoutes);
  app.route('/api/ext/mail-service', mailRoutes);
  app.route('/dev/mail', devMailRoutes);
  // Issue 14 (ADR 036): reviews (pending until approved) and the newsletter extension at its provider's path.
  app.route('/api/review', reviewRoutes);
  app.route('/api/ext', newsletterRoutes);
  // Legacy Magento backend paths (spec §7): worker/index.ts must forward /stockists/* and /customer/section/load*.
  app.route('/', legacyRoutes);
  // worker/index.ts must forward /newsletter/subscriber/new* (spec §7) and, on local hosts, /dev/reviews*.
  app.route('/', newsletterLegacyRoutes);
  app.route('/dev/reviews', moderationRoutes);
  app.all('/api/*', (c) => apiStatus(c, `Unknown API endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`, 404));
  app.onError((error, c) => {
    logError('platform', error);
    return apiStatus(c, 'Internal platform error', 500);
  });
  return app;
}

/** The platform as the edge worker holds it: a Hono app answering `fetch(request, env, ctx)`. */
export type PlatformApp = ReturnType<typeof createPlatformApp>;

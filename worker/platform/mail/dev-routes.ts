// `GET /dev/mail`: the local outbox as JSON, newest first (`npm start` users read the reset link here; ADR 035).
// Only under the local development start (LOCAL_DEVELOPMENT=on and a local host, ADR 057): anywhere else it is a
// 404, as if it did not exist, so a deployed shop never shows its mail whatever Host a request names. `?to=`
// keeps only the messages sent to one address.
import { Hono } from 'hono';
import { isLocalDevelopment } from '#shared/config/local-development.ts';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { apiStatus } from '#worker/platform/http.ts';
import { latestMail } from './outbox';

export const devMailRoutes = new Hono<{ Bindings: PlatformEnv }>();

devMailRoutes.get('/', async (c) => {
  if (!isLocalDevelopment(c.env.LOCAL_DEVELOPMENT, new URL(c.req.url).hostname)) return apiStatus(c, 'Not found', 404);
  const to = c.req.query('to')?.trim() || undefined;
  c.header('cache-control', 'no-store');
  return apiStatus(c, await latestMail(c.env.DB, to));
});

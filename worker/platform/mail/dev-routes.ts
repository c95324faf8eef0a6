// `GET /dev/mail`: the local outbox as JSON, newest first (issue 14: "`npm start` users can read the reset
// link"; ADR 035). Only when the request's host is local (localhost, 127.0.0.1, ::1, *.localhost): on any
// other host it is a 404, as if it did not exist, so a deployed shop never shows its mail. `?to=` keeps
// only the messages sent to one address.
import { Hono } from 'hono';
import { isLocalHost } from '#shared/config/trackers.ts';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { apiStatus } from '#worker/platform/http.ts';
import { latestMail } from './outbox';

export const devMailRoutes = new Hono<{ Bindings: PlatformEnv }>();

devMailRoutes.get('/', async (c) => {
  if (!isLocalHost(new URL(c.req.url).hostname)) return apiStatus(c, 'Not found', 404);
  const to = c.req.query('to')?.trim() || undefined;
  c.header('cache-control', 'no-store');
  return apiStatus(c, await latestMail(c.env.DB, to));
});

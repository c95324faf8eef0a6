// Review moderation for `npm start` users (ADR 036: only approved reviews are listed). Answered only under the
// local development start (LOCAL_DEVELOPMENT=on and a local host, ADR 057); anywhere else they do not exist
// (404), so a deployed shop exposes no moderation without a login, whatever Host a request names.
//   GET  /dev/reviews                     → {code:200,result:[review…]} the pending queue, oldest first
//   POST /dev/reviews/{id}/approve        → the review, status 1, now listed on its product page
//   POST /dev/reviews/{id}/refuse         → the review, status 3, removed from the listing if it was there
// Not under /api: the edge worker must forward `/dev/reviews*` to the platform (like the legacy paths).
import { Hono, type Context } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { isLocalDevelopment } from '#shared/config/local-development.ts';
import { apiStatus, methodNotAllowed } from '#worker/platform/http.ts';
import { findReview, pendingReviews } from './review-store';
import { approveReview, refuseReview, reviewObject } from './review-document';

/** Pending reviews one listing shows (a moderator approves from the top; the rest follow). */
const PENDING_PAGE_SIZE = 100;

export const moderationRoutes = new Hono<{ Bindings: PlatformEnv }>();

type ModerationContext = Context<{ Bindings: PlatformEnv }>;

const notFound = (c: ModerationContext) =>
  apiStatus(c, `Unknown path: ${c.req.method} ${new URL(c.req.url).pathname}`, 404);

moderationRoutes.use('*', async (c, next) => {
  if (!isLocalDevelopment(c.env.LOCAL_DEVELOPMENT, new URL(c.req.url).hostname)) return notFound(c);
  c.header('cache-control', 'no-store');
  await next();
});

moderationRoutes.get('/', async (c) => {
  const reviews = await pendingReviews(c.env.DB, PENDING_PAGE_SIZE);
  return apiStatus(
    c,
    reviews.map((review) => reviewObject(review, { withCustomer: true })),
  );
});

const DECISIONS = { approve: approveReview, refuse: refuseReview } as const;

moderationRoutes.post('/:id{[0-9]{1,12}}/:decision{approve|refuse}', async (c) => {
  const id = Number(c.req.param('id'));
  const decide = DECISIONS[c.req.param('decision') as keyof typeof DECISIONS];
  const review = await findReview(c.env.DB, id);
  if (!review) return apiStatus(c, `No review with id ${id}`, 404);
  const decided = await decide(c.env.DB, review, Date.now());
  return apiStatus(c, reviewObject(decided, { withCustomer: true }));
});

moderationRoutes.all('/:id{[0-9]{1,12}}/:decision{approve|refuse}', (c) =>
  methodNotAllowed(c, `ERROR: ${c.req.method} request method is not supported; use POST`, 'POST'),
);

moderationRoutes.all('*', notFound);

// `POST /api/review/create` of the embedded platform (contract §1.1 R1; spec §1 "reviews go to moderation",
// §7; ADR 036): `{review:{product_id,title,detail,nickname,review_entity,customer_id}}` → the Magento review
// object, stored pending (review_status 2, whatever the client sent). Fixes of the original (contract §7):
// bad input is a 400 naming the field (it answered 500 with ajv's errors), a product the store view does not
// have is a 400 (a configurable child's id names its parent), and nothing is listed until a moderator approves it (./moderation-routes.ts). The review's
// customer is the one of the request's token (issue 14; the token as every user call carries it, contract
// §0.2): a body `customer_id` alone proves nothing (anyone could name any customer), so without a token it is
// stored as a guest's review (null), with a token it is the token's customer; a token of no live session is the
// 401 the client refreshes on (as the cart's, ADR 035).
import { Hono } from 'hono';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { reviewCreateBodySchema } from '#shared/contract/review.ts';
import { apiStatus, badRequest, badRequestFromZod, methodNotAllowed, readJsonBody } from '#worker/platform/http.ts';
import { storeCodeOf } from '#worker/platform/url/store-code.ts';
import { requestToken } from '#worker/platform/user/access.ts';
import { customerIdOfToken } from '#worker/platform/user/tokens.ts';
import { reviewedProductId } from '#worker/platform/catalog/child-references.ts';
import { insertReview } from './review-store';
import { reviewObject } from './review-document';

export const reviewRoutes = new Hono<{ Bindings: PlatformEnv }>();

export const UNKNOWN_TOKEN = 'This customer token is unknown or expired; log in again or send the review as a guest';

reviewRoutes.post('/create', async (c) => {
  const json = await readJsonBody(c);
  if (!json.ok) return json.response;
  const parsed = reviewCreateBodySchema.safeParse(json.value);
  if (!parsed.success) return badRequestFromZod(c, parsed.error);
  const requested = storeCodeOf(c);
  if (!requested.ok) return badRequest(c, requested.message);
  const { review } = parsed.data;
  const db = c.env.DB;
  const now = Date.now();
  const token = requestToken(c);
  const customerId = token ? await customerIdOfToken(db, token, now) : null;
  if (token && customerId === null) return apiStatus(c, UNKNOWN_TOKEN, 401);
  // A configurable child's id (VSF1 sends the chosen child's) is a review of its parent (ADR 055).
  const productId = await reviewedProductId(db, requested.store, review.product_id);
  if (productId === null)
    return badRequest(c, `review.product_id: no product with id ${review.product_id} in this store view`);
  const stored = await insertReview(db, {
    store: requested.store,
    productId,
    title: review.title,
    detail: review.detail,
    nickname: review.nickname,
    customerId,
    now,
  });
  c.header('cache-control', 'no-store');
  return apiStatus(c, reviewObject(stored, { withCustomer: true }));
});

reviewRoutes.all('/create', (c) =>
  methodNotAllowed(c, `ERROR: ${c.req.method} request method is not supported; use POST /api/review/create`, 'POST'),
);

reviewRoutes.all('/*', (c) =>
  apiStatus(
    c,
    `Unknown review endpoint ${c.req.method} ${new URL(c.req.url).pathname}; the embedded platform answers POST /api/review/create`,
    404,
  ),
);

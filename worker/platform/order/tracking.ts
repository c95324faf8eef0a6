// `POST /api/order/track {orderNumber, email}` → {code:200, result: TrackedOrder} (shared/contract/order-tracking.ts):
// the /order-tracking page's lookup. A number with another e-mail is the same 404 as an unknown number, so the
// answer never tells whether a number exists. Counted before the lookup (ADR 058): 20 lookups per client address
// in 15 minutes, and 10 per order number in an hour of which a found order gives its hit back, so guessing the
// e-mail of one number, or numbers for one e-mail, stops long before it pays.
import type { Context } from 'hono';
import { tooManyAttempts } from '#shared/contract/user.ts';
import { ORDER_NOT_FOUND, orderTrackingBodySchema, type TrackedOrder } from '#shared/contract/order-tracking.ts';
import { apiStatus, badRequestFromZod, readJsonBody } from '#worker/platform/http.ts';
import type { PlatformEnv } from '#worker/platform/env.ts';
import { clientAddress, minutesLeft, returnHit, takeHits, type RateLimit } from '#worker/platform/user/rate-limit.ts';
import { orderNumber } from './order-store';

/** Lookups per client address: a shopper checks an order or two, and mistypes a few times. */
export const TRACKING_PER_ADDRESS: RateLimit = { name: 'order-track-address', limit: 20, windowMs: 15 * 60 * 1000 };
/** Failed lookups per order number, from any address: a found order gives its hit back. */
export const TRACKING_PER_ORDER: RateLimit = { name: 'order-track-number', limit: 10, windowMs: 60 * 60 * 1000 };

interface TrackedRow {
  entity_id: number;
  status: string;
  customer_email: string;
  grand_total: number;
  transfered_at: string;
  items_qty: number | null;
}

export async function trackOrder(c: Context<{ Bindings: PlatformEnv }>) {
  const json = await readJsonBody(c);
  if (!json.ok) return json.response;
  const parsed = orderTrackingBodySchema.safeParse(json.value);
  if (!parsed.success) return badRequestFromZod(c, parsed.error);
  const { email } = parsed.data;
  const number = orderNumber(Number(parsed.data.orderNumber));
  const db = c.env.DB;
  const limit = await takeHits(
    db,
    [
      [TRACKING_PER_ADDRESS, clientAddress(c)],
      [TRACKING_PER_ORDER, number],
    ],
    Date.now(),
  );
  if (limit.limited) return apiStatus(c, tooManyAttempts(minutesLeft(limit.retryAfterMs)), 429);
  c.header('cache-control', 'no-cache, no-store');
  const row = await db
    .prepare(
      `SELECT entity_id, status, customer_email, grand_total, transfered_at,
         (SELECT SUM(qty_ordered) FROM order_items WHERE order_entity_id = orders.entity_id) AS items_qty
       FROM orders WHERE entity_id = ?1`,
    )
    .bind(Number(number))
    .first<TrackedRow>();
  if (!row || row.customer_email.trim().toLowerCase() !== email.toLowerCase())
    return apiStatus(c, ORDER_NOT_FOUND, 404);
  await returnHit(db, TRACKING_PER_ORDER, number);
  const tracked: TrackedOrder = {
    increment_id: number,
    status: row.status,
    created_at: row.transfered_at,
    grand_total: row.grand_total,
    items_qty: row.items_qty ?? 0,
  };
  return apiStatus(c, tracked);
}

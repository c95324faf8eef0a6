// Whose order it is (ADR 035, ADR 055). The customer of a live token sent with the order;
// without a token, the owner of the customer cart the order names: a stock VSF1 (`users.tokenInHeader: false`)
// sends the order with no token, and a customer cart's id is a 128-bit secret only its owner's devices hold.
// The body's `user_id` is never trusted. A token of no live session is a 401 (the client refreshes and sends
// again, so a logged-in order never turns into a guest order); a token with another customer's cart is a 403.
import { NOT_YOUR_CART } from '#worker/platform/cart/cart-access.ts';

/** A token was sent and names no live session (expired, revoked, unknown): refresh and send again. */
export const UNKNOWN_ORDER_TOKEN = 'This customer token is unknown or expired; refresh it and send the order again';

export type OrderOwner = { ok: true; customerId: number | null } | { ok: false; status: 401 | 403; message: string };

/** The customer a cart belongs to (null for a guest cart or no cart), expired or not: an owner never lapses. */
async function cartOwner(db: D1Database, cartHash: string | null): Promise<number | null> {
  if (cartHash === null) return null;
  const row = await db
    .prepare('SELECT customer_id FROM carts WHERE token_hash = ?1')
    .bind(cartHash)
    .first<{ customer_id: number | null }>();
  return row?.customer_id ?? null;
}

/**
 * The order's customer: `token` is the request's customer (null without a token, 'unknown' for a token of no
 * live session), `cartHash` the hashed `cart_id` of the order.
 */
export async function orderOwner(
  db: D1Database,
  token: number | null | 'unknown',
  cartHash: string | null,
): Promise<OrderOwner> {
  if (token === 'unknown') return { ok: false, status: 401, message: UNKNOWN_ORDER_TOKEN };
  const owner = await cartOwner(db, cartHash);
  if (token === null) return { ok: true, customerId: owner };
  if (owner !== null && owner !== token) return { ok: false, status: 403, message: NOT_YOUR_CART };
  return { ok: true, customerId: token };
}

// The idempotency key an order is stored under (UNIQUE orders.order_key; ADR 031, ADR 055). D1 keeps only a
// hash, since the client's order id is the only key to the order's details (GET /api/order/{n}?orderId=).
//   - `order_id` sent (this storefront, VSF1 with optimizeShoppingCart off): that id, as ever.
//   - no `order_id` but a `cart_id` (a stock VSF1): the cart and the exact order body. A retry of the same
//     submission repeats both, so it meets the first order; a genuine second order differs in its body or comes
//     from another cart (placing an order closes its cart, so the next order starts a new one).
//   - neither: nothing tells a retry from a second order, so each request is an order of its own, as
//     vue-storefront-api places every request it gets.
import { sha256Hex } from '#shared/domain/hex.ts';

/** The key of an order sent with the client's `order_id`. */
export const orderIdKey = (orderId: string) => sha256Hex(`order:${orderId}`);

/** The key of an order without `order_id`: its cart (hashed id) and its body (hash of the JSON sent). */
export const cartOrderKey = (cartHash: string, bodyHash: string) => sha256Hex(`cart-order:${cartHash}:${bodyHash}`);

/** The key an order is placed under, by the rules above. */
export function orderKeyFor(order: {
  orderId: string | undefined;
  cartHash: string | null;
  bodyHash: string;
}): Promise<string> {
  if (order.orderId !== undefined) return orderIdKey(order.orderId);
  if (order.cartHash !== null) return cartOrderKey(order.cartHash, order.bodyHash);
  return sha256Hex(`unkeyed:${crypto.randomUUID()}`);
}

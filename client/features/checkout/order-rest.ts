// The order of what is left of a refused order (./refused-orders.browser.ts): the same addresses, methods and cart
// (its coupon) without the lines that sold out, under its own id. Pure: the thank-you page sends it.
import type { OrderBodyWire } from '#shared/domain/checkout/order-data.ts';
import type { PersistedCartLine, PlacedOrder, PlacedOrderLine } from '#client/lib/storage/records.ts';

export interface RestOrder {
  body: OrderBodyWire;
  /** The cart lines it orders (they leave the cart once it is sent). */
  cartLines: PersistedCartLine[];
  /** What the confirmation lists. */
  lines: PlacedOrderLine[];
}

/** Null when nothing is left (every line sold out) or the platform refused the order as invalid. */
export function restOfRefusedOrder(
  order: PlacedOrder,
  ids: { order_id: string; created_at: string },
): RestOrder | null {
  if (order.outcome !== 'unavailable') return null;
  const soldOut = new Set(order.unavailable_skus ?? []);
  const body = order.order as OrderBodyWire;
  const products = body.products.filter((product) => !soldOut.has(product.sku));
  if (products.length === 0) return null;
  return {
    body: { ...body, order_id: ids.order_id, created_at: ids.created_at, updated_at: ids.created_at, products },
    cartLines: (order.cart_lines ?? []).filter((line) => !soldOut.has(line.sku)),
    lines: order.lines.filter((line) => !soldOut.has(line.sku)),
  };
}

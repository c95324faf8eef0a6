// Puts the lines of an order the platform refused back into the cart (an order queued offline whose line sold out
// meanwhile, or that it found invalid): nothing of it was ordered, so nothing the shopper chose may be lost. The
// sold-out lines come back marked out of stock, the rest as they were; lines added since stay, the same line adds
// its quantity. Each refused order is claimed once across tabs (client/features/checkout/refused-orders.browser.ts);
// the cart's persistence keeps the result and tells the other tabs. App code: it composes the checkout's records
// with the cart (features never import each other).
import type { CartStockStatus, CartStore } from '#client/features/cart/store.ts';

export async function restoreRefusedOrders(cart: CartStore): Promise<number> {
  const { claimRefusedOrders } = await import('#client/features/checkout/refused-orders.browser.ts');
  const claimed = await claimRefusedOrders();
  for (const order of claimed) {
    for (const { qty, server_item_id: _id, stock_status: _status, ...line } of order.cart_lines ?? [])
      cart.getState().addItem(line, qty);
    const soldOut = order.unavailable_skus ?? [];
    if (soldOut.length > 0)
      cart.getState().setStockStatus(new Map(soldOut.map((sku) => [sku, 'out_of_stock' as CartStockStatus])));
  }
  return claimed.length;
}

// Orders the platform refused after they were queued offline (a line sold out meanwhile: 409; an order it found
// invalid: 400). Nothing of them was ordered, so their lines go back into the cart: each refused order is claimed
// once, in a readwrite transaction, so two tabs (or a tab and the thank-you page) never put its lines back twice.
// The app puts the claimed lines into the cart (client/app/refused-orders.browser.ts: features never import each
// other), and the thank-you page offers to order the rest (./order-rest.ts).
import { getStorefrontDb } from '#client/lib/storage/db.browser.ts';
import type { PlacedOrder } from '#client/lib/storage/records.ts';
import { isRefused } from './refused-orders';

/** The refused orders whose lines have not gone back into the cart yet, marked as gone back now. */
export async function claimRefusedOrders(now: number = Date.now()): Promise<PlacedOrder[]> {
  const db = await getStorefrontDb();
  const tx = db.transaction('orders', 'readwrite');
  const claimed: PlacedOrder[] = [];
  for (const order of await tx.store.getAll()) {
    if (!isRefused(order) || order.cart_restored_at !== undefined || !order.cart_lines?.length) continue;
    const marked = { ...order, cart_restored_at: now };
    claimed.push(marked);
    void tx.store.put(marked);
  }
  await tx.done;
  return claimed;
}

/** Notes on the refused order that its rest was ordered as `replacement` (the page then links to that order). */
export async function markReplaced(orderId: string, replacement: string): Promise<void> {
  const db = await getStorefrontDb();
  const tx = db.transaction('orders', 'readwrite');
  const order = await tx.store.get(orderId);
  if (order) await tx.store.put({ ...order, replaced_by: replacement });
  await tx.done;
}

/** The id and time of the order of the rest: the kept ones, else `fresh` kept now (one order, however many tries). */
export async function reserveRestOrder(
  orderId: string,
  fresh: { order_id: string; created_at: string },
): Promise<{ order_id: string; created_at: string }> {
  const db = await getStorefrontDb();
  const tx = db.transaction('orders', 'readwrite');
  const order = await tx.store.get(orderId);
  const reserved = order?.rest_order ?? fresh;
  if (order && !order.rest_order) await tx.store.put({ ...order, rest_order: reserved });
  await tx.done;
  return reserved;
}

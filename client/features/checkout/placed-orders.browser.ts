// The orders this device placed (spec §3 collection `orders`; issue 13): written when the platform accepts an
// order, read by the confirmation pages — which show only an order found here, so a guessed url shows no one
// else's order (the platform's own order lookup needs the client's order id too, ADR 031). Also the pending
// order's id (contract §1.4 `order_id`, the idempotency key): kept until the order is placed, so a retry of the
// same order sends the same id and never creates a second order. The database belongs to client/lib/storage.
import { deleteRecord, getStorefrontDb, readRecord, writeRecord } from '#client/lib/storage/db.browser.ts';
import type { PendingOrder, PlacedOrder } from '#client/lib/storage/records.ts';

export async function savePlacedOrder(order: PlacedOrder): Promise<void> {
  const db = await getStorefrontDb();
  await db.put('orders', order);
}

/** The order this device placed under the platform's number (the thank-you page's url), if any. */
export async function findPlacedOrder(orderNumber: string): Promise<PlacedOrder | null> {
  const db = await getStorefrontDb();
  return (
    (await db.getFromIndex('orders', 'by-order-number', orderNumber)) ?? (await db.get('orders', orderNumber)) ?? null
  );
}

/** The newest order this device placed (the checkout-success page), if any. */
export async function latestPlacedOrder(): Promise<PlacedOrder | null> {
  const db = await getStorefrontDb();
  const cursor = await db.transaction('orders').store.index('by-created-at').openCursor(null, 'prev');
  return cursor?.value ?? null;
}

/**
 * The id of the order about to be sent: the pending one when it holds the same order (`fingerprint`), so a
 * retry is the same order to the platform; a new one otherwise.
 */
export async function pendingOrderFor(
  fingerprint: string,
  create: () => Omit<PendingOrder, 'fingerprint'>,
): Promise<PendingOrder> {
  const pending = await readRecord('checkout', 'pending-order');
  if (pending && pending.fingerprint === fingerprint) return pending;
  const fresh = { ...create(), fingerprint };
  await writeRecord('checkout', 'pending-order', fresh);
  return fresh;
}

export async function forgetPendingOrder(): Promise<void> {
  await deleteRecord('checkout', 'pending-order');
}

/** Spec §4 "Place order": the time of the last order is recorded (VSF1 `user/last-cart-bypass-ts`). */
export async function recordOrderTimestamp(at: number): Promise<void> {
  await writeRecord('user', 'last-cart-bypass-ts', at);
}

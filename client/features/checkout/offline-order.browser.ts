// Orders placed while offline (spec §1 "the order is sent when the connection returns and stock is confirmed
// afterwards", §4 "Offline orders"; supplement §7: queued as the order itself, sent exactly once, out-of-stock
// reported truthfully; issue 15; ADR 040). Queuing keeps the order in the device's `orders` (unsent) and puts
// one task in the durable queue (client/lib/sync) whose idempotency key is the order's `order_id`; the
// platform's answer, when the queue replays it, decides the order's outcome: placed with its number, or
// refused with the lines that ran out (409) or as invalid (400) — never a false success.
import type { OrderBodyWire } from '#shared/domain/checkout/order-data.ts';
import type { PlacedOrder } from '#client/lib/storage/records.ts';
import {
  announceQueued,
  onTaskOutcome,
  replayQueue,
  requestBackgroundReplay,
  startQueueReplay,
} from '#client/lib/sync/runner.browser.ts';
import { enqueueTask } from '#client/lib/sync/task-store.browser.ts';
import { ORDER_PLACED_EVENT, recordOrderOutcome } from './order-outcome.browser';
import { savePlacedOrder } from './placed-orders.browser';

/** Queues an order made offline: kept on the device as unsent, and one task for the queue. */
export async function queueOfflineOrder(
  order: PlacedOrder & { order: OrderBodyWire },
  storeCode: string,
  /** Supplement §5 automatic transmission (default on); off → sent once the shopper confirms ('Order waiting!'). */
  autoTransmit = true,
  /** A logged-in shopper's order carries their token when it goes out (the `{{token}}` placeholder, spec §3). */
  withToken = false,
): Promise<void> {
  await savePlacedOrder({ ...order, transmited: false });
  const now = Date.now();
  await enqueueTask({
    idempotency_key: order.order_id,
    url: `/api/order?storeCode=${encodeURIComponent(storeCode)}${withToken ? '&token={{token}}' : ''}`,
    payload: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order.order) },
    callback_event: ORDER_PLACED_EVENT,
    silent: false,
    transmited: false,
    created_at: now,
    updated_at: now,
    meta: { order_id: order.order_id, awaiting_confirmation: !autoTransmit },
    is_result_cacheable: false,
  });
  registerOfflineOrders();
  announceQueued();
  void requestBackgroundReplay();
  void replayQueue();
}

/** Registers the order outcome handler and starts the queue's triggers (idempotent; every page load that has tasks). */
export function registerOfflineOrders(): void {
  onTaskOutcome(ORDER_PLACED_EVENT, recordOrderOutcome);
  startQueueReplay();
}

// What the platform answered a queued order, recorded on the device's order (issue 15, ADR 040): placed with its
// number, refused with the lines that ran out (409), or refused as invalid (400). Run by whoever replays the
// queue: a tab (client/lib/sync/runner.browser.ts) or the service worker (client/sw/queue-sync.ts).
import type { SyncTask } from '#client/lib/storage/records.ts';
import { getStorefrontDb } from '#client/lib/storage/db.browser.ts';
import { ORDER_PLACED_EVENT } from '#client/lib/sync/names.ts';
import type { TaskOutcome } from '#client/lib/sync/replay.ts';
import { unavailableSkus } from './api/place-order';

/** The callback event of a queued order (spec §3 sync task `callback_event`); named with the queue's names. */
export { ORDER_PLACED_EVENT };

/** Records the platform's answer on the device's order (the confirmation page shows it). */
export async function recordOrderOutcome(task: SyncTask, outcome: TaskOutcome): Promise<void> {
  const orderId = typeof task.meta?.order_id === 'string' ? task.meta.order_id : task.idempotency_key;
  const db = await getStorefrontDb();
  const order = await db.get('orders', orderId);
  if (!order) return;
  const result = outcome.result as { orderNumber?: unknown } | null;
  const placed = outcome.status === 200 && typeof result?.orderNumber === 'string';
  await db.put('orders', {
    ...order,
    transmited: true,
    transmited_at: task.transmited_at ?? Date.now(),
    ...(placed
      ? { order_number: result.orderNumber as string, outcome: 'placed' as const }
      : outcome.status === 409
        ? { outcome: 'unavailable' as const, unavailable_skus: unavailableSkus(outcome.meta) }
        : { outcome: 'invalid' as const }),
  });
}

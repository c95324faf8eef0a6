// Starts the durable queue on a page load when tasks wait (spec §4: the queue is processed when the browser is
// online; a tab closed while offline sends its orders at the next load; issue 15, ADR 040). The app composes:
// the checkout feature's order outcome handler and the queue's triggers (client/lib/sync). A page with an empty
// queue loads nothing more than this check.
import { pendingTaskCount } from '#client/lib/sync/task-store.browser.ts';

export async function startOfflineQueue(): Promise<void> {
  if ((await pendingTaskCount()) === 0) return;
  const { registerOfflineOrders } = await import('#client/features/checkout/offline-order.browser.ts');
  registerOfflineOrders();
}

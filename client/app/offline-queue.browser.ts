// Starts the durable queue on a page load when tasks wait (spec §4: the queue is processed when the browser is
// online; a tab closed while offline sends its orders and profile updates at the next load; issue 15, ADR 040).
// The app composes: it tells the queue where each callback event's handler lives (the checkout feature's order
// outcome, the user feature's profile update; loaded only when a task of theirs is answered, so a tab that did
// not queue the task still records its outcome), then starts the queue's triggers (client/lib/sync). A page with
// an empty queue loads nothing more than this check.
import { ORDER_PLACED_EVENT, PROFILE_UPDATED_EVENT } from '#client/lib/sync/names.ts';
import { configureQueue } from '#client/lib/sync/queue-config.ts';
import { pendingTaskCount } from '#client/lib/sync/task-store.browser.ts';
import type { UserStore } from '#client/features/user/store.ts';

export async function startOfflineQueue(user?: UserStore): Promise<void> {
  configureQueue({
    outcomeHandler: async (callbackEvent) => {
      if (callbackEvent === ORDER_PLACED_EVENT)
        return (await import('#client/features/checkout/order-outcome.browser.ts')).recordOrderOutcome;
      if (callbackEvent === PROFILE_UPDATED_EVENT && user)
        return (await import('#client/features/user/queued-profile.browser.ts')).profileOutcomeHandler(user);
      return undefined;
    },
  });
  if ((await pendingTaskCount()) === 0) return;
  const { registerOfflineOrders } = await import('#client/features/checkout/offline-order.browser.ts');
  registerOfflineOrders();
}

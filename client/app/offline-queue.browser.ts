// Starts the durable queue on a page load when tasks wait (spec §4: the queue is processed when the browser is
// online; a tab closed while offline sends its orders and profile updates at the next load; issue 15, ADR 040).
// The app composes: it tells the queue where each callback event's handler lives (the checkout feature's order
// outcome, the user feature's profile update; loaded only when a task of theirs is answered, so a tab that did
// not queue the task still records its outcome), then starts the queue's triggers (client/lib/sync) and the
// orders' outcome notices (./order-outcome-notices.browser.ts). A page with an empty queue loads nothing more
// than this check and a listener on the queue's channel: when another tab queues a task, this tab starts too,
// so that every open tab replays (one at a time: the queue's lock) and hears the outcome.
import {
  ORDER_PLACED_EVENT,
  PROFILE_UPDATED_EVENT,
  QUEUE_CHANNEL,
  QUEUED_MESSAGE_TYPE,
} from '#client/lib/sync/names.ts';
import { configureQueue } from '#client/lib/sync/queue-config.ts';
import { pendingTaskCount } from '#client/lib/sync/task-store.browser.ts';
import type { AppServices } from './services';

async function startQueue(services: AppServices): Promise<void> {
  const { registerOfflineOrders } = await import('#client/features/checkout/offline-order.browser.ts');
  registerOfflineOrders();
  const { watchOrderOutcomes } = await import('./order-outcome-notices.browser');
  await watchOrderOutcomes(services);
}

export async function startOfflineQueue(services: AppServices): Promise<void> {
  const user = services.stores.user;
  configureQueue({
    outcomeHandler: async (callbackEvent) => {
      if (callbackEvent === ORDER_PLACED_EVENT)
        return (await import('#client/features/checkout/order-outcome.browser.ts')).recordOrderOutcome;
      if (callbackEvent === PROFILE_UPDATED_EVENT)
        return (await import('#client/features/user/queued-profile.browser.ts')).profileOutcomeHandler(user);
      return undefined;
    },
  });
  // An order refused while no tab was open (the service worker sent it) puts its lines back now.
  void import('./refused-orders.browser')
    .then(({ restoreRefusedOrders }) => restoreRefusedOrders(services.stores.cart))
    .catch((error: unknown) => console.warn('[queue] a refused order could not be put back into the cart', error));
  if ((await pendingTaskCount()) > 0) return startQueue(services);
  const channel = new BroadcastChannel(QUEUE_CHANNEL);
  channel.onmessage = (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type !== QUEUED_MESSAGE_TYPE) return;
    channel.close();
    void startQueue(services).catch((error: unknown) => console.error('The offline queue could not be started', error));
  };
}

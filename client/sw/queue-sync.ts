// The service worker's replay of the durable queue (spec §4 "Sync tasks"; issue 15 "orders go out even when the
// tab was closed"; ADR 040): on the Background Sync event the page registered after queuing, the same rules as a
// tab (client/lib/sync/replay.ts) under the same lock, with the token and the cart id read from IndexedDB; the
// order outcomes are recorded on the device's orders and every open tab is told to re-read. If the shopper allowed
// notifications (the thank-you page's push-reminder offer), each sent order's outcome and a reminder to confirm a
// waiting one are shown (./order-notifications.ts); a click opens its page.
import { readRecord } from '#client/lib/storage/db.browser.ts';
import { QUEUE_CHANNEL, QUEUE_LOCK } from '#client/lib/sync/names.ts';
import { AWAITING_CONFIRMATION, replayTasks, type ReplayStep } from '#client/lib/sync/replay.ts';
import { pendingTasks, removeTask, saveTask } from '#client/lib/sync/task-store.browser.ts';
import { ORDER_PLACED_EVENT, recordOrderOutcome } from '#client/features/checkout/order-outcome.browser.ts';
import { orderNotifications } from './order-notifications';

declare const self: ServiceWorkerGlobalScope;

/** The shop's icon (public/, precached with the app's assets). */
const NOTIFICATION_ICON = '/icons/icon-192.png';

async function replayInWorker(): Promise<ReplayStep[]> {
  const [token, cartId] = await Promise.all([
    readRecord('user', 'current-token').catch(() => undefined),
    readRecord('cart', 'current-cart-token').catch(() => undefined),
  ]);
  return replayTasks({
    pending: pendingTasks,
    save: saveTask,
    remove: removeTask,
    fetch: (request) => self.fetch(request),
    origin: self.location.origin,
    token: () => token ?? null,
    cartId: () => cartId ?? null,
    onOutcome: (task, outcome) =>
      task.callback_event === ORDER_PLACED_EVENT ? recordOrderOutcome(task, outcome) : undefined,
    now: Date.now,
  });
}

/**
 * Replays under the queue's lock, then tells the tabs. A tab replaying already is left to finish first, then this
 * sends what it left (it reads the queue under the lock, so nothing goes twice). Skipping instead, as a tab does,
 * ended the sync event as done with the tasks still queued, and the browser had no reason to try again.
 */
export async function replayQueueFromWorker(): Promise<void> {
  const steps = await navigator.locks.request(QUEUE_LOCK, replayInWorker);
  if (steps.some((step) => step.kind === 'sent')) new BroadcastChannel(QUEUE_CHANNEL).postMessage({ type: 'replayed' });
  await notifyOrders(steps);
  // A task still waiting (the server failed) makes the sync event fail, so the browser tries again later.
  if (steps.some((step) => step.kind === 'kept')) throw new Error('Some queued tasks could not be sent yet');
}

/** The push reminder (issue 15): only with the shopper's permission, never blocking the replay's outcome. */
async function notifyOrders(steps: readonly ReplayStep[]): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const waiting = steps.flatMap((step) =>
    step.kind === 'kept' && step.reason === AWAITING_CONFIRMATION ? [step.task] : [],
  );
  for (const notification of orderNotifications(steps, waiting)) {
    await self.registration
      .showNotification(notification.title, {
        body: notification.body,
        tag: notification.tag,
        data: { url: notification.url },
        icon: NOTIFICATION_ICON,
      })
      .catch((error: unknown) => console.warn('[queue] a notification could not be shown', error));
  }
}

/** A click on an order notification: the shop's tab on that page, or a new one. */
export async function openNotificationUrl(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin).href;
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    await tab.focus();
    await tab.navigate(url);
    return;
  }
  await self.clients.openWindow(url);
}

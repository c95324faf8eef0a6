// The service worker's replay of the durable queue (spec §4 "Sync tasks"; issue 15 "orders go out even when the
// tab was closed"; ADR 040): on the Background Sync event the page registered after queuing, the same rules as a
// tab (client/lib/sync/replay.ts) under the same lock, with the token and the cart id read from IndexedDB; the
// order outcomes are recorded on the device's orders and every open tab is told to re-read.
import { readRecord } from '#client/lib/storage/db.browser.ts';
import { QUEUE_CHANNEL, QUEUE_LOCK } from '#client/lib/sync/names.ts';
import { replayTasks, type ReplayStep } from '#client/lib/sync/replay.ts';
import { pendingTasks, removeTask, saveTask } from '#client/lib/sync/task-store.browser.ts';
import { ORDER_PLACED_EVENT, recordOrderOutcome } from '#client/features/checkout/order-outcome.browser.ts';

declare const self: ServiceWorkerGlobalScope;

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

/** Replays under the queue's lock (a tab replaying already is left to finish), then tells the tabs. */
export async function replayQueueFromWorker(): Promise<void> {
  const steps = await navigator.locks.request(QUEUE_LOCK, { ifAvailable: true }, async (lock) =>
    lock ? replayInWorker() : [],
  );
  if (steps.some((step) => step.kind === 'sent')) new BroadcastChannel(QUEUE_CHANNEL).postMessage({ type: 'replayed' });
  // A task still waiting (the server failed) makes the sync event fail, so the browser tries again later.
  if (steps.some((step) => step.kind === 'kept')) throw new Error('Some queued tasks could not be sent yet');
}

// Spec §4 "User-token lock": "A failed refresh logs the user out silently, clears untransmitted tasks and opens
// the sign-up modal" (VSF1 TaskQueue.clearNotTransmited). Which rows of the durable queue (ADR 040) go: the
// untransmitted tasks of the session that ended (profile updates, cart writes), with or without a `{{token}}`.
// One exception, on purpose: an order placed offline stays. The guide's rule "nothing a shopper did is ever lost"
// wins over the literal spec (VSF1 dropped queued orders here); the order still carries its own customer data
// and goes out as the shopper's order once they log in again, or as a guest order if they never do (ADR 040).
// Transmitted rows (kept because their result is cacheable) stay. Pure; the store's deletion is
// client/lib/sync/task-store.browser.ts clearUntransmittedTasks.
import type { SyncTask } from '#client/lib/storage/records.ts';
import { ORDER_PLACED_EVENT } from './names';

/** The stored ids of the tasks a failed token refresh clears: every untransmitted one but orders. */
export function untransmittedTaskIds(tasks: readonly SyncTask[]): number[] {
  return tasks.flatMap((task) =>
    !task.transmited && task.task_id !== undefined && task.callback_event !== ORDER_PLACED_EVENT ? [task.task_id] : [],
  );
}

// Profile updates through the durable queue (spec §7 "POST /api/user/me … is queued", §3 sync task; issue 15 "cart
// updates, profile updates and orders go through it"; ADR 040): the MyProfile block's save becomes one task
// (`/api/user/me?token={{token}}`, the change as its payload, its own idempotency key, callback event
// `profile-updated`). Online it goes out at once and the form hears the platform's answer; offline (or when the
// platform cannot be reached) it stays on the device and goes out when the connection returns — from a tab, or
// from the service worker's Background Sync. The callback puts the platform's profile into the user store.
import type { Customer } from '#shared/contract/user.ts';
import { newIdempotencyKey } from '#client/lib/api/idempotency.ts';
import type { ProfileChange } from '#client/lib/api/user-me-update.ts';
import { isOffline } from '#client/lib/dom.ts';
import { PROFILE_UPDATED_EVENT } from '#client/lib/sync/names.ts';
import type { TaskOutcome } from '#client/lib/sync/replay.ts';
import {
  announceQueued,
  onTaskOutcome,
  replayQueue,
  requestBackgroundReplay,
  startQueueReplay,
  type OutcomeHandler,
} from '#client/lib/sync/runner.browser.ts';
import { enqueueTask } from '#client/lib/sync/task-store.browser.ts';
import type { UserStore } from './store';

export { PROFILE_UPDATED_EVENT };
/** Contract U8: the token in the query (spec §7), filled in when the task goes out. */
export const PROFILE_TASK_URL = '/api/user/me?token={{token}}';
/** How long a save made online waits for its answer before the form says it is kept on the device. */
export const OUTCOME_WAIT_MS = 8_000;

export type ProfileSave =
  { state: 'saved'; customer: Customer } | { state: 'refused'; status: number; result: unknown } | { state: 'queued' };

/** The answer's profile (contract U8 answers the customer); the browser ships no zod (ADR 021): a shape check. */
function customerOf(outcome: TaskOutcome): Customer | null {
  const result = outcome.result as Partial<Customer> | null;
  return outcome.status === 200 && typeof result?.email === 'string' && typeof result.firstname === 'string'
    ? (result as Customer)
    : null;
}

const waiters = new Map<string, (outcome: TaskOutcome) => void>();

/** The handler of `profile-updated` (run by the tab that replays): the platform's profile into the store. */
export function profileOutcomeHandler(store: UserStore): OutcomeHandler {
  return (task, outcome) => {
    const customer = customerOf(outcome);
    // A shopper who logged out meanwhile is not shown as logged in again.
    if (customer && store.getState().token) store.getState().setProfile(customer);
    waiters.get(task.idempotency_key)?.(outcome);
  };
}

export function registerProfileUpdates(store: UserStore): void {
  onTaskOutcome(PROFILE_UPDATED_EVENT, profileOutcomeHandler(store));
  startQueueReplay();
}

const wait = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** Queues the change and, online, sends it now; answers what the form should say. */
export async function queueProfileUpdate(store: UserStore, change: ProfileChange): Promise<ProfileSave> {
  registerProfileUpdates(store);
  const key = newIdempotencyKey();
  const answered = new Promise<TaskOutcome>((resolve) => waiters.set(key, resolve));
  const now = Date.now();
  await enqueueTask({
    idempotency_key: key,
    url: PROFILE_TASK_URL,
    payload: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: change }),
    },
    callback_event: PROFILE_UPDATED_EVENT,
    silent: false,
    transmited: false,
    created_at: now,
    updated_at: now,
    meta: { kind: 'profile' },
    is_result_cacheable: false,
  });
  announceQueued();
  try {
    const steps = isOffline() ? [] : await replayQueue();
    const keptNow = steps.some((step) => step.kind === 'kept' && step.task.idempotency_key === key);
    const outcome = isOffline() || keptNow ? null : await Promise.race([answered, wait(OUTCOME_WAIT_MS)]);
    if (!outcome) {
      // Sent when the connection returns, even if every tab is closed by then (Background Sync; Chromium).
      void requestBackgroundReplay();
      return { state: 'queued' };
    }
    const customer = customerOf(outcome);
    return customer
      ? { state: 'saved', customer }
      : { state: 'refused', status: outcome.status, result: outcome.result };
  } finally {
    waiters.delete(key);
  }
}

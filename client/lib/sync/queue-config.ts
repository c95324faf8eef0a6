// What the durable queue needs from the session, set by the app once it knows it (issue 15, ADR 040): the
// customer's token, the server cart's id, the token refresh through the session's lock and the loader of the
// callback events' handlers. Its own tiny module so
// that the session (loaded on every page) sets it without loading the queue's code.

import type { SyncTask } from '#client/lib/storage/records.ts';
import type { TaskOutcome } from './replay';

/** A callback event's handler (the runner's OutcomeHandler). */
export type QueueOutcomeHandler = (task: SyncTask, outcome: TaskOutcome) => Promise<void> | void;

export interface QueueSession {
  token: () => string | null;
  cartId: () => string | null;
  refreshToken?: () => Promise<boolean>;
  /**
   * Loads the handler of a callback event this tab has not registered (the tab that replays is not always the
   * tab that queued: an order queued in one tab may be sent by another, whose screen shows something else).
   */
  outcomeHandler?: (callbackEvent: string) => Promise<QueueOutcomeHandler | undefined>;
}

let session: QueueSession = { token: () => null, cartId: () => null };

// Until the saved user is read, `token()` answers null even for a logged-in shopper: a replay at page load would
// send a customer's order as a guest's and a profile update without its token. The account marks the session
// known once the saved user is restored; the runner waits for that (bounded: a failed account start must not
// hold the queue forever).
let markKnown: () => void = () => undefined;
const known = new Promise<void>((resolve) => {
  markKnown = resolve;
});

/** The saved user has been read: `token()` now tells a guest from a customer. */
export function markQueueSessionKnown(): void {
  markKnown();
}

/** Resolves once the session is known, or after `timeoutMs`. */
export function queueSessionKnown(timeoutMs: number): Promise<void> {
  return Promise.race([known, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

export function configureQueue(options: Partial<QueueSession>): void {
  session = { ...session, ...options };
}

export function queueSession(): QueueSession {
  return session;
}

// Runs the durable queue's replay in a page (spec §4 "Sync tasks": "when the browser goes online, the queue is
// processed"; issue 15; ADR 040): at start when tasks wait, on every `online` event, and on demand after a task
// is queued. One replayer at a time across tabs (Web Locks: a tab that finds the lock taken leaves it to the
// holder); every tab hears the outcomes (BroadcastChannel) and its handlers run for its own screen.
// Issue 15 "the task stays and is retried later": while the browser is online, a replay that kept tasks (a network
// failure, a 5xx, a non-JSON answer) or found another replayer holding the lock tries again after a growing delay;
// every kept task is said on the console with its reason (spec §8 'Error with response - bad content-type!').
import { createRetrySchedule } from '#client/lib/backoff.ts';
import type { SyncTask } from '#client/lib/storage/records.ts';
import { AWAITING_CONFIRMATION, replayTasks, UNAUTHORIZED, type ReplayStep, type TaskOutcome } from './replay';
import { QUEUE_CHANNEL, QUEUE_LOCK, QUEUE_SYNC_TAG, QUEUED_MESSAGE_TYPE } from './names';
import { queueSession, queueSessionKnown } from './queue-config';
import { confirmTasks, pendingTasks, removeTask, saveTask } from './task-store.browser';

/** What a callback event's handler gets: the task (the order inside it) and the platform's answer. */
export type OutcomeHandler = (task: SyncTask, outcome: TaskOutcome) => Promise<void> | void;
/** Told in every tab after a replay sent tasks (to refresh what the screen shows). */
export type ReplayListener = (steps: readonly ReplayStep[]) => void;

/** A request the platform does not answer in this time is given up (the task stays; its key makes a resend safe). */
export const TASK_REQUEST_TIMEOUT_MS = 20_000;
/** How long a replay at page load waits for the saved user (./queue-config.ts). */
export const SESSION_WAIT_MS = 5_000;
/** Reasons a later try will not change by itself: the shopper must confirm, or log in again. */
const WAITS_FOR_SHOPPER = new Set([AWAITING_CONFIRMATION, UNAUTHORIZED]);

const handlers = new Map<string, OutcomeHandler>();
const listeners = new Set<ReplayListener>();

/** The handler of a callback event (e.g. the checkout's `order-placed`), run once, by the replaying tab. */
export function onTaskOutcome(callbackEvent: string, handler: OutcomeHandler): void {
  handlers.set(callbackEvent, handler);
}

export function onReplay(listener: ReplayListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Client code is type-checked for the worker too (no DOM library): the browser's globals are reached through
// globalThis with the shapes used here.
interface BrowserGlobals {
  location: { origin: string };
  navigator: {
    onLine: boolean;
    locks?: LockManagerLike;
    serviceWorker?: { ready: Promise<{ sync?: { register(tag: string): Promise<void> } }> };
  };
  addEventListener(type: string, listener: () => void): void;
  BroadcastChannel: new (name: string) => ChannelLike;
}

interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: unknown) => void) | null;
}

const browser = () => globalThis as unknown as BrowserGlobals;

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

const locks = (): LockManagerLike | undefined => browser().navigator.locks;

let channel: ChannelLike | null = null;
const processing = new Set<string>();

/** 2 s after a replay that kept tasks, doubled after each further one, up to a minute. */
const retries = createRetrySchedule(() => void replayQueue());

async function replayHere(): Promise<ReplayStep[]> {
  await queueSessionKnown(SESSION_WAIT_MS);
  return replayTasks(
    {
      pending: pendingTasks,
      save: saveTask,
      remove: removeTask,
      fetch: (request) => fetch(request, { signal: AbortSignal.timeout(TASK_REQUEST_TIMEOUT_MS) }),
      origin: browser().location.origin,
      token: () => queueSession().token(),
      cartId: () => queueSession().cartId(),
      ...(queueSession().refreshToken ? { refreshToken: () => queueSession().refreshToken!() } : {}),
      onOutcome: async (task, outcome) => {
        if (!task.callback_event) return;
        const handler =
          handlers.get(task.callback_event) ?? (await queueSession().outcomeHandler?.(task.callback_event));
        await handler?.(task, outcome);
      },
      now: Date.now,
    },
    processing,
  );
}

/**
 * Replays the queue now if no other tab (or the service worker) is replaying; answers what this tab sent (an
 * empty list when another holds the lock or nothing waits).
 */
export async function replayQueue(): Promise<readonly ReplayStep[]> {
  if (!browser().navigator.onLine) return [];
  const manager = locks();
  let lockHeld = false;
  const steps = manager
    ? await manager.request(QUEUE_LOCK, { ifAvailable: true }, async (lock) => {
        lockHeld = !lock;
        return lock ? replayHere() : [];
      })
    : await replayHere();
  const kept = steps.filter((step) => step.kind === 'kept');
  for (const step of kept)
    if (step.reason !== AWAITING_CONFIRMATION)
      console.warn(`[queue] task ${step.task.idempotency_key} kept: ${step.reason}`);
  // The holder may be the service worker, which cannot refresh a token: this tab looks again after it.
  retries.schedule(lockHeld || kept.some((step) => !WAITS_FOR_SHOPPER.has(step.reason)));
  if (steps.some((step) => step.kind === 'sent')) {
    for (const listener of listeners) listener(steps);
    channel?.postMessage({ type: 'replayed' });
  }
  return steps;
}

/** Starts the triggers (once per page): now, and whenever the browser is back online. */
export function startQueueReplay(): void {
  if (channel) return;
  channel = new (browser().BroadcastChannel)(QUEUE_CHANNEL);
  channel.onmessage = (event) => {
    // Another tab queued a task: nothing was sent yet, nothing to refresh.
    if ((event as { data?: { type?: string } }).data?.type === QUEUED_MESSAGE_TYPE) return;
    for (const listener of listeners) listener([]);
  };
  browser().addEventListener('online', () => void replayQueue());
  void replayQueue();
}

/**
 * Tells the other open tabs a task was queued here: a tab that started with an empty queue starts its triggers
 * too, so whichever tab is open when the connection returns replays (one of them: the lock) and every tab hears
 * the outcome (issue 15 "every tab sees the outcome").
 */
export function announceQueued(): void {
  startQueueReplay();
  channel?.postMessage({ type: QUEUED_MESSAGE_TYPE });
}

/**
 * Asks the service worker to replay when the connection returns, even if every tab is closed by then
 * (Background Sync; Chromium). Browsers without it replay at the next page load.
 */
export async function requestBackgroundReplay(): Promise<void> {
  const registration = await browser().navigator.serviceWorker?.ready;
  await registration?.sync?.register(QUEUE_SYNC_TAG).catch((error: unknown) => {
    console.warn('[queue] background sync is not available; the queue is replayed at the next page load', error);
  });
}

/**
 * Spec §4 offline orders with automatic transmission off: the shopper confirmed (the 'Order waiting!' prompt, or
 * the thank-you page of the order): the tasks (all, or those of `keys`) may go out now.
 */
export async function confirmAndReplay(keys?: readonly string[]): Promise<readonly ReplayStep[]> {
  await confirmTasks(keys);
  return replayQueue();
}

// Runs the durable queue's replay in a page (spec §4 "Sync tasks": "when the browser goes online, the queue is
// processed"; issue 15; ADR 040): at start when tasks wait, on every `online` event, and on demand after a task
// is queued. One replayer at a time across tabs (Web Locks: a tab that finds the lock taken leaves it to the
// holder); every tab hears the outcomes (BroadcastChannel) and its handlers run for its own screen.
import type { SyncTask } from '#client/lib/storage/records.ts';
import { replayTasks, type ReplayStep, type TaskOutcome } from './replay';
import { QUEUE_CHANNEL, QUEUE_LOCK, QUEUE_SYNC_TAG } from './names';
import { queueSession } from './queue-config';
import { confirmTasks, pendingTasks, removeTask, saveTask } from './task-store.browser';

/** What a callback event's handler gets: the task (the order inside it) and the platform's answer. */
export type OutcomeHandler = (task: SyncTask, outcome: TaskOutcome) => Promise<void> | void;
/** Told in every tab after a replay sent tasks (to refresh what the screen shows). */
export type ReplayListener = (steps: readonly ReplayStep[]) => void;

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

async function replayHere(): Promise<ReplayStep[]> {
  return replayTasks(
    {
      pending: pendingTasks,
      save: saveTask,
      remove: removeTask,
      fetch: (request) => fetch(request),
      origin: browser().location.origin,
      token: () => queueSession().token(),
      cartId: () => queueSession().cartId(),
      ...(queueSession().refreshToken ? { refreshToken: () => queueSession().refreshToken!() } : {}),
      onOutcome: (task, outcome) =>
        task.callback_event ? handlers.get(task.callback_event)?.(task, outcome) : undefined,
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
  const steps = manager
    ? await manager.request(QUEUE_LOCK, { ifAvailable: true }, async (lock) => (lock ? replayHere() : []))
    : await replayHere();
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
  channel.onmessage = () => {
    for (const listener of listeners) listener([]);
  };
  browser().addEventListener('online', () => void replayQueue());
  void replayQueue();
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

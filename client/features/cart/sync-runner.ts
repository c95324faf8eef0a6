// Runs the cart sync (./sync.ts) in the browser (spec §4 "Cart connection", "Totals sync"; issue 13): after
// every change of the lines or the server cart (debounced, so a few stepper clicks are one sync), when the
// browser comes back online, and at start. One sync at a time: a change during a sync runs another after it.
// A sync that failed while online (a lost answer, a 5xx, a timeout) is tried again after a growing delay
// (2 s … 60 s, #client/lib/backoff.ts): the device's cart is the truth and the next sync pulls before it pushes,
// so a write whose answer was lost is found on the server and never sent twice (ADR 045). Back online, the
// durable queue is processed first, then the cart is reloaded from the server (spec §4 "Sync tasks").
// Loaded by the microcart's shell (./components/microcart.tsx) only once the cart holds something, so a
// first visit downloads none of it. What the server refused is kept for the microcart to say (`notices`).
import type { ApiClient } from '#shared/api/client.ts';
import { createRetrySchedule } from '#client/lib/backoff.ts';
import { isOffline } from '#client/lib/dom.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CartStore } from './store';
import { syncCart, type CartSyncNotice } from './sync';

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Quiet time after the last change before a sync starts. */
export const SYNC_DEBOUNCE_MS = 400;

export interface CartSyncRunner {
  /** Syncs now (after the one running, if any); resolves when done. */
  syncNow(): Promise<void>;
  /**
   * Runs `task` alone: after the running sync, with no sync starting meanwhile (one asked for runs after it).
   * The merge after login (./merge.ts) runs so, or a sync would push the device's quantities between its steps.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** What the last syncs' refusals were, newest last; cleared by `clearNotices`. */
  notices(): readonly CartSyncNotice[];
  subscribeNotices(listener: () => void): () => void;
  clearNotices(): void;
  /**
   * True when nothing more will be sent until the cart changes: no sync running, none waiting for the debounce,
   * no retry waiting for its delay. The microcart shows it (`data-sync`), so a test can tell "done" from "later".
   */
  settled(): boolean;
  subscribeSettled(listener: () => void): () => void;
  stop(): void;
}

/** The runner of this page (the microcart's body asks it to sync before a coupon is applied). */
let active: CartSyncRunner | null = null;

export function activeCartSync(): CartSyncRunner | null {
  return active;
}

export function startCartSync(options: {
  api: ApiClient;
  cart: CartStore;
  store: StoreCode;
  maxBypassAttempts: number;
}): CartSyncRunner {
  const { cart } = options;
  const deps = { ...options, isOnline: () => !isOffline() };
  // Client code is type-checked for the worker too (no DOM library): the window is reached through globalThis.
  const target = globalThis as unknown as Partial<EventTargetLike>;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A failed sync is tried again later while online; any sync that ran clears the pending retry. */
  const retries = createRetrySchedule(() => void run());
  let notices: readonly CartSyncNotice[] = [];
  const listeners = new Set<() => void>();
  const settledListeners = new Set<() => void>();
  let settled = false;
  /** Tells the listeners when settledness changed; called after each step that starts or ends a wait. */
  const checkSettled = () => {
    const now = running === null && timer === undefined && !retries.pending();
    if (now === settled) return;
    settled = now;
    for (const listener of settledListeners) listener();
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const outcome = await syncCart(deps);
        if (outcome.kind === 'synced' && outcome.notices.length > 0) {
          notices = [...notices, ...outcome.notices];
          for (const listener of listeners) listener();
        }
        retries.schedule(outcome.kind === 'failed' && deps.isOnline());
      } while (again);
    })().finally(() => {
      running = null;
      checkSettled();
    });
    checkSettled();
    return running;
  };

  const exclusive = async <T>(task: () => Promise<T>): Promise<T> => {
    while (running) await running.catch(() => undefined);
    const result = task();
    running = result
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        running = null;
        if (again) void run();
        checkSettled();
      });
    checkSettled();
    return result;
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void run();
    }, SYNC_DEBOUNCE_MS);
    checkSettled();
  };
  const unsubscribe = cart.subscribe((state, previous) => {
    // The device's user was read: the sync that waited for it runs now.
    if (previous.userToken === undefined && state.userToken !== undefined) schedule();
    if (state.items !== previous.items || state.serverToken !== previous.serverToken) {
      // The sync's own writes (server ids, stock marks) change the lines too: only a change of what the
      // server holds (skus, choices, quantities, the cart) needs another sync.
      const before = previous.items.map((line) => [line.sku, line.qty, line.product_option]);
      const after = state.items.map((line) => [line.sku, line.qty, line.product_option]);
      if (JSON.stringify(before) !== JSON.stringify(after) || state.serverToken === null) schedule();
    }
  });
  // Spec §4: "When the browser goes online, the queue is processed and the cart is reloaded from the server."
  // (The queue's replay returns at once when another tab holds it; its failure never stops the cart's reload.)
  const onOnline = () =>
    void import('#client/lib/sync/runner.browser.ts')
      .then(({ replayQueue }) => replayQueue())
      .catch((error: unknown) => console.warn('[cart] the queue could not be processed before the cart', error))
      .then(() => run());
  const onOffline = () => cart.getState().setSyncStatus('offline');
  target.addEventListener?.('online', onOnline);
  target.addEventListener?.('offline', onOffline);
  void run();

  const runner: CartSyncRunner = {
    syncNow: run,
    exclusive,
    notices: () => notices,
    subscribeNotices(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clearNotices() {
      notices = [];
      for (const listener of listeners) listener();
    },
    settled: () => settled,
    subscribeSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    stop() {
      if (active === runner) active = null;
      clearTimeout(timer);
      retries.cancel();
      unsubscribe();
      target.removeEventListener?.('online', onOnline);
      target.removeEventListener?.('offline', onOffline);
    },
  };
  active = runner;
  return runner;
}

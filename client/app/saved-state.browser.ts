// The device's saved state at page load: the cart, the wishlist and compare list, the tax choice, the customer and
// the offline queue (ADR 066). Where the device may hold any of it, the code that reads and keeps it (~5.5 KB gzip:
// idb, each store's persistence, the session, the queue check) starts right after hydration, as before. A first
// visit holds nothing: the stores are marked as read (empty, as the server rendered them: `markNothingSaved`) and that code loads only
// once something is to be kept or read — a change of one of these stores, a login (it waits for the session), or
// another tab's message on one of their channels or in localStorage. A page left before that code had read the
// device keeps its changes for the next one (./unsaved-changes.browser.ts).
import { readSavedTaxDisplay } from '#client/features/tax-display/saved-choice.ts';
import { SAVED_STATE_CHANNELS, STOREFRONT_DB_NAME } from '#client/lib/saved-state-names.ts';
import { QUEUE_CHANNEL } from '#client/lib/sync/names.ts';
import type { AppServices } from './services';
import { hasUnsaved, keepUnsavedOnLeave } from './unsaved-changes.browser';

/** False only when the device certainly holds nothing: no storefront database, tax choice or kept changes. */
async function deviceMayHoldSavedState(): Promise<boolean> {
  // The last page was left before it could save (./unsaved-changes.browser.ts): there is something to keep now.
  if (readSavedTaxDisplay() !== null || hasUnsaved()) return true;
  // `indexedDB.databases()` is in Chromium 71, Safari 14 and Firefox 126; without it, the read itself tells.
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === STOREFRONT_DB_NAME);
  } catch {
    return true;
  }
}

/**
 * Starts the saved state's code (`startCode`: resolves once the session is composed, rejects when a chunk could
 * not be loaded) now, or on a first visit when it is first needed. Call right after hydrateRoot; a login started
 * at any time waits for it.
 *
 * @example
 * keepSavedState(services, () => import('./account.browser').then(({ startAccount }) => startAccount(services)));
 */
export function keepSavedState(services: AppServices, startCode: () => Promise<void>): void {
  const { cart, wishlist, compare, taxDisplay, user } = services.stores;
  let started: Promise<void> | null = null;
  /** The first visit's triggers, removed once the code has started. */
  const stops: Array<() => void> = [];
  // A chunk that could not be loaded (offline before the service worker held it; the stores keep what the shopper
  // did in memory) is asked for again when the connection returns. A login does not wait for it meanwhile.
  const begin = (): Promise<void> =>
    (started ??= startCode().then(
      () => {
        for (const stop of stops.splice(0)) stop();
      },
      (error: unknown) => {
        started = null;
        console.warn('[saved state] its code could not be loaded; trying again once online', error);
        window.addEventListener('online', () => void begin(), { once: true });
      },
    ));
  user.getState().setBeforeLogin(begin);
  keepUnsavedOnLeave({ cart, wishlist, compare });

  void deviceMayHoldSavedState().then((mayHold) => {
    if (mayHold) return void begin();
    if (started) return;
    cart.getState().markNothingSaved();
    wishlist.getState().markNothingSaved();
    compare.getState().markNothingSaved();
    user.getState().markNothingSaved();

    // Each trigger asks again until the code has started: a chunk that failed is tried at the next change too.
    const open = () => void begin();
    for (const store of [cart, wishlist, compare, taxDisplay, user]) stops.push(store.subscribe(open));
    for (const name of [...Object.values(SAVED_STATE_CHANNELS), QUEUE_CHANNEL]) {
      const channel = new BroadcastChannel(name);
      channel.onmessage = open;
      stops.push(() => channel.close());
    }
    window.addEventListener('storage', open);
    stops.push(() => window.removeEventListener('storage', open));
  });
}

// The customer session's composition in the browser (spec §4 "User session", "User-token lock"; issue 14;
// ADR 038): reads the saved user after hydration, starts the session, builds the token lock the API client's
// 401 hook asks (shared/api/client.ts onUnauthorized), and registers logout's clearing of the other
// features' data — cart, wishlist, compare, saved checkout details — here, because features never import
// each other. Loaded lazily by client/entry.browser.tsx.
import type { UnauthorizedHandler } from '#shared/api/client.ts';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { translatorFor } from '#shared/i18n/translate.ts';
import { refreshUserToken } from '#client/lib/api/user-refresh.ts';
import { deleteRecord } from '#client/lib/storage/db.browser.ts';
import type { CheckoutRecords } from '#client/lib/storage/records.ts';
import { persistUser } from '#client/features/user/persistence.browser.ts';
import { logOut, startSession } from '#client/features/user/session.ts';
import { createTokenLock } from '#client/features/user/token-lock.ts';
import { configureQueue, markQueueSessionKnown } from '#client/lib/sync/queue-config.ts';
import { composeCustomerCart } from './customer-cart.browser';
import type { AppServices } from './services';

/** Spec §4 logout: the saved checkout details go with the user (VSF1 collection `checkout`). */
const CHECKOUT_KEYS: ReadonlyArray<keyof CheckoutRecords> = [
  'personal-details',
  'shipping-details',
  'payment-details',
  'progress',
  'modified-at',
];

/** Replays the durable queue when tasks wait (its code loads only then). */
async function replayHeldTasks(): Promise<void> {
  try {
    const { pendingTaskCount } = await import('#client/lib/sync/task-store.browser.ts');
    if ((await pendingTaskCount()) === 0) return;
    const { replayQueue } = await import('#client/lib/sync/runner.browser.ts');
    await replayQueue();
  } catch (error) {
    console.warn('[user] the queue could not be replayed after the login', error);
  }
}

/** Starts the session; answers the API client's 401 hook. */
export async function startAccount(services: AppServices): Promise<UnauthorizedHandler> {
  const { stores, api, queryClient } = services;
  const user = stores.user;
  const t = () => translatorFor(storeCodeFromPath(window.location.pathname));

  user.getState().onLogout(() => stores.cart.getState().clear());
  user.getState().onLogout(() => stores.wishlist.getState().clear());
  user.getState().onLogout(() => stores.compare.getState().clear());
  user.getState().onLogout(() => queryClient.removeQueries({ queryKey: ['user'] }));
  user.getState().onLogout(async () => {
    await Promise.all(CHECKOUT_KEYS.map((key) => deleteRecord('checkout', key)));
  });

  const lock = createTokenLock({
    currentToken: () => user.getState().token,
    refresh: async () => {
      const refreshToken = user.getState().refreshToken;
      if (!refreshToken) return null;
      const tokens = await refreshUserToken(api, refreshToken);
      // Spec §4 / ADR 035: the platform rotates refresh tokens; the new one must be kept, always.
      user.getState().setTokens(tokens);
      return tokens.token;
    },
    onFailed: (error) => {
      console.warn('[user] the token could not be refreshed', error);
      // Spec §4: a failed refresh logs out silently, clears untransmitted tasks (orders stay: never lost) and opens
      // the login panel; spec §8 says why.
      void logOut(user);
      void import('#client/lib/sync/task-store.browser.ts')
        .then(({ clearUntransmittedTasks }) => clearUntransmittedTasks())
        .catch((cause: unknown) => console.warn('[user] the untransmitted tasks could not be cleared', cause));
      stores.notifications.getState().spawn({
        type: 'error',
        message: t()('account.refreshFailed'),
        action1: { label: t()('notification.ok') },
      });
      user.getState().requestLogin('login');
    },
  });
  // The durable queue sends with the session's token and refreshes it through the same lock (issue 15, ADR 040).
  configureQueue({
    token: () => user.getState().token,
    cartId: () => stores.cart.getState().serverToken,
    refreshToken: async () => (await lock.tokenFor(user.getState().token ?? undefined)) !== null,
  });
  // Spec §4: a login resets the invalidation lock. Tasks held after a refresh that failed (their `{{token}}` was
  // refused: ADR 040) go out right after the shopper logs in again, not at the next page load (issue 15).
  user.subscribe((state, previous) => {
    if (!state.token || previous.token) return;
    lock.reset();
    void replayHeldTasks();
  });

  await persistUser(user);
  // The cart's calls carry the customer's token; a login merges the guest cart (spec §4 post-login, ADR 042).
  composeCustomerCart(services);
  // The queue's replay at page load waits for the saved user's token (issue 15).
  markQueueSessionKnown();
  void startSession(api, user);
  return (context) => lock.tokenFor(context.token);
}

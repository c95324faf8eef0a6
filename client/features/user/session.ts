// The user session of spec §4 (issue 14; ADR 038): authorise (profile and order history with the token), start
// the session and log out (the user, then the tasks the composition root registered: cart, wishlist, compare,
// saved checkout details). Every page loads this after hydrating; logging in and registering are in ./login.ts,
// loaded only by the forms that do it (ADR 043). No DOM: the platform calls go through the API client, so the
// unit tests run it against a fake fetch.
import type { ApiClient } from '#shared/api/client.ts';
import { fetchCurrentUser } from '#client/lib/api/user-me.ts';
import { fetchOrderHistory } from '#client/lib/api/user-order-history.ts';
import type { UserStore } from './store';

/** Loads the profile and the first page of the order history with the session's token (spec §4 authorise). */
export async function authorise(api: ApiClient, store: UserStore): Promise<boolean> {
  const token = store.getState().token;
  if (!token) return false;
  const [customer, history] = await Promise.all([
    fetchCurrentUser(api, token),
    fetchOrderHistory(api, token).catch(() => null),
  ]);
  // A logout while the calls ran leaves no profile behind.
  if (!store.getState().token) return false;
  store.getState().setProfile(customer);
  if (history) store.getState().setOrdersHistory(history.items);
  store.getState().startSession(Date.now());
  return true;
}

/**
 * Spec §4 session start: with a saved token it authorises; a failure that is not the lock's (which logs out
 * by itself) keeps the cached profile (offline, the account still shows what the device knows).
 */
export async function startSession(api: ApiClient, store: UserStore): Promise<void> {
  if (!store.getState().token) return;
  try {
    await authorise(api, store);
  } catch (error) {
    console.warn('[user] the session could not be authorised', error);
  }
}

/**
 * Spec §4 logout: the user's state goes at once (the page shows a guest), then every registered task runs;
 * one failing task does not stop the others.
 */
export async function logOut(store: UserStore): Promise<void> {
  const tasks = store.getState().logoutTasks;
  store.getState().clear();
  const results = await Promise.allSettled(tasks.map(async (task) => task()));
  for (const result of results) {
    if (result.status === 'rejected') console.warn('[user] a logout task failed', result.reason);
  }
}

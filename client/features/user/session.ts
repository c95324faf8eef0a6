// The user session of spec §4 (issue 14; ADR 038): authorise (profile and order history with the token),
// log in ("sets the token, resets the invalidation lock and loads the profile"; "a failure after login clears
// the user"), register (then log in, as VSF1 does) and log out (the user, then the tasks the composition root
// registered: cart, wishlist, compare, saved checkout details). No DOM: the platform calls go through the API
// client, so the unit tests run it against a fake fetch.
import type { ApiClient } from '#shared/api/client.ts';
import { registerUser, type Registration } from '#client/lib/api/user-create.ts';
import { loginUser } from '#client/lib/api/user-login.ts';
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

/** `awaitLoginTasks`: resolve only once the login tasks are done (the checkout's order needs the merged cart). */
export interface LoginOptions {
  awaitLoginTasks?: boolean;
}

/**
 * Spec §4 login: the token pair, then the profile; a failure after the login clears the user. Then the login
 * tasks the composition root registered run (spec §4 post-login: the guest cart joins the customer's); the
 * login panel does not wait for them ('You are logged in!' at once), the checkout does. One failing is logged.
 */
export async function logIn(
  api: ApiClient,
  store: UserStore,
  credentials: { email: string; password: string },
  { awaitLoginTasks = false }: LoginOptions = {},
): Promise<void> {
  const tokens = await loginUser(api, credentials);
  store.getState().setTokens(tokens);
  try {
    await authorise(api, store);
  } catch (error) {
    store.getState().clear();
    throw error;
  }
  const tasks = Promise.allSettled(store.getState().loginTasks.map(async (task) => task(tokens.token))).then(
    (results) => {
      for (const result of results) {
        if (result.status === 'rejected') console.warn('[user] a login task failed', result.reason);
      }
    },
  );
  if (awaitLoginTasks) await tasks;
}

/** Registration, then the login with the same credentials. */
export async function register(
  api: ApiClient,
  store: UserStore,
  registration: Registration,
  options: LoginOptions = {},
): Promise<void> {
  await registerUser(api, registration);
  await logIn(api, store, { email: registration.email, password: registration.password }, options);
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

// Logging in and registering (spec §4 "User session"; issue 14; ADR 038): log in ("sets the token, resets the
// invalidation lock and loads the profile"; "a failure after login clears the user"), then the login tasks;
// register, then log in as VSF1 does. Apart from ./session.ts so that only the login panel, the profile's
// e-mail change and the checkout's account load it (ADR 043).
import type { ApiClient } from '#shared/api/client.ts';
import { registerUser, type Registration } from '#client/lib/api/user-create.ts';
import { loginUser } from '#client/lib/api/user-login.ts';
import { authorise } from './session';
import type { UserStore } from './store';
import { userWritten } from './user-written';

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
  await store.getState().beforeLogin();
  const tokens = await loginUser(api, credentials);
  store.getState().setTokens(tokens);
  try {
    await authorise(api, store);
  } catch (error) {
    store.getState().clear();
    throw error;
  }
  // The new session is on the device before the caller says it is done: a page left at once (or a changed
  // password, which ended the old session) would otherwise start the next page with the old tokens.
  await userWritten();
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

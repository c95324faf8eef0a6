// The customer's cart, composed in the browser (spec §4 "Post-login", §6 token rule; contract C1 with a token;
// ADR 042): the cart feature's calls carry the logged-in customer's token (the cart store's `userToken`, kept
// equal to the user's, once the device's user is read), and a login in this tab merges the guest cart into
// the customer's server cart (client/features/cart/merge.ts), one sync at a time with the page's sync runner.
// Here because features never import each other (ADR 020); started by ./account.browser.ts.
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { isOffline } from '#client/lib/dom.ts';
import type { AppServices } from './services';

/** Call once the device's saved user was read (before that the cart does not know whose it is). */
export function composeCustomerCart({ stores, api, settings }: AppServices): void {
  const { user, cart } = stores;
  cart.getState().setUserToken(user.getState().token);
  user.subscribe((state, previous) => {
    if (state.token !== previous.token) cart.getState().setUserToken(state.token);
  });

  user.getState().onLogin(async (token) => {
    cart.getState().setUserToken(token);
    const [{ mergeGuestCart }, { activeCartSync }] = await Promise.all([
      import('#client/features/cart/merge.ts'),
      import('#client/features/cart/sync-runner.ts'),
    ]);
    const deps = {
      api,
      cart,
      store: storeCodeFromPath(window.location.pathname),
      isOnline: () => !isOffline(),
      maxBypassAttempts: settings.maxCartBypassAttempts,
    };
    const runner = activeCartSync();
    const outcome = runner
      ? await runner.exclusive(() => mergeGuestCart(deps, token))
      : await mergeGuestCart(deps, token);
    if (outcome.kind === 'failed') throw outcome.error;
  });
}

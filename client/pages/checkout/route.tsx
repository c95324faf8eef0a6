// The checkout route (spec §2 `checkout`; issue 13): the four steps of ./checkout-page.tsx on one url (the
// steps are the page's state, kept on the device, not routes: a reload or a second visit within 30 minutes
// continues where the shopper was, spec §4). With an external checkout configured, the route syncs the cart
// with the server and sends the shopper there instead (spec §2).
import { useEffect, useState } from 'react';
import { externalCheckoutUrl } from '#shared/config/settings.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { navigateTo } from '#client/lib/dom.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import { useCartStore } from '#client/features/cart/context.tsx';
import { CheckoutPage } from './checkout-page';

export const links = privateLinks(() => '/checkout');

export const meta = privateMeta('checkout.title');

export const loader: PageLoader = noPageData;

export function Component() {
  const settings = useSettings();
  if (settings.externalCheckout) return <ExternalCheckoutRedirect base={settings.externalCheckout} />;
  return <CheckoutPage />;
}

/**
 * Spec §2: navigating to checkout with an external checkout configured first forces a cart sync with
 * the server, then the browser goes to `{host}/vue/cart/sync/token/{userToken or 0}/cart/{cartToken}`.
 * It runs in the browser only (the cart lives on the device); the server renders the notice.
 */
function ExternalCheckoutRedirect({ base }: { base: string }) {
  const t = useT();
  const api = useApi();
  const cart = useCartStore();
  const store = useStoreCode();
  const { maxCartBypassAttempts } = useSettings();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    // The sync's code loads only here: the shop's own checkout does not need it before its cart has lines.
    import('#client/features/cart/server-sync.ts')
      .then(({ syncCartWithServer }) =>
        syncCartWithServer(api, cart, { store, maxBypassAttempts: maxCartBypassAttempts }),
      )
      .then(({ cartToken, userToken }) => {
        if (!cancelled) navigateTo(externalCheckoutUrl(base, userToken, cartToken));
      })
      .catch((error: unknown) => {
        console.error('Cart sync before the external checkout failed', error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [api, cart, base, store, maxCartBypassAttempts]);
  return (
    <InfoPage title={t('checkout.title')} testId="checkout-redirect">
      <p role="status">{failed ? t('checkout.redirectFailed') : t('checkout.redirecting')}</p>
    </InfoPage>
  );
}

// Checkout and order confirmation routes (spec §2): checkout, checkout-success,
// checkout-thankyou/{orderId}, external-thank-you (/order-success). The checkout steps come with the
// checkout issue; the routes, names, layouts and heads are final. With an external checkout configured,
// the checkout route syncs the cart with the server and sends the shopper there (spec §2).
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { externalCheckoutUrl } from '#shared/config/settings.ts';
import { InfoPage, placeholderPage } from '#client/components/info-page.tsx';
import { navigateTo } from '#client/lib/dom.ts';
import { privateMeta } from '#client/lib/private-meta.ts';
import { useApi, useSettings, useT } from '#client/lib/services.tsx';
import { useCartStore } from '#client/features/cart/context.tsx';
import { syncCartWithServer } from '#client/features/cart/server-sync.ts';
import type { PageLoaderData } from '#client/lib/route-types.ts';


export const checkoutMeta = privateMeta('checkout.title', () => '/checkout');
export const checkoutSuccessMeta = privateMeta('checkoutSuccess.title', () => '/checkout-success');
export const thankYouMeta = privateMeta('thankYou.title', (params) => `/checkout-thankyou/${encodeURIComponent(params.orderId ?? '')}`);
export const orderSuccessMeta = privateMeta('orderSuccess.title', () => '/order-success');

export function emptyLoader(): PageLoaderData {
  return {};
}

const CheckoutSteps = placeholderPage('checkout.title', 'checkout-page');

export function CheckoutPage() {
  const settings = useSettings();
  if (settings.externalCheckout) return <ExternalCheckoutRedirect base={settings.externalCheckout} />;
  return <CheckoutSteps />;
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
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    syncCartWithServer(api, cart)
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
  }, [api, cart, base]);
  return (
    <InfoPage title={t('checkout.title')} testId="checkout-redirect">
      <p role="status">{failed ? t('checkout.redirectFailed') : t('checkout.redirecting')}</p>
    </InfoPage>
  );
}

export const CheckoutSuccessPage = placeholderPage('checkoutSuccess.title', 'checkout-success-page');

export function ThankYouPage() {
  const t = useT();
  const { orderId = '' } = useParams();
  return (
    <InfoPage title={t('thankYou.title')} testId="checkout-thankyou-page">
      <p>{t('thankYou.orderNumber', { orderId })}</p>
    </InfoPage>
  );
}

export const OrderSuccessPage = placeholderPage('orderSuccess.title', 'order-success-page');

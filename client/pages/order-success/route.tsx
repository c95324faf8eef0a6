// external-thank-you (spec §2: /order-success; issue 13): where an external checkout sends the shopper back
// after the order was placed there. The order is that shop's; here the shopper is thanked and, when an external
// checkout is configured, the device's cart — now ordered — is cleared without a sync (spec §4 "Place order").
import { useEffect } from 'react';
import { InfoPage } from '#client/components/info-page.tsx';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';
import { useSettings, useT } from '#client/lib/services.tsx';
import { useCart, useCartStore } from '#client/features/cart/context.tsx';

export const links = privateLinks(() => '/order-success');

export const meta = privateMeta('orderSuccess.title');

export const loader: PageLoader = noPageData;

export function Component() {
  const t = useT();
  const cart = useCartStore();
  const loaded = useCart((state) => state.loaded);
  const { externalCheckout } = useSettings();
  useEffect(() => {
    // Only a shop whose checkout is external sends shoppers here after an order; elsewhere the url clears nothing.
    if (externalCheckout && loaded) cart.getState().clear();
  }, [externalCheckout, loaded, cart]);
  return (
    <InfoPage title={t('orderSuccess.title')} testId="order-success-page">
      <p>{t('orderSuccess.text')}</p>
    </InfoPage>
  );
}

// The checkout screen (spec §2 route checkout: personal details, shipping, payment, order review; §3
// "Checkout state"; §4 "Checkout recency", "Place order"; §8 'Shopping cart is empty. Please add some products
// before entering Checkout.'; issue 13). The server renders its frame only (the cart and the details live on
// the device, the HTML stays anonymous). In the browser an empty cart says so; a cart with lines loads the steps
// (./checkout-body.tsx), so a visit with nothing to buy pays nothing for them.
import { lazy, useState } from 'react';
import { localizedPath } from '#shared/domain/urls.ts';
import { useIsOnline } from '#client/lib/network.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useCart } from '#client/features/cart/context.tsx';
import { PageLink } from '#client/components/page-link.tsx';
import { LazyPart } from '#client/components/lazy-part.tsx';

const CheckoutBody = lazy(() => import('./checkout-body').then(({ CheckoutBody }) => ({ default: CheckoutBody })));

export function CheckoutPage() {
  const t = useT();
  const storeCode = useStoreCode();
  const cartLoaded = useCart((state) => state.loaded);
  const hasItems = useCart((state) => state.items.length > 0);
  const online = useIsOnline();
  // Set with the cart's clearing after an order: "placing" shows until the thank-you page opens.
  const [placed, setPlaced] = useState(false);

  const loading = (
    <p className="checkout-loading" role="status">
      {t('checkout.loading')}
    </p>
  );
  let body;
  if (placed) {
    body = (
      <p className="checkout-loading" role="status">
        {t('checkout.placing')}
      </p>
    );
  } else if (!cartLoaded) {
    body = loading;
  } else if (!hasItems) {
    body = (
      <div className="checkout-empty" data-testid="checkout-empty">
        <p role="status">{t('checkout.emptyCart')}</p>
        <PageLink to={localizedPath('/', storeCode)} className="button button--primary">
          {t('microcart.continueShopping')}
        </PageLink>
      </div>
    );
  } else {
    body = (
      <LazyPart loading={loading}>
        <CheckoutBody onPlaced={() => setPlaced(true)} />
      </LazyPart>
    );
  }
  return (
    <div className="checkout-page" data-testid="checkout-page">
      <h1 className="checkout-page__title">{t('checkout.title')}</h1>
      {online ? null : (
        <p className="checkout-offline" role="status">
          {t('checkout.offlineNote')}
        </p>
      )}
      {body}
    </div>
  );
}

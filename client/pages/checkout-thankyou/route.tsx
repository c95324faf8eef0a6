// checkout-thankyou/{orderId} (spec §2; issue 13): the confirmation of an order this device placed, by the
// platform's order number (client/features/checkout/components/device-order.tsx). Any other number says the
// order is not on this device (before issue 13 any id said "Thank you for your order!").
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';
import { useT } from '#client/lib/services.tsx';
import { DeviceOrder } from '#client/features/checkout/components/device-order.tsx';
import { RefusedOrderActions } from './order-rest';

export const links = privateLinks((params) => `/checkout-thankyou/${encodeURIComponent(params.orderId ?? '')}`);

export const meta = privateMeta('thankYou.title');

export const loader: PageLoader = noPageData;

export function Component() {
  const t = useT();
  const { orderId = '' } = useParams();
  const find = useCallback(
    () =>
      import('#client/features/checkout/placed-orders.browser.ts').then((records) => records.findPlacedOrder(orderId)),
    [orderId],
  );
  return (
    <DeviceOrder
      refusedActions={(order) => <RefusedOrderActions order={order} />}
      find={find}
      title={t('thankYou.title')}
      missingTitle={t('thankYou.notFoundTitle')}
      missingText={t('thankYou.notFound')}
      testId="checkout-thankyou-page"
    />
  );
}

// checkout-success (spec §2; issue 13): the confirmation of the newest order this device placed
// (client/features/checkout/components/device-order.tsx), or that there is none yet.
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';
import { useT } from '#client/lib/services.tsx';
import { DeviceOrder } from '#client/features/checkout/components/device-order.tsx';

export const links = privateLinks(() => '/checkout-success');

export const meta = privateMeta('checkoutSuccess.title');

export const loader: PageLoader = noPageData;

const findLatest = () =>
  import('#client/features/checkout/placed-orders.browser.ts').then((records) => records.latestPlacedOrder());

export function Component() {
  const t = useT();
  return (
    <DeviceOrder
      find={findLatest}
      title={t('checkoutSuccess.title')}
      missingTitle={t('checkoutSuccess.title')}
      missingText={t('checkoutSuccess.none')}
      testId="checkout-success-page"
    />
  );
}

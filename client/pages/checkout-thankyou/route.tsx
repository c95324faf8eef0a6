// checkout-thankyou/{orderId} (spec §2): the order number of a placed order.
import { useParams } from 'react-router';
import { InfoPage } from '#client/components/info-page.tsx';
import { noPageData, type PageLoader } from '#client/lib/page-module.ts';
import { privateLinks, privateMeta } from '#client/lib/private-meta.ts';
import { useT } from '#client/lib/services.tsx';

export const links = privateLinks((params) => `/checkout-thankyou/${encodeURIComponent(params.orderId ?? '')}`);

export const meta = privateMeta('thankYou.title');

export const loader: PageLoader = noPageData;

export function Component() {
  const t = useT();
  const { orderId = '' } = useParams();
  return (
    <InfoPage title={t('thankYou.title')} testId="checkout-thankyou-page">
      <p>{t('thankYou.orderNumber', { orderId })}</p>
    </InfoPage>
  );
}

// My account (spec §2): one account screen for all account routes; the active block differs. Account
// screens need login; until the account issue brings login, every visitor is a guest and sees the
// spec's message. Nothing personal is ever rendered on the server (ADR 013: pages are cacheable).
import { useParams } from 'react-router';
import { InfoPage } from '#client/components/info-page.tsx';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { PRIVATE_ROBOTS } from '#client/lib/private-meta.ts';
import { useT } from '#client/lib/services.tsx';
import type { MetaFunction, PageLoaderData } from '#client/lib/route-types.ts';

/** The account blocks of spec §2 and the path of each under /my-account. */
export const ACCOUNT_BLOCKS = {
  MyProfile: '',
  MyShippingDetails: 'shipping-details',
  MyNewsletter: 'newsletter',
  MyOrders: 'orders',
  MyOrder: 'orders/:orderId',
  MyRecentlyViewed: 'recently-viewed',
} as const;
export type AccountBlock = keyof typeof ACCOUNT_BLOCKS;

export function accountMeta(block: AccountBlock): MetaFunction {
  return ({ t, storeCode, params }) => {
    const sub = ACCOUNT_BLOCKS[block].replace(':orderId', encodeURIComponent(params.orderId ?? ''));
    return {
      title: `${t(`account.block.${block}`, { orderId: params.orderId ?? '' })} | ${t('account.title')}`,
      description: t('account.title'),
      robots: PRIVATE_ROBOTS,
      ...storeViewLinks(sub ? `/my-account/${sub}` : '/my-account', storeCode),
    };
  };
}

export function accountLoader(): PageLoaderData {
  return {};
}

export function accountPage(block: AccountBlock) {
  return function MyAccountPage() {
    const t = useT();
    const { orderId = '' } = useParams();
    return (
      <InfoPage title={t('account.title')} testId="my-account-page">
        <h2>{t(`account.block.${block}`, { orderId })}</h2>
        <p role="alert" data-testid="login-required">
          {t('account.loginRequired')}
        </p>
      </InfoPage>
    );
  };
}

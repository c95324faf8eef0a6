// One block of the account screen (spec §2: MyProfile, MyShippingDetails, MyNewsletter, MyOrders, MyOrder,
// MyRecentlyViewed), a child route of client/pages/my-account (issue 14; ADR 038). The server and a guest
// see the spec's 'You need to be logged in to see this page' with a button that opens the login panel; a
// logged-in customer sees the block, its data loaded in the browser only.
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ACCOUNT_BLOCKS, type AccountBlock } from '#shared/config/shop.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  noPageData,
  usePageProps,
  type LinksFunction,
  type MetaFunction,
  type PageLoader,
} from '#client/lib/page-module.ts';
import { PRIVATE_ROBOTS } from '#client/lib/private-meta.ts';
import { useT } from '#client/lib/services.tsx';
import { useIsLoggedIn, useUserStore } from '#client/features/user/context.tsx';
import { MyNewsletter } from './my-newsletter';
import { MyOrder } from './my-order';
import { MyOrders } from './my-orders';
import { MyProfile } from './my-profile';
import { MyRecentlyViewed } from './my-recently-viewed';
import { MyShippingDetails } from './my-shipping-details';

/** The route table row's props: which block. */
export interface AccountBlockProps {
  block: AccountBlock;
}

export const links: LinksFunction<AccountBlockProps> = ({ props, storeCode, params }) => {
  const sub = ACCOUNT_BLOCKS[props.block].path.replace(':orderId', encodeURIComponent(params.orderId ?? ''));
  return storeViewLinks(sub ? `/my-account/${sub}` : '/my-account', storeCode);
};

export const meta: MetaFunction<AccountBlockProps> = ({ t, props, params }) => ({
  title: `${t(`account.block.${props.block}`, { orderId: params.orderId ?? '' })} | ${t('account.title')}`,
  description: t('account.title'),
  robots: PRIVATE_ROBOTS,
});

export const loader: PageLoader<AccountBlockProps> = noPageData;

const BLOCKS: Record<AccountBlock, ComponentType<{ orderId: string }>> = {
  MyProfile,
  MyShippingDetails,
  MyNewsletter,
  MyOrders,
  MyOrder,
  MyRecentlyViewed,
};

export function Component() {
  const t = useT();
  const { block } = usePageProps<AccountBlockProps>();
  const { orderId = '' } = useParams();
  const loggedIn = useIsLoggedIn();
  const store = useUserStore();
  const Block = BLOCKS[block];
  return (
    <section className="account-block" data-testid={`account-block-${block}`} aria-labelledby="account-block-title">
      <h2 id="account-block-title">{t(`account.block.${block}`, { orderId })}</h2>
      {loggedIn ? (
        <Block orderId={orderId} />
      ) : (
        <>
          <p role="alert" data-testid="login-required">
            {t('account.loginRequired')}
          </p>
          <Button variant="primary" onClick={() => store.getState().requestLogin('login')}>
            {t('account.openLogin')}
          </Button>
        </>
      )}
    </section>
  );
}

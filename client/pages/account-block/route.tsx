// One block of the account screen (spec §2: MyProfile, MyShippingDetails, MyNewsletter, MyOrders, MyOrder,
// MyRecentlyViewed), a child route of client/pages/my-account (issue 14; ADR 038). The server and a guest
// see the spec's 'You need to be logged in to see this page' with a button that opens the login panel; a
// logged-in customer sees the block, its data loaded in the browser only.
import { lazy, type ComponentType } from 'react';
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
import { LazyPart } from '#client/components/lazy-part.tsx';

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

// A block shows only to a logged-in customer, in the browser: its code (~4 KB gzip for the six) loads then, so a
// guest's page and the server's first render pay nothing for it.
const BLOCKS: Record<AccountBlock, ComponentType<{ orderId: string }>> = {
  MyProfile: lazy(() => import('./my-profile').then(({ MyProfile }) => ({ default: MyProfile }))),
  MyShippingDetails: lazy(() =>
    import('./my-shipping-details').then(({ MyShippingDetails }) => ({ default: MyShippingDetails })),
  ),
  MyNewsletter: lazy(() => import('./my-newsletter').then(({ MyNewsletter }) => ({ default: MyNewsletter }))),
  MyOrders: lazy(() => import('./my-orders').then(({ MyOrders }) => ({ default: MyOrders }))),
  MyOrder: lazy(() => import('./my-order').then(({ MyOrder }) => ({ default: MyOrder }))),
  MyRecentlyViewed: lazy(() =>
    import('./my-recently-viewed').then(({ MyRecentlyViewed }) => ({ default: MyRecentlyViewed })),
  ),
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
        <LazyPart
          loading={
            <p className="loading" role="status">
              {t('account.loading')}
            </p>
          }
        >
          <Block orderId={orderId} />
        </LazyPart>
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

// One block of the account screen (spec §2: MyProfile, MyShippingDetails, MyNewsletter, MyOrders, MyOrder,
// MyRecentlyViewed), a child route of client/pages/my-account. Until the account issue brings login, every
// visitor is a guest and sees the spec's message.
import { useParams } from 'react-router';
import { ACCOUNT_BLOCKS, type AccountBlock } from '#shared/config/shop.ts';
import { storeViewLinks } from '#shared/domain/seo/links.ts';
import {
  noPageData,
  usePageProps,
  type LinksFunction,
  type MetaFunction,
  type PageLoader,
} from '#client/lib/page-module.ts';
import { PRIVATE_ROBOTS } from '#client/lib/private-meta.ts';
import { useT } from '#client/lib/services.tsx';

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

export function Component() {
  const t = useT();
  const { block } = usePageProps<AccountBlockProps>();
  const { orderId = '' } = useParams();
  return (
    <>
      <h2>{t(`account.block.${block}`, { orderId })}</h2>
      <p role="alert" data-testid="login-required">
        {t('account.loginRequired')}
      </p>
    </>
  );
}

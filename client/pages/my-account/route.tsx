// The account screen (spec §2 my-account routes; issue 14; ADR 038): the frame around the account blocks,
// which are its child routes (client/pages/account-block). The server renders it anonymous (ADR 013: pages
// are cacheable; personal data only loads in the browser): a guest — and every first render — sees the
// block's 'You need to be logged in to see this page'. Once the device's user is read and a customer is
// logged in, the frame adds the blocks' navigation and the Logout button.
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ACCOUNT_BLOCKS, type AccountBlock } from '#shared/config/shop.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { InfoPage } from '#client/components/info-page.tsx';
import { PageLink } from '#client/components/page-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { noPageData, type MetaFunction, type PageLoader } from '#client/lib/page-module.ts';
import { isCurrentPage } from '#client/lib/page-links.ts';
import { PRIVATE_ROBOTS } from '#client/lib/private-meta.ts';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { useIsLoggedIn, useUserStore } from '#client/features/user/context.tsx';

/** The frame's own head; each block's module gives the page's (the deepest match wins). */
export const meta: MetaFunction = ({ t }) => ({
  title: t('account.title'),
  description: t('account.title'),
  robots: PRIVATE_ROBOTS,
});

export const loader: PageLoader = noPageData;

/** The blocks the navigation lists (one order's block is reached from the orders list). */
const NAV_BLOCKS: readonly AccountBlock[] = [
  'MyProfile',
  'MyShippingDetails',
  'MyNewsletter',
  'MyOrders',
  'MyRecentlyViewed',
];

function AccountNav() {
  const t = useT();
  const storeCode = useStoreCode();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('account.nav')} className="account__nav">
      <ul>
        {NAV_BLOCKS.map((block) => {
          const sub = ACCOUNT_BLOCKS[block].path;
          const to = localizedPath(sub ? `/my-account/${sub}` : '/my-account', storeCode);
          return (
            <li key={block}>
              <PageLink to={to} current={isCurrentPage(to, pathname, sub === '')}>
                {t(`account.block.${block}`, { orderId: '' })}
              </PageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Spec §4 logout: "You're logged out", then the home page. */
function LogoutButton() {
  const t = useT();
  const store = useUserStore();
  const spawn = useNotifications((state) => state.spawn);
  const navigate = useNavigate();
  const storeCode = useStoreCode();
  return (
    <Button
      className="account__logout"
      onClick={() => {
        // The session's code is loaded by then (a logged-in device read it); a guest's page never needs it.
        void import('#client/features/user/session.ts')
          .then(({ logOut }) => logOut(store))
          .then(() => {
            spawn({ type: 'success', message: t('account.loggedOut') });
            void navigate(localizedPath('/', storeCode));
          });
      }}
    >
      {t('account.logout')}
    </Button>
  );
}

export function Component() {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  return (
    <InfoPage title={t('account.title')} testId="my-account-page">
      {loggedIn ? (
        <div className="account">
          <div className="account__side">
            <AccountNav />
            <LogoutButton />
          </div>
          <div className="account__block">
            <Outlet />
          </div>
        </div>
      ) : (
        <Outlet />
      )}
    </InfoPage>
  );
}

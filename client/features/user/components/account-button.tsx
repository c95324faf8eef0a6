// The header's "My account" entry (supplement §6 'My account'; the header's `account` slot; spec §2, §4;
// issue 14; ADR 038): a guest's button opens the login panel (./login-panel.tsx), a customer's link goes to
// /my-account. The server renders the guest's button (its HTML stays anonymous); the link appears once the
// device's user is read. The panel body's chunk starts loading when the pointer or the focus reaches it.
import { localizedPath } from '#shared/domain/urls.ts';
import { useAsideOpener } from '#client/components/aside.tsx';
import { useStoreCode, useT } from '#client/lib/services.tsx';
import { useIsLoggedIn, useUser, useUserStore } from '#client/features/user/context.tsx';
import { PageLink } from '#client/components/page-link.tsx';

function AccountIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function AccountButton() {
  const t = useT();
  const storeCode = useStoreCode();
  const loggedIn = useIsLoggedIn();
  // Whether the device's user was read (browser tests wait for it; false in the server's HTML).
  const loaded = useUser((state) => state.loaded) ? 'true' : 'false';
  const store = useUserStore();
  const opener = useAsideOpener('account');
  if (loggedIn) {
    return (
      <PageLink
        to={localizedPath('/my-account', storeCode)}
        className="button button--ghost account-button"
        data-user-loaded={loaded}
      >
        <AccountIcon />
        <span className="visually-hidden">{t('header.myAccount')}</span>
      </PageLink>
    );
  }
  return (
    <button
      type="button"
      className="button button--ghost account-button"
      data-testid="account-button"
      data-user-loaded={loaded}
      {...opener}
      onClick={(event) => {
        store.getState().setAuthElem('login');
        opener.onClick(event);
      }}
    >
      <AccountIcon />
      <span className="visually-hidden">{t('header.myAccount')}</span>
    </button>
  );
}

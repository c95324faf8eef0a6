// Default layout (spec §2): the header with its slots (./header.tsx), the page, the notifications, the
// footer, and the panels of spec §4 (the mobile menu, the languages modal; the microcart, search and
// wishlist panels will join them as <Aside>s). Slots without a control yet stay empty.
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { STATIC_PAGES } from '#shared/config/shop.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { menuQuery } from '#client/lib/api/menu.ts';
import { CartButton } from '#client/features/cart/components/cart-button.tsx';
import { NotificationList } from '#client/features/notifications/components/notification-list.tsx';
import { LanguagesButton, LanguagesModal } from '#client/features/store-switcher/languages-modal.tsx';
import { useApi, useStoreCode, useT } from '#client/lib/services.tsx';
import { MainMenu, SiteHeader, SkipLink } from './header';
import { MenuButton, MobileMenu } from './mobile-menu';

export interface DefaultLayoutProps {
  /** Supplement §1: the page's url in another store view (the languages modal's links). */
  switchPath: (target: StoreCode) => string;
  children: ReactNode;
}

export function DefaultLayout({ switchPath, children }: DefaultLayoutProps) {
  const api = useApi();
  const storeCode = useStoreCode();
  const { data: menu } = useSuspenseQuery(menuQuery(api, storeCode));
  return (
    <div className="layout">
      <SkipLink />
      <SiteHeader
        slots={{
          menuButton: <MenuButton />,
          navigation: <MainMenu items={menu.items} className="header__menu" />,
          languages: <LanguagesButton />,
          microcart: <CartButton />,
        }}
      />
      {children}
      <NotificationList />
      <SiteFooter />
      <MobileMenu items={menu.items} />
      <LanguagesModal switchPath={switchPath} />
    </div>
  );
}

/** The static text pages of spec §2 and the copyright line. */
function SiteFooter() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <footer className="footer">
      <nav aria-label={t('nav.footer')} className="footer__nav">
        <ul>
          {STATIC_PAGES.map((name) => (
            <li key={name}>
              <Link to={localizedPath(`/${name}`, storeCode)}>{t(`static.${name}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer__copyright">{t('footer.copyright')}</p>
    </footer>
  );
}

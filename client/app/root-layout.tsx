// The default layout (spec §2): header with menu, language links and the microcart entry; the page;
// notifications; footer.
import { useEffect, useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { STORE_CODES } from '../../shared/config/store-views';
import { categoryPath, localizedPath } from '../../shared/domain/urls';
import { CartButton } from '../features/cart/components/cart-button';
import { NotificationList } from '../features/notifications/components/notification-list';
import { focusWithoutScroll, markHydrated, scrollToTop } from './dom';
import { menuQuery } from './menu';
import { useApi, useStoreCode, useT } from './services';

export function RootLayout() {
  const t = useT();
  const api = useApi();
  const storeCode = useStoreCode();
  const { data: menu } = useSuspenseQuery(menuQuery(api, storeCode));
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);

  useEffect(markHydrated, []);
  // Spec §2: a new path scrolls to the top; focus moves to the page so screen readers follow.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    if (!location.hash) scrollToTop();
    focusWithoutScroll(mainRef.current);
  }, [location.pathname, location.hash]);

  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('nav.main')}
      </a>
      <header className="header">
        <Link to={localizedPath('/', storeCode)} className="header__logo" aria-label={t('nav.home')}>
          {t('shop.name')}
        </Link>
        <nav aria-label={t('nav.main')} className="header__menu">
          <ul>
            {menu.items.map((category) => (
              <li key={category.id}>
                <NavLink to={categoryPath(category, storeCode)}>{category.name}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('language.label')} className="header__languages">
          {STORE_CODES.map((code) => (
            // Spec §2: a url of another store view is a full navigation, not a client transition.
            <a key={code} href={localizedPath('/', code)} lang={code} aria-current={code === storeCode ? 'true' : undefined}>
              {code.toUpperCase()}
            </a>
          ))}
        </nav>
        <CartButton />
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className="main">
        <Outlet />
      </main>
      <NotificationList />
      <footer className="footer">
        <p>{t('footer.copyright')}</p>
      </footer>
    </div>
  );
}

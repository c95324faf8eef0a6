// The root of every page: focus and scroll on navigation (spec §2), then the layout the matched
// route asks for (spec §2: default, minimal, empty).
import { useEffect, useRef, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, NavLink, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import type { StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { CartButton } from '#client/features/cart/components/cart-button.tsx';
import { NotificationList } from '#client/features/notifications/components/notification-list.tsx';
import { LanguagesModal } from '#client/features/store-switcher/languages-modal.tsx';
import { TrackingPixel } from '#client/features/tracking/tracking-pixel.tsx';
import { focusWithoutScroll, markHydrated } from '#client/lib/dom.ts';
import { useScrollRestoration } from './scroll-restoration';
import { languageSwitchPath, pageMetaFor, routeNameFor } from './head';
import { menuQuery } from './menu';
import { isRouteHandle, useApi, useSettings, useStoreCode, useT, useUrls, type LayoutName } from '#client/lib/services.tsx';
import { useQueryClient } from '@tanstack/react-query';

/** The matches in the shape head.ts reads (route id, handle, params) and their loader data. */
type CurrentPage = ReturnType<typeof useCurrentPage>;

function useCurrentPage() {
  const matches = useMatches();
  const shaped = matches.map((match) => ({ params: match.params, route: { id: match.id, handle: match.handle } }));
  const loaderData = Object.fromEntries(matches.map((match) => [match.id, match.data]));
  let layout: LayoutName = 'default';
  for (const match of matches) if (isRouteHandle(match.handle)) layout = match.handle.layout;
  return { shaped, loaderData, layout };
}

export function RootLayout() {
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(location.pathname);
  const page = useCurrentPage();
  const { shaped, loaderData, layout } = page;
  const routeName = routeNameFor(shaped, loaderData);
  const settings = useSettings();
  // Spec §2: a route-processing lock while the next route's data loads, released after dispatch; shown
  // to assistive technology as a busy page.
  const navigating = useNavigation().state !== 'idle';

  useEffect(markHydrated, []);
  // Spec §2 scrolling: anchors, restored positions on back/forward, the top for a new path.
  useScrollRestoration();
  // A new path moves focus to the page so screen readers follow.
  useEffect(() => {
    if (location.pathname === firstPath.current) return;
    firstPath.current = location.pathname;
    focusWithoutScroll(mainRef.current);
  }, [location.pathname]);

  const main = (
    <main id="main" ref={mainRef} tabIndex={-1} className="main" data-route-name={routeName} aria-busy={navigating || undefined}>
      <Outlet />
    </main>
  );
  return (
    <>
      {layout === 'empty' ? main : layout === 'minimal' ? <MinimalLayout>{main}</MinimalLayout> : <DefaultLayout page={page}>{main}</DefaultLayout>}
      <TrackingPixel pixelUrl={settings.trackingPixelUrl} />
    </>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('nav.main')}
    </a>
  );
}

/** The shop's name, linking home. */
function ShopLogo() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <Link to={localizedPath('/', storeCode)} className="header__logo" aria-label={t('nav.home')}>
      {t('shop.name')}
    </Link>
  );
}

/** Minimal layout (spec §2, the error route): the shop's name linking home, the page, nothing else. */
function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--minimal">
      <SkipLink />
      <header className="header header--minimal">
        <ShopLogo />
      </header>
      {children}
    </div>
  );
}

/** Default layout: header with menu, the languages modal and the microcart entry; notifications; footer. */
function DefaultLayout({ page, children }: { page: CurrentPage; children: ReactNode }) {
  const t = useT();
  const api = useApi();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const { data: menu } = useSuspenseQuery(menuQuery(api, storeCode));
  const switchPath = useLanguageSwitch(page);
  return (
    <div className="layout">
      <SkipLink />
      <header className="header">
        <ShopLogo />
        <nav aria-label={t('nav.main')} className="header__menu">
          <ul>
            {menu.items.map((category) => (
              <li key={category.id}>
                <NavLink to={urls.category(category, storeCode)}>{category.name}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header__languages">
          <LanguagesModal switchPath={switchPath} />
        </div>
        <CartButton />
      </header>
      {children}
      <NotificationList />
      <footer className="footer">
        <p>{t('footer.copyright')}</p>
      </footer>
    </div>
  );
}

/** Supplement §1: the same entity in the other view (the page's hreflang alternate), else its home. */
function useLanguageSwitch({ shaped, loaderData }: CurrentPage): (target: StoreCode) => string {
  const queryClient = useQueryClient();
  const api = useApi();
  const settings = useSettings();
  const urls = useUrls();
  const meta = pageMetaFor(shaped, loaderData, { queryClient, api, settings, urls });
  return (target) => languageSwitchPath(meta, target);
}

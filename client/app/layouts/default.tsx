// Default layout (spec §2): the header with its slots (./header.tsx), the page, the notifications, the
// footer, and the panels of spec §4 (the mobile menu, the languages modal, the search panel, the microcart;
// the wishlist panel, issue 14). Slots without a control yet stay empty.
import type { ReactNode } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { BRAND_LANDING_SLUGS, CMS_ROUTES, type StaticPageName } from '#shared/config/shop.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { menuQuery } from '#client/lib/api/menu.ts';
import { brandLinksQuery } from '#client/lib/api/brand-links.ts';
import { CartButton } from '#client/features/cart/components/cart-button.tsx';
import { CartSync } from '#client/features/cart/components/cart-sync.tsx';
import { NotificationList } from '#client/features/notifications/components/notification-list.tsx';
import { LanguagesButton } from '#client/features/store-switcher/languages-button.tsx';
import { SearchButton } from '#client/features/search/components/search-button.tsx';
import { TaxSwitch } from '#client/features/tax-display/components/tax-switch.tsx';
import { WishlistButton } from '#client/features/wishlist/components/wishlist-button.tsx';
import { CompareLink } from '#client/features/compare/components/compare-link.tsx';
import { OfflineBanner } from '#client/features/offline/components/offline-banner.tsx';
import { OrderWaitingSlot } from '#client/features/offline/components/order-waiting-slot.tsx';
import { AccountButton } from '#client/features/user/components/account-button.tsx';
import { LoginRequests } from '#client/features/user/components/login-requests.tsx';
import { NewsletterButton } from '#client/features/newsletter/components/newsletter-button.tsx';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { useApi, useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import type { MessageKey } from '#shared/i18n/translate.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { MainMenu, SiteHeader, SkipLink } from './header';
import { MenuButton } from './menu-button';
import { ClosedPanels } from './closed-panels';
import { SavedListNotices } from './saved-list-notices';
import { AccountNotices } from './account-notices';

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
      {/* ADR 061: the page hydrates in parts, each its own Suspense boundary. */}
      <HydrationBoundary>
        <SiteHeader
          slots={{
            menuButton: <MenuButton />,
            navigation: (
              <HydrationBoundary>
                <MainMenu items={menu.items} className="header__menu" />
              </HydrationBoundary>
            ),
            search: <SearchButton />,
            account: <AccountButton />,
            wishlist: <WishlistButton />,
            compare: <CompareLink />,
            taxSwitch: <TaxSwitch />,
            languages: <LanguagesButton />,
            microcart: <CartButton />,
          }}
        />
      </HydrationBoundary>
      <OfflineBanner />
      <OrderWaitingSlot />
      {children}
      <NotificationList />
      <SavedListNotices />
      <AccountNotices />
      {/* ADR 061: below the fold or closed until opened: boundaries of their own. */}
      <HydrationBoundary>
        <SiteFooter />
      </HydrationBoundary>
      {/* The panels load at their first opening (ADR 067); the cart sync and the session's login request run meanwhile. */}
      <ClosedPanels switchPath={switchPath} menuItems={menu.items} />
      <CartSync />
      <LoginRequests />
    </div>
  );
}

/** A footer link: a CMS page by its route name (shared/config/shop.ts CMS_ROUTES) or a static page. */
type FooterLink = { cms: string; label: MessageKey } | { page: StaticPageName };

/** The footer's groups (issue 10): every CMS and static page of spec §2 is reachable from here. */
const FOOTER_GROUPS: ReadonlyArray<{ heading: MessageKey; links: readonly FooterLink[] }> = [
  {
    heading: 'footer.help',
    links: [
      { cms: 'delivery', label: 'footer.delivery' },
      { cms: 'orders', label: 'footer.orders' },
      { cms: 'returns', label: 'footer.returns' },
      { cms: 'size-guide', label: 'footer.size-guide' },
      { page: 'order-tracking' },
      { page: 'customer-service' },
    ],
  },
  {
    heading: 'footer.about',
    links: [
      { cms: 'stores', label: 'footer.stores' },
      { cms: 'contacts', label: 'footer.contacts' },
      { cms: 'wholesale', label: 'footer.wholesale' },
      { page: 'gift-card' },
      { page: 'magazine' },
    ],
  },
  {
    heading: 'footer.legal',
    links: [{ cms: 'terms-of-use', label: 'footer.terms-of-use' }, { page: 'legal' }],
  },
];

const CMS_IDENTIFIER: ReadonlyMap<string, string> = new Map(CMS_ROUTES.map((route) => [route.name, route.identifier]));

/**
 * The footer (issue 10): the CMS pages, the static pages and the brand pages in labelled groups, then the
 * copyright line. Links are at least 44 × 44 px to touch; on phones the groups sit two by two.
 */
function SiteFooter() {
  const t = useT();
  const api = useApi();
  const urls = useUrls();
  const storeCode = useStoreCode();
  // Prefetched by the root route; a failed brand list leaves its group out rather than the page.
  const { data: brands } = useQuery(brandLinksQuery(api, storeCode));
  const brandLinks = (brands?.items ?? []).filter((brand) =>
    (BRAND_LANDING_SLUGS as readonly string[]).includes(brand.slug),
  );
  const href = (link: FooterLink) =>
    'cms' in link
      ? urls.cmsPage(CMS_IDENTIFIER.get(link.cms) ?? link.cms, storeCode)
      : localizedPath(`/${link.page}`, storeCode);
  return (
    <footer className="footer">
      <nav aria-label={t('nav.footer')} className="footer__nav">
        {FOOTER_GROUPS.map((group) => (
          // ADR 061: each group of links hydrates on its own.
          <HydrationBoundary key={group.heading}>
            <section className="footer__group" aria-labelledby={`footer-${group.heading}`}>
              <h2 id={`footer-${group.heading}`} className="footer__heading">
                {t(group.heading)}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={href(link)}>
                    <PageLink to={href(link)}>{'cms' in link ? t(link.label) : t(`static.${link.page}`)}</PageLink>
                  </li>
                ))}
              </ul>
            </section>
          </HydrationBoundary>
        ))}
        {brandLinks.length > 0 ? (
          <section className="footer__group" aria-labelledby="footer-brands">
            <h2 id="footer-brands" className="footer__heading">
              {t('footer.brands')}
            </h2>
            <ul>
              {brandLinks.map((brand) => (
                <li key={brand.slug}>
                  <PageLink to={localizedPath(`/${brand.slug}`, storeCode)}>{brand.name}</PageLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </nav>
      <p className="footer__newsletter">
        <NewsletterButton />
      </p>
      <p className="footer__copyright">{t('footer.copyright')}</p>
    </footer>
  );
}

// The site header (spec §2 default layout; issue 9 item 6) and the parts the layouts share: the skip
// link, the shop's logo, the main menu. The header has named places (slots) for the controls of spec
// §2 — search, account, wishlist, compare, the tax switch, languages, the microcart — which the layout
// fills; an empty slot renders nothing. On phones it is one sticky row (menu button, logo, languages,
// microcart) and the menu lives in a drawer (./mobile-menu.tsx); on wider screens the menu is inline.
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { localizedPath } from '#shared/domain/urls.ts';
import type { MenuCategory } from '#client/lib/api/menu.ts';
import { useStoreCode, useT, useUrls } from '#client/lib/services.tsx';

/** The header's tool slots, in the order they appear (left to right, before the microcart). */
export const HEADER_TOOL_SLOTS = [
  'search',
  'account',
  'wishlist',
  'compare',
  'taxSwitch',
  'languages',
  'microcart',
] as const;
export type HeaderToolSlot = (typeof HEADER_TOOL_SLOTS)[number];

export type HeaderSlots = Partial<Record<HeaderToolSlot, ReactNode>> & {
  /** The phone-only button that opens the mobile menu. */
  menuButton?: ReactNode;
  /** The inline main menu of wider screens. */
  navigation?: ReactNode;
};

export function SiteHeader({ slots }: { slots: HeaderSlots }) {
  return (
    <header className="header">
      {slots.menuButton ? <div className="header__slot header__slot--menu-button">{slots.menuButton}</div> : null}
      <ShopLogo />
      {slots.navigation ? <div className="header__slot header__slot--navigation">{slots.navigation}</div> : null}
      <div className="header__tools">
        {HEADER_TOOL_SLOTS.map((name) =>
          slots[name] ? (
            <div key={name} className={`header__slot header__slot--${name}`}>
              {slots[name]}
            </div>
          ) : null,
        )}
      </div>
    </header>
  );
}

/** Named for where it goes (issue 9 item 6): the page's content. */
export function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('nav.skipToContent')}
    </a>
  );
}

/** The shop's name, linking home. */
export function ShopLogo() {
  const t = useT();
  const storeCode = useStoreCode();
  return (
    <Link to={localizedPath('/', storeCode)} className="header__logo">
      <span className="visually-hidden">{t('nav.home')}: </span>
      {t('shop.name')}
    </Link>
  );
}

/** The top categories (spec §3 include_in_menu) as a labelled navigation landmark. */
export function MainMenu({
  items,
  className,
  onNavigate,
}: {
  items: readonly MenuCategory[];
  className: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  const urls = useUrls();
  const storeCode = useStoreCode();
  return (
    <nav aria-label={t('nav.main')} className={className}>
      <ul>
        {items.map((category) => (
          <li key={category.id}>
            <NavLink to={urls.category(category, storeCode)} onClick={onNavigate}>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

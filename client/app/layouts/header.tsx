// The site header (spec §2 default layout; issue 9 item 6) and the parts the layouts share: the skip
// link, the shop's logo, the main menu. The header has named places (slots) for the controls of spec
// §2 — search, account, wishlist, compare, the tax switch, languages, the microcart — which the layout
// fills; an empty slot renders nothing. On phones it is one sticky row (menu button, logo, languages,
// microcart) and the menu lives in a drawer (./mobile-menu.tsx); on wider screens the menu is inline.
import { useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { localizedPath } from '#shared/domain/urls.ts';
import type { MenuCategory } from '#client/lib/api/menu.ts';
import { focusWithoutScroll } from '#client/lib/dom.ts';
import { HydrationBoundary } from '#client/lib/hydration-boundary.tsx';
import { useStoreCode, useT, useUrls } from '#client/lib/services.tsx';
import { isCurrentPage } from '#client/lib/page-links.ts';
import { PageLink } from '#client/components/page-link.tsx';
import { SiteHeaderEnd } from './site-header-end';

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
      {/* ADR 061: each slot hydrates on its own, first the one a shopper touches. */}
      {slots.menuButton ? (
        <HydrationBoundary>
          <div className="header__slot header__slot--menu-button">{slots.menuButton}</div>
        </HydrationBoundary>
      ) : null}
      <HydrationBoundary>
        <ShopLogo />
      </HydrationBoundary>
      {slots.navigation ? <div className="header__slot header__slot--navigation">{slots.navigation}</div> : null}
      <div className="header__tools">
        {HEADER_TOOL_SLOTS.map((name) =>
          slots[name] ? (
            <HydrationBoundary key={name}>
              <div className={`header__slot header__slot--${name}`}>{slots[name]}</div>
            </HydrationBoundary>
          ) : null,
        )}
      </div>
      <SiteHeaderEnd />
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
    <PageLink to={localizedPath('/', storeCode)} className="header__logo">
      <span className="visually-hidden">{t('nav.home')}: </span>
      {t('shop.name')}
    </PageLink>
  );
}

/**
 * The main menu of wider screens (spec §3 include_in_menu; issue 10): the top categories inline, each with
 * a disclosure button (WAI-ARIA "disclosure navigation menu with top-level links") that opens a panel of
 * its subcategories and theirs. The panel also opens on hover; Esc closes it and gives focus back to its
 * button; following a link or leaving the item closes it. Every link is in the server-rendered HTML.
 */
export function MainMenu({ items, className }: { items: readonly MenuCategory[]; className: string }) {
  const t = useT();
  // Which panel is open and how: one opened by hover closes when the pointer leaves; one opened by its
  // button stays until the button, Esc, a link or focus leaving closes it (the pointer that clicked the
  // button has hovered it open first: the click then keeps it open rather than toggling it shut).
  const [open, setOpen] = useState<{ id: number; by: OpenedBy } | null>(null);
  // The page shown, read once for every item's links (aria-current; ADR 048).
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.main')} className={className}>
      <ul>
        {items.map((category) => (
          // ADR 061: an item with its panel of links hydrates on its own.
          <HydrationBoundary key={category.id}>
            <MainMenuItem
              category={category}
              pathname={pathname}
              openedBy={open?.id === category.id ? open.by : null}
              onOpen={(by) => setOpen(by ? { id: category.id, by } : null)}
            />
          </HydrationBoundary>
        ))}
      </ul>
    </nav>
  );
}

type OpenedBy = 'hover' | 'button';

function MainMenuItem({
  category,
  pathname,
  openedBy,
  onOpen,
}: {
  category: MenuCategory;
  /** The page shown: its link and the links above it are current. */
  pathname: string;
  openedBy: OpenedBy | null;
  onOpen: (by: OpenedBy | null) => void;
}) {
  const t = useT();
  const urls = useUrls();
  const storeCode = useStoreCode();
  const panelId = `menu-panel-${category.id}`;
  const hasPanel = category.children.length > 0;
  const open = openedBy !== null;
  const close = () => onOpen(null);
  // The DOM of the item, typed here because client code is type-checked for the worker too (no DOM lib).
  const item = (target: unknown) =>
    target as { querySelector(selector: string): unknown; contains(node: unknown): boolean };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    focusWithoutScroll(item(event.currentTarget).querySelector('.main-menu__toggle'));
  };
  // Focus moving out of the item (Tab past its last link) closes its panel.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !item(event.currentTarget).contains(event.relatedTarget)) close();
  };
  // Following one of its links closes the panel (one listener for the item's links).
  const onClick = (event: MouseEvent<HTMLLIElement>) => {
    const target = event.target as { closest?: (selector: string) => unknown };
    if (open && target.closest?.('a')) close();
  };
  const link = (to: string, end: boolean) => ({ to, current: isCurrentPage(to, pathname, end) });
  return (
    <li
      className={open ? 'main-menu__item main-menu__item--open' : 'main-menu__item'}
      onMouseEnter={hasPanel && !open ? () => onOpen('hover') : undefined}
      onMouseLeave={hasPanel && openedBy === 'hover' ? close : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onClick={onClick}
    >
      <PageLink {...link(urls.category(category, storeCode), false)}>{category.name}</PageLink>
      {hasPanel ? (
        <>
          <button
            type="button"
            className="main-menu__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t('menu.subcategoriesOf', { name: category.name })}
            onClick={() => onOpen(openedBy === 'button' ? null : 'button')}
          >
            <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
          <div id={panelId} className="main-menu__panel" hidden={!open}>
            <ul className="main-menu__groups">
              {category.children.map((group) => (
                // ADR 061: each group of links in the panel is a boundary of its own.
                <HydrationBoundary key={group.id}>
                  <li className="main-menu__group">
                    <PageLink {...link(urls.category(group, storeCode), true)} className="main-menu__group-link">
                      {group.name}
                    </PageLink>
                    {group.children.length > 0 ? (
                      <ul className="main-menu__leaves">
                        {group.children.map((leaf) => (
                          <li key={leaf.id}>
                            <PageLink {...link(urls.category(leaf, storeCode), true)}>{leaf.name}</PageLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                </HydrationBoundary>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </li>
  );
}

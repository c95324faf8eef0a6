// The layout's closed panels: the mobile menu, the languages modal, the search panel, the
// microcart, the wishlist, the login panel and the newsletter modal. None is open when a page loads, so none is in
// its HTML or its first-load code: ./closed-panels.tsx loads this chunk, with the panels' texts, at the first opening
// of any (ADR 067) and keeps it; each panel's body is its own chunk on top, loaded when that panel opens or its
// opener is hovered or focused.
import type { StoreCode } from '#shared/config/store-views.ts';
import type { MenuCategory } from '#client/lib/api/menu.ts';
import type { AsideName } from '#client/components/aside.tsx';
import { Microcart, preloadMicrocartBody } from '#client/features/cart/components/microcart.tsx';
import { LanguagesModal } from '#client/features/store-switcher/languages-modal.tsx';
import { preloadSearchBody, SearchPanel } from '#client/features/search/components/search-panel.tsx';
import { preloadWishlistBody, WishlistPanel } from '#client/features/wishlist/components/wishlist-panel.tsx';
import { LoginPanel, preloadLoginBody } from '#client/features/user/components/login-panel.tsx';
import { NewsletterModal, preloadNewsletterBody } from '#client/features/newsletter/components/newsletter-modal.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { MobileMenu } from './mobile-menu';

export interface PanelsProps {
  /** The page's url in another store view (the languages modal's links). */
  switchPath: (target: StoreCode) => string;
  /** The category tree the mobile menu shows, as the header's menu does. */
  menuItems: readonly MenuCategory[];
}

/** The panels whose body is a chunk of its own, and what starts loading it. */
const BODY_PRELOADS: Partial<Record<AsideName, () => void>> = {
  microcart: preloadMicrocartBody,
  search: preloadSearchBody,
  wishlist: preloadWishlistBody,
  account: preloadLoginBody,
  newsletter: preloadNewsletterBody,
};

/** Starts loading a panel's body ahead of its opening (a hover or focus on its opener). */
export function preloadPanelBody(name: AsideName): void {
  BODY_PRELOADS[name]?.();
}

export function Panels({ switchPath, menuItems }: PanelsProps) {
  return (
    <>
      <MobileMenu items={menuItems} />
      <LanguagesModal switchPath={switchPath} />
      <SearchPanel />
      <Microcart />
      <WishlistPanel />
      <LoginPanel />
      <NewsletterModalWithNotices />
    </>
  );
}

/** The newsletter modal, its outcome told through the notifications feature. */
function NewsletterModalWithNotices() {
  const spawn = useNotifications((state) => state.spawn);
  return <NewsletterModal notify={spawn} />;
}

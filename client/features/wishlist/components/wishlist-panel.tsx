// The wishlist panel's shell (spec §4 Panels: the wishlist is open or closed; issue 14): the shared lazy panel
// (client/components/lazy-aside.tsx: native <dialog>, focus trapped, Esc and the overlay close it, focus returns
// to the header button). Only this shell ships with every page; the list (./wishlist-panel-body.tsx) is its own
// chunk, loaded at the first opening or when the pointer or focus reaches the header button.
import { LazyAside, panelBody } from '#client/components/lazy-aside.tsx';
import { useT } from '#client/lib/services.tsx';

const loadBody = panelBody(() => import('./wishlist-panel-body').then((module) => module.WishlistPanelBody));

/** Starts loading the body's chunk (a failure is left to the panel's own load, which says so). */
export function preloadWishlistBody(): void {
  loadBody().catch(() => undefined);
}

export function WishlistPanel() {
  const t = useT();
  return (
    <LazyAside
      name="wishlist"
      heading={t('wishlist.title')}
      className="wishlist-panel"
      load={loadBody}
      loadingText={t('wishlist.loading')}
      failedText={t('wishlist.loadFailed')}
    />
  );
}

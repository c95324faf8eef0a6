// The wishlist toggle on a product tile and on the product page (issue 14; supplement §6: 'Add to favorite' /
// 'Remove from favorite', «Добавить в избранное» / «Удалить из избранного»): a toggle button (aria-pressed),
// at least 44 × 44 px (styles/wishlist-compare.css). The change's spec §8 message is the app's
// (client/app/layouts/saved-list-notices.tsx reads the store's notice). On the server and until the device's
// list is read it shows as not saved. Its heart is a CSS mask (styles/wishlist-compare.css), not inline SVG: a
// listing repeats the toggle 50 times, and 100 SVG roots were a fifth of a category's elements (issue 10 LCP).
import { useIsSaved } from '#client/lib/saved-list.ts';
import type { ActionPlacement, ActionProduct } from '#client/lib/product-actions.tsx';
import { useT } from '#client/lib/services.tsx';
import { useWishlistStore } from '#client/features/wishlist/feature.ts';

export function WishlistToggle({ product, placement }: { product: ActionProduct; placement: ActionPlacement }) {
  const t = useT();
  const store = useWishlistStore();
  const saved = useIsSaved(store, product.sku);
  const label = t(saved ? 'wishlist.remove' : 'wishlist.add');
  return (
    <button
      type="button"
      className="saved-toggle saved-toggle--wishlist"
      aria-pressed={saved}
      // A tile's toggle is its icon alone, named by aria-label: no extra elements in a tile repeated 50 times.
      aria-label={placement === 'page' ? undefined : label}
      data-testid="wishlist-toggle"
      onClick={() => store.getState().toggle({ sku: product.sku, name: product.name })}
    >
      {placement === 'page' ? <span className="saved-toggle__text">{label}</span> : null}
    </button>
  );
}
WishlistToggle.displayName = 'WishlistToggle';

// The compare toggle on a product tile and on the product page (issue 14; supplement §6: 'Add to compare' /
// 'Remove from compare', «Добавить к сравнению» / «Удалить из сравнения»): a toggle button (aria-pressed), at
// least 44 × 44 px (styles/wishlist-compare.css). The change's spec §8 message is the app's
// (client/app/layouts/saved-list-notices.tsx reads the store's notice). On the server and until the device's
// list is read it shows as not compared. Its bars are a CSS mask (styles/wishlist-compare.css) like the wishlist
// toggle's heart; CompareIcon is the header link's inline SVG of the same drawing.
import { useIsSaved } from '#client/lib/saved-list.ts';
import type { ActionPlacement, ActionProduct } from '#client/lib/product-actions.tsx';
import { useT } from '#client/lib/services.tsx';
import { useCompareStore } from '#client/features/compare/feature.ts';

export function CompareToggle({ product, placement }: { product: ActionProduct; placement: ActionPlacement }) {
  const t = useT();
  const store = useCompareStore();
  const compared = useIsSaved(store, product.sku);
  const label = t(compared ? 'compare.remove' : 'compare.add');
  return (
    <button
      type="button"
      className="saved-toggle saved-toggle--compare"
      aria-pressed={compared}
      // A tile's toggle is its icon alone, named by aria-label: no extra elements in a tile repeated 50 times.
      aria-label={placement === 'page' ? undefined : label}
      data-testid="compare-toggle"
      onClick={() => store.getState().toggle({ sku: product.sku, name: product.name })}
    >
      {placement === 'page' ? <span className="saved-toggle__text">{label}</span> : null}
    </button>
  );
}
CompareToggle.displayName = 'CompareToggle';

/** Two bars of a chart: the compare list's sign in the header link (the toggles draw it as a CSS mask). */
export function CompareIcon() {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
      <rect x="5" y="9" width="4" height="11" rx="1" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <rect x="15" y="4" width="4" height="16" rx="1" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

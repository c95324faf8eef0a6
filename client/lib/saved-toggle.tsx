// The toggle button of a saved list on a product tile and on the product page (issue 14; ADR 037): the wishlist and
// the compare feature each make theirs with savedToggleFor (they may not import each other, ADR 020); the list's
// kind picks the words and the icon. A toggle button (aria-pressed), at least 44 × 44 px; its icon is a CSS mask
// drawn by the button's ::before (styles/wishlist-compare.css). On a tile the icon is all there is and aria-label
// names it (a listing repeats the toggle 50 times: no extra elements, issue 10 TBT, ADR 052); on the product page
// the words show beside it. On the server and until the device's list is read it shows as not saved.
import type { ActionPlacement, ActionProduct, ProductAction } from './product-actions';
import { useIsSaved, type SavedListStore } from './saved-list';
import { useT } from './services';

/**
 * Which list: `saved-toggle--{kind}` picks the icon, `{kind}-toggle` is the test id, `{kind}.add` / `{kind}.remove`
 * are the button's words while the product is not in the list and while it is (supplement §6).
 */
export type SavedToggleKind = 'wishlist' | 'compare';

/**
 * The toggle component of one list, made once per feature: one component per toggle, as a listing renders 100 of
 * them while it hydrates (a wrapper around a shared component would be 100 more).
 *
 * @example
 * export const WishlistToggle = savedToggleFor('wishlist', useWishlistStore, 'WishlistToggle');
 */
export function savedToggleFor(
  kind: SavedToggleKind,
  useStore: () => SavedListStore,
  displayName: string,
): ProductAction {
  function SavedToggle({ product, placement }: { product: ActionProduct; placement: ActionPlacement }) {
    const t = useT();
    const store = useStore();
    const saved = useIsSaved(store, product.sku);
    const label = t(saved ? `${kind}.remove` : `${kind}.add`);
    return (
      <button
        type="button"
        className={`saved-toggle saved-toggle--${kind}`}
        aria-pressed={saved}
        aria-label={placement === 'page' ? undefined : label}
        data-testid={`${kind}-toggle`}
        onClick={() => store.getState().toggle({ sku: product.sku, name: product.name })}
      >
        {placement === 'page' ? <span className="saved-toggle__text">{label}</span> : null}
      </button>
    );
  }
  SavedToggle.displayName = displayName;
  return SavedToggle;
}

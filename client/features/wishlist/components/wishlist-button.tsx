// The header's wishlist entry (the header's `wishlist` slot, client/app/layouts/header.tsx; issue 14): opens the
// wishlist panel (./wishlist-panel.tsx) and shows how many products are saved (0 on the server, the device's
// count once read). Its body's chunk starts loading when the pointer or the focus reaches the button.
import { useAsideOpener } from '#client/components/aside.tsx';
import { useSavedList } from '#client/lib/saved-list.ts';
import { useT } from '#client/lib/services.tsx';
import { useWishlistStore } from '#client/features/wishlist/feature.ts';

export function WishlistButton() {
  const t = useT();
  const { items, loaded } = useSavedList(useWishlistStore());
  const opener = useAsideOpener('wishlist');
  return (
    <button type="button" className="button button--ghost saved-button" data-testid="wishlist-button" {...opener}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('wishlist.open')} </span>
      <span
        className="saved-count"
        data-testid="wishlist-count"
        data-loaded={loaded ? 'true' : 'false'}
        data-count={items.length}
      >
        {t('saved.count', { count: items.length })}
      </span>
    </button>
  );
}

// Header entry of the microcart (the header's microcart slot, client/app/layouts/header.tsx) with the
// total quantity (spec §9: count by total quantity); named "Open microcart" (supplement §6).
import { useT } from '#client/lib/services.tsx';
import { useCart } from '#client/features/cart/context.tsx';
import { totalQuantity } from '#client/features/cart/store.ts';

export function CartButton() {
  const t = useT();
  const count = useCart((state) => totalQuantity(state.items));
  const loaded = useCart((state) => state.loaded);
  return (
    <button
      type="button"
      className="button button--ghost cart-button"
      aria-label={t('header.openMicrocart')}
      data-testid="microcart-button"
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
        <path d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 016 0" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="cart-count" data-testid="cart-count" data-loaded={loaded ? 'true' : 'false'}>
        {count}
      </span>
      <span className="visually-hidden">{t('header.cartCount', { count })}</span>
    </button>
  );
}

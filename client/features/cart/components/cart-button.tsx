// Header entry of the microcart (the header's microcart slot, client/app/layouts/header.tsx), named "Open
// microcart" / «Открыть мини-корзину» (supplement §6): opens the microcart panel (./microcart.tsx) and shows
// the count by total quantity or by lines (spec §9, supplement §5: settings.minicartCountType). Its body's
// chunk starts loading when the pointer or the focus reaches the button.
import { useAsideOpener } from '#client/components/aside.tsx';
import { useSettings, useT } from '#client/lib/services.tsx';
import { itemsCount } from '#shared/domain/cart/totals.ts';
import { useCart } from '#client/features/cart/context.tsx';

export function CartButton() {
  const t = useT();
  const { minicartCountType } = useSettings();
  const count = useCart((state) => itemsCount(state.items, minicartCountType));
  const loaded = useCart((state) => state.loaded);
  const opener = useAsideOpener('microcart');
  return (
    <button
      type="button"
      className="button button--ghost cart-button"
      aria-label={t('header.openMicrocart')}
      data-testid="microcart-button"
      {...opener}
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

// The product page's "Add to cart" (issue 11; spec §5, §8): runs the cart feature's checked add
// (client/features/cart/add-to-cart.ts) and says what happened with the spec's exact messages. The page
// composes the two features (cart, notifications); neither imports the other (ADR 020). While the stock
// check runs the button is busy, so a second click cannot add the same line twice.
import { useCallback, useRef, useState } from 'react';
import { addLinesToCart, type AddToCartResult } from '#client/features/cart/add-to-cart.ts';
import type { CartLineDraft } from '#client/features/cart/cart-line.ts';
import { useCartStore } from '#client/features/cart/context.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { checkStock } from '#client/lib/api/stock.ts';
import { isOffline } from '#client/lib/dom.ts';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import type { StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import type { NotificationState } from '#client/features/notifications/store.ts';

export interface AddToCart {
  /** Checks and adds the lines; resolves with what happened (already announced). */
  add(lines: readonly CartLineDraft[]): Promise<AddToCartResult | null>;
  /** True while the stock check runs ('Stock check in progress, please wait.'). */
  busy: boolean;
}

type Spawn = NotificationState['spawn'];
type Translate = ReturnType<typeof useT>;

export function useAddToCart(): AddToCart {
  const api = useApi();
  const storeCode = useStoreCode();
  const t = useT();
  const { zeroPriceProducts } = useSettings();
  const cart = useCartStore();
  const spawn = useNotifications((state) => state.spawn);
  const [busy, setBusy] = useState(false);
  // A ref, not the state: two clicks in one frame both see busy = false in their closures.
  const running = useRef(false);

  const add = useCallback(
    async (lines: readonly CartLineDraft[]) => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      try {
        const result = await addLinesToCart(
          {
            cart,
            checkStock: (sku, signal) => checkStock(api, { store: storeCode, sku }, { signal }),
            isOnline: () => !isOffline(),
            zeroPriceProducts,
          },
          lines,
        );
        announce(result, { spawn, t, storeCode });
        return result;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [api, cart, spawn, storeCode, t, zeroPriceProducts],
  );

  return { add, busy };
}

/** The spec §8 message of each outcome; a volatile add warns first, then says it was added. */
function announce(
  result: AddToCartResult,
  { spawn, t, storeCode }: { spawn: Spawn; t: Translate; storeCode: StoreCode },
) {
  switch (result.kind) {
    case 'added':
    case 'updated':
      if (result.volatile) spawn({ type: 'warning', message: t('product.stockVolatile') });
      spawn({
        type: 'success',
        message: result.kind === 'added' ? t('product.addedToCart') : t('product.quantityUpdated'),
        action1: { label: t('notification.ok') },
        action2: { label: t('notification.proceedToCheckout'), href: localizedPath('/checkout', storeCode) },
      });
      return;
    case 'price-unknown':
      return spawn({ type: 'error', message: t('product.priceUnknown') });
    case 'invalid-quantity':
      return spawn({ type: 'error', message: t('product.quantityInvalid', { quantity: result.maxQuantity }) });
    case 'out-of-stock':
      return spawn({ type: 'error', message: t('product.outOfStock') });
    case 'too-many':
      return spawn({ type: 'error', message: t('product.onlyAvailable', { maxQuantity: result.maxQuantity }) });
  }
}

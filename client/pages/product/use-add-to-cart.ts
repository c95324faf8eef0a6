// The product page's "Add to cart" (spec messages for each outcome): runs the cart feature's checked add
// (client/features/cart/add-to-cart.ts) and says what happened. The page composes the two features (cart,
// notifications); neither imports the other (ADR 020). Their code is ./buy-code.ts, loaded when the shopper heads for
// the buy row (`preloadBuyCode`) or at the first press. While the stock check runs the button is busy, so a second
// click cannot add the same line twice; a press while the code loads is the same one press.
import { useCallback, useRef, useState } from 'react';
import type { CartLineDraft } from '#client/features/cart/cart-line.ts';
import type { AddToCartResult } from '#client/features/cart/add-to-cart.ts';
import { useCartStore } from '#client/features/cart/context.tsx';
import { useNotifications } from '#client/features/notifications/context.tsx';
import { isOffline } from '#client/lib/dom.ts';
import type * as BuyCodeModule from './buy-code';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';

export type BuyCode = typeof BuyCodeModule;

const loadBuyCode = (): Promise<BuyCode> => import('./buy-code');

/** Starts loading the buy code (a pointer over, or focus in, the buy row); a failure is retried at the press. */
export function preloadBuyCode(): void {
  loadBuyCode().catch(() => {});
}

export interface AddToCart {
  /**
   * Builds the lines with the buy code (null: nothing to add, the page said why), checks and adds them; resolves
   * with what happened (already announced), or null.
   */
  add(linesOf: (code: BuyCode) => readonly CartLineDraft[] | null): Promise<AddToCartResult | null>;
  /** True while the stock check runs ('Stock check in progress, please wait.'). */
  busy: boolean;
}

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
    async (linesOf: (code: BuyCode) => readonly CartLineDraft[] | null) => {
      if (running.current) return null;
      running.current = true;
      try {
        let code: BuyCode;
        try {
          code = await loadBuyCode();
        } catch (error) {
          console.warn('[product] the add-to-cart code could not be loaded', error);
          spawn({ type: 'error', message: t('panel.loadFailed') });
          return null;
        }
        const lines = linesOf(code);
        if (!lines) return null;
        setBusy(true);
        const result = await code.addLinesToCart(
          {
            cart,
            checkStock: (sku, signal) => code.checkStock(api, { store: storeCode, sku }, { signal }),
            isOnline: () => !isOffline(),
            zeroPriceProducts,
          },
          lines,
        );
        code.announce(result, { spawn, t, storeCode });
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

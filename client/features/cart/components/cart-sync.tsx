// Starts the cart sync with the server cart (../sync-runner.ts) once the device's cart is read and holds lines or a
// server cart, so an empty first visit loads none of it, and stops it when the page's layout goes. Renders nothing;
// it sits in the layout because the microcart panel that shows the cart loads only at its first opening (ADR 067).
import { useEffect } from 'react';
import { useApi, useSettings, useStoreCode } from '#client/lib/services.tsx';
import { useCart, useCartStore } from '#client/features/cart/context.tsx';

/** Starts the cart sync once the cart is read and holds lines or a server cart; stops it on unmount. */
export function CartSync(): null {
  const api = useApi();
  const cart = useCartStore();
  const store = useStoreCode();
  const { maxCartBypassAttempts } = useSettings();
  const needed = useCart((state) => state.loaded && (state.items.length > 0 || state.serverToken !== null));
  useEffect(() => {
    if (!needed) return;
    let stop: (() => void) | undefined;
    let active = true;
    import('../sync-runner')
      .then(({ startCartSync }) => {
        if (active) stop = startCartSync({ api, cart, store, maxBypassAttempts: maxCartBypassAttempts }).stop;
      })
      .catch((error: unknown) => console.warn('[cart] the cart sync could not be loaded', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [needed, api, cart, store, maxCartBypassAttempts]);
  return null;
}

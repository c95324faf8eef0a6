// The microcart panel's shell (spec §4 Panels: the microcart is open or closed, opening it turns the overlay
// on; issue 13): the shared panel primitive (client/components/aside.tsx: native <dialog>, focus trapped, Esc
// and the overlay close it, focus returns to the header button). Only this shell ships with every page: the
// body (lines, stepper, totals, coupon) is its own chunk, loaded at the first opening or when the pointer or
// focus reaches the header button (the search panel's pattern). It also starts the cart sync
// (../sync-runner.ts) once the device's cart is read and holds something, so an empty first visit loads none
// of it.
import { useEffect } from 'react';
import { LazyAside, panelBody } from '#client/components/lazy-aside.tsx';
import { useApi, useSettings, useStoreCode, useT } from '#client/lib/services.tsx';
import { useCart, useCartStore } from '#client/features/cart/context.tsx';

const loadBody = panelBody(() => import('./microcart-body').then((module) => module.MicrocartBody));

/** Starts loading the body's chunk (a failure is left to the panel's own load, which says so). */
export function preloadMicrocartBody(): void {
  loadBody().catch(() => undefined);
}

/** Starts the cart sync once the cart is read and holds lines or a server cart; stops it on unmount. */
function useCartSync(): void {
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
}

export function Microcart() {
  const t = useT();
  useCartSync();
  return (
    <LazyAside
      name="microcart"
      heading={t('microcart.title')}
      className="microcart"
      load={loadBody}
      loadingText={t('microcart.loading')}
      failedText={t('microcart.loadFailed')}
    />
  );
}

// Remembers the shopper's choice of prices with or without tax on the device (issue 11 "Prices with and
// without tax"): restored right after hydration (the server always renders with tax), saved on every
// change, and followed when another tab changes it. It is one small flag, so localStorage rather than the
// IndexedDB database (client/lib/storage, ADR 019): it is read synchronously, so the prices switch in the
// first commit after hydration, it needs no `idb` chunk, and it is not the signed-in customer's data that
// the `user` store holds (a logout clears that; a device preference stays).
import { DEFAULT_TAX_DISPLAY, type TaxDisplay } from '#shared/domain/price.ts';
import { isTaxDisplay, type TaxDisplayStore } from './store';

export const TAX_DISPLAY_STORAGE_KEY = 'storefront-tax-display';

function readSaved(): unknown {
  try {
    return window.localStorage.getItem(TAX_DISPLAY_STORAGE_KEY);
  } catch {
    return null; // storage disabled (privacy mode): the choice lasts for this page only
  }
}

function save(display: TaxDisplay): void {
  try {
    window.localStorage.setItem(TAX_DISPLAY_STORAGE_KEY, display);
  } catch {
    // Not saved (storage full or disabled); the switch still applies on this page.
  }
}

export function persistTaxDisplay(store: TaxDisplayStore): () => void {
  const current = store.getState().display;
  const saved = readSaved();
  // A shopper who pressed the switch before this module loaded has chosen: save that, do not overwrite it.
  if (current !== DEFAULT_TAX_DISPLAY) save(current);
  else if (isTaxDisplay(saved)) store.getState().setDisplay(saved);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.display !== previous.display) save(state.display);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key === TAX_DISPLAY_STORAGE_KEY && isTaxDisplay(event.newValue))
      store.getState().setDisplay(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

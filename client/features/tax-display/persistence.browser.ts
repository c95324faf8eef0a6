// Remembers the shopper's choice of prices with or without tax on the device: restored right after hydration (the
// server always renders with tax) and followed when another tab changes it; the switch saves it at the click
// (./saved-choice.ts). It is one small flag, so localStorage rather than the IndexedDB database (client/lib/storage,
// ADR 019): it is read synchronously, so the prices switch in the first commit after hydration, it needs no `idb`
// chunk, and it is not the signed-in customer's data that the `user` store holds (a logout clears that; a device
// preference stays).
import { DEFAULT_TAX_DISPLAY } from '#shared/domain/price.ts';
import { isTaxDisplay, type TaxDisplayStore } from './store';
import { readSavedTaxDisplay, TAX_DISPLAY_STORAGE_KEY } from './saved-choice';

export function persistTaxDisplay(store: TaxDisplayStore): () => void {
  const saved = readSavedTaxDisplay();
  // A shopper who pressed the switch before this module loaded has chosen (and the switch saved it): keep that.
  if (store.getState().display === DEFAULT_TAX_DISPLAY && isTaxDisplay(saved)) store.getState().setDisplay(saved);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TAX_DISPLAY_STORAGE_KEY && isTaxDisplay(event.newValue))
      store.getState().setDisplay(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

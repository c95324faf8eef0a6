// The shopper's saved choice of prices with or without tax: one localStorage flag (./persistence.browser.ts says why
// not IndexedDB). Written by the switch itself at the click, so a page left or reloaded at once keeps the choice
// even before the restoring chunk has loaded. Guarded: the server has no storage, and privacy modes may refuse it.
import type { TaxDisplay } from '#shared/domain/price.ts';

export const TAX_DISPLAY_STORAGE_KEY = 'storefront-tax-display';

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function storage(): StorageLike | undefined {
  return (globalThis as { localStorage?: StorageLike }).localStorage;
}

export function readSavedTaxDisplay(): unknown {
  try {
    return storage()?.getItem(TAX_DISPLAY_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled (privacy mode): the choice lasts for this page only
  }
}

export function saveTaxDisplay(display: TaxDisplay): void {
  try {
    storage()?.setItem(TAX_DISPLAY_STORAGE_KEY, display);
  } catch {
    // Not saved (storage full or disabled); the switch still applies on this page.
  }
}

// The shopper's choice of prices with or without tax (spec §1; supplement §3; issue 11 "Prices with and
// without tax"). Starts with tax, as the server renders; no storage access here (the store is created on
// the server too): the switch saves the shopper's choice (./saved-choice.ts), ./persistence.browser.ts restores it
// after hydration.
import { createStore } from 'zustand/vanilla';
import { DEFAULT_TAX_DISPLAY, type TaxDisplay } from '#shared/domain/price.ts';

export interface TaxDisplayState {
  display: TaxDisplay;
  setDisplay(display: TaxDisplay): void;
  /** Switches between with and without tax; returns the new choice. */
  toggle(): TaxDisplay;
}

export function isTaxDisplay(value: unknown): value is TaxDisplay {
  return value === 'incl' || value === 'excl';
}

export function createTaxDisplayStore() {
  return createStore<TaxDisplayState>()((set, get) => ({
    display: DEFAULT_TAX_DISPLAY,
    setDisplay(display) {
      if (get().display !== display) set({ display });
    },
    toggle() {
      const display = get().display === 'excl' ? 'incl' : 'excl';
      set({ display });
      return display;
    },
  }));
}

export type TaxDisplayStore = ReturnType<typeof createTaxDisplayStore>;

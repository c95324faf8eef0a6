// How prices are shown, with or without tax (spec §1; supplement §3; issue 11 "Prices with and without
// tax"), as a plain React context the Price component reads. Components may not import features (ADR
// 020), so the state lives in the tax-display feature's store (client/features/tax-display/) and that
// feature's Provider passes its value down through this context. Without a Provider, and always on the
// server, prices are shown with tax: the HTML is the same for every shopper and cacheable.
import { createContext, useContext } from 'react';
import { DEFAULT_TAX_DISPLAY, type TaxDisplay } from '#shared/domain/price.ts';

export const TaxDisplayContext = createContext<TaxDisplay>(DEFAULT_TAX_DISPLAY);
TaxDisplayContext.displayName = 'TaxDisplay';

/** 'incl' (with tax, the default) or 'excl' (without tax, the shopper's choice restored after hydration). */
export function useTaxDisplay(): TaxDisplay {
  return useContext(TaxDisplayContext);
}

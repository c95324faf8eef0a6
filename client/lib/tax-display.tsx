// How prices are shown, with or without tax (spec §1; supplement §3; issue 11 "Prices with and without
// tax"), as a plain React context the Price component reads. Components may not import features (ADR
// 020), so the state lives in the tax-display feature's store (client/features/tax-display/) and that
// feature's Provider passes a source of it down through this context. Without a Provider, and always on the
// server, prices are shown with tax: the HTML is the same for every shopper and cacheable.
//
// The value is read with useSyncExternalStore and the server's value as its server snapshot: whatever
// hydrates — the shell, or a Suspense boundary streamed in later (the product page's related tiles) after the
// shopper's choice was restored — first renders with tax, as the server did, then switches. A plain context
// value would hydrate a late boundary with the restored choice and mismatch the server's text (React #418).
import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_TAX_DISPLAY, type TaxDisplay } from '#shared/domain/price.ts';

/** The current choice and a way to hear when it changes (the feature's zustand store fits it). */
export interface TaxDisplaySource {
  get(): TaxDisplay;
  subscribe(listener: () => void): () => void;
}

const SERVER_DISPLAY = (): TaxDisplay => DEFAULT_TAX_DISPLAY;

const WITH_TAX: TaxDisplaySource = { get: SERVER_DISPLAY, subscribe: () => () => undefined };

export const TaxDisplayContext = createContext<TaxDisplaySource>(WITH_TAX);
TaxDisplayContext.displayName = 'TaxDisplay';

/** 'incl' (with tax, the default) or 'excl' (without tax, the shopper's choice restored after hydration). */
export function useTaxDisplay(): TaxDisplay {
  const source = useContext(TaxDisplayContext);
  return useSyncExternalStore(source.subscribe, source.get, SERVER_DISPLAY);
}

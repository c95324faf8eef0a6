// The tax display's store as a feature store (client/lib/feature-store.tsx; issue 11 "Prices with and
// without tax"). Its Provider also passes a source of the choice through client/lib/tax-display.tsx, the
// context the Price component reads with useSyncExternalStore (components may not import features, ADR 020).
import { useMemo, type ReactNode } from 'react';
import type { StoreApi } from 'zustand';
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { TaxDisplayContext, type TaxDisplaySource } from '#client/lib/tax-display.tsx';
import { createTaxDisplayStore, type TaxDisplayState } from './store';

const feature = defineFeatureStore('taxDisplay', createTaxDisplayStore);

function TaxDisplayBridge({ store, children }: { store: StoreApi<TaxDisplayState>; children: ReactNode }) {
  // One source per store: the context value never changes, the Price components subscribe to the store.
  const source = useMemo<TaxDisplaySource>(
    () => ({ get: () => store.getState().display, subscribe: (listener) => store.subscribe(listener) }),
    [store],
  );
  return <TaxDisplayContext.Provider value={source}>{children}</TaxDisplayContext.Provider>;
}

export const taxDisplayFeature: typeof feature = {
  ...feature,
  Provider: ({ store, children }) => (
    <feature.Provider store={store}>
      <TaxDisplayBridge store={store}>{children}</TaxDisplayBridge>
    </feature.Provider>
  ),
};

/** A slice of the tax display: `useTaxDisplayState((state) => state.display)`. */
export const useTaxDisplayState = taxDisplayFeature.useSelector;

// The tax display's store as a feature store (client/lib/feature-store.tsx; issue 11 "Prices with and
// without tax"). Its Provider also passes the current choice down through client/lib/tax-display.tsx, the
// context the Price component reads (components may not import features, ADR 020).
import type { ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { TaxDisplayContext } from '#client/lib/tax-display.tsx';
import { createTaxDisplayStore, type TaxDisplayState } from './store';

const feature = defineFeatureStore('taxDisplay', createTaxDisplayStore);

function TaxDisplayBridge({ store, children }: { store: StoreApi<TaxDisplayState>; children: ReactNode }) {
  const display = useStore(store, (state) => state.display);
  return <TaxDisplayContext.Provider value={display}>{children}</TaxDisplayContext.Provider>;
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

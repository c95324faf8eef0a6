// One helper for every feature's client state (DESIGN.md §6, ADR 017): a feature names its zustand store
// once and gets the store factory, a Provider and the hooks to read it, instead of copying the
// context boilerplate. The composition root (client/app/services.ts) creates one store per page load
// (per request on the server) and nests the Providers.
//
// @example
//   export const cartFeature = defineFeatureStore('cart', createCartStore);
//   export const useCart = cartFeature.useSelector;        // useCart((state) => state.items)
import { createContext, useContext, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';

export interface FeatureStore<Name extends string, State> {
  name: Name;
  create: () => StoreApi<State>;
  Provider: (props: { store: StoreApi<State>; children: ReactNode }) => ReactNode;
  /** A slice of the state; the component re-renders when the slice changes. */
  useSelector: <T>(selector: (state: State) => T) => T;
  /** The store itself, for actions outside rendering (a sync before checkout). */
  useStoreApi: () => StoreApi<State>;
}

export function defineFeatureStore<Name extends string, State>(
  name: Name,
  create: () => StoreApi<State>,
): FeatureStore<Name, State> {
  const Context = createContext<StoreApi<State> | null>(null);
  Context.displayName = `${name}Store`;
  const useStoreApi = () => {
    const store = useContext(Context);
    if (!store) throw new Error(`The ${name} store is used outside its Provider (client/app/services.ts builds it)`);
    return store;
  };
  return {
    name,
    create,
    Provider: ({ store, children }) => <Context.Provider value={store}>{children}</Context.Provider>,
    useSelector: (selector) => useStore(useStoreApi(), selector),
    useStoreApi,
  };
}

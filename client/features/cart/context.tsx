// Provides the cart store to components; one store per page load (per request on the server).
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { CartState, CartStore } from './store';

const CartContext = createContext<CartStore | null>(null);

export function CartProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

export function useCart<T>(selector: (state: CartState) => T): T {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart outside CartProvider');
  return useStore(store, selector);
}

/** The store itself, for actions outside rendering (a sync before checkout). */
export function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCartStore outside CartProvider');
  return store;
}

// What every checkout step reads (issue 13): the page's checkout store (client/features/checkout/store.ts),
// the server cart the totals and methods are asked for (null offline or before the first sync), and whether
// the cart is virtual (spec §4: no shipping step, no cash on delivery). One context instead of threading them
// through every step.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { CheckoutState, CheckoutStore } from '#client/features/checkout/store.ts';

export interface CheckoutContextValue {
  store: CheckoutStore;
  cartId: string | null;
  /** The logged-in customer's token the cart's calls carry (spec §6; a customer cart needs it, ADR 035). */
  userToken: string | null;
  virtual: boolean;
  /** Asks the server cart to be synced now; answers its id, or null when it cannot (offline, refused). */
  syncCart: () => Promise<string | null>;
}

export const CheckoutContext = createContext<CheckoutContextValue | null>(null);

export function useCheckoutContext(): CheckoutContextValue {
  const value = useContext(CheckoutContext);
  if (!value) throw new Error('A checkout step is rendered outside the checkout page');
  return value;
}

/** A slice of the checkout state. */
export function useCheckout<T>(selector: (state: CheckoutState) => T): T {
  return useStore(useCheckoutContext().store, selector);
}

// The user feature as the composition root lists it (client/app/services.tsx FEATURE_STORES; issue 14, ADR
// 038): its store (./store.ts) and the hooks pages and the checkout read it with.
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import type { Customer } from '#shared/contract/user.ts';
import { createUserStore, defaultShippingAddress, isLoggedIn } from './store';

export const userFeature = defineFeatureStore('user', createUserStore);

/** A slice of the user: `useUser((state) => state.current)`. */
export const useUser = userFeature.useSelector;

/** The store itself, for actions (login, logout) outside rendering. */
export const useUserStore = userFeature.useStoreApi;

/** Whether a customer is logged in (false on the server and until the device's user is read). */
export const useIsLoggedIn = (): boolean => useUser(isLoggedIn);

/**
 * What the checkout prefills (spec §4: a logged-in shopper's details and addresses): the profile and its
 * default shipping address, both null for a guest.
 */
export function useCheckoutProfile(): {
  customer: Customer | null;
  address: Customer['addresses'][number] | null;
  token: string | null;
} {
  const customer = useUser((state) => state.current);
  const token = useUser((state) => state.token);
  return { customer, address: defaultShippingAddress(customer), token };
}

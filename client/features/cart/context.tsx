// The cart's store as a feature store (client/lib/feature-store.tsx): one per page load, per request on
// the server.
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { createCartStore } from './store';

// The customer's token is unknown until the device's user is read (client/app/account.browser.ts sets it).
export const cartFeature = defineFeatureStore('cart', () => createCartStore([], { userToken: undefined }));

/** A slice of the cart: `useCart((state) => state.items)`. */
export const useCart = cartFeature.useSelector;

/** The cart store itself, for actions outside rendering (a sync before checkout). */
export const useCartStore = cartFeature.useStoreApi;

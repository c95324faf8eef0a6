// The cart's store as a feature store (client/lib/feature-store.tsx): one per page load, per request on
// the server.
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { createCartStore } from './store';

export const cartFeature = defineFeatureStore('cart', () => createCartStore());

/** A slice of the cart: `useCart((state) => state.items)`. */
export const useCart = cartFeature.useSelector;

/** The cart store itself, for actions outside rendering (a sync before checkout). */
export const useCartStore = cartFeature.useStoreApi;

// The wishlist's store as a feature store (client/lib/feature-store.tsx; issue 14, spec §3 "Wishlist and
// compare: items by sku"): the shared saved-list rules (client/lib/saved-list.ts) with the wishlist's limit.
// ./context.tsx adds the toggle to every product's actions; the composition root lists `wishlistFeature`.
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { createSavedListStore } from '#client/lib/saved-list.ts';

/** At most this many saved products (ADR 037): the panel reads them in one catalogue request. */
export const WISHLIST_LIMIT = 100;

export const wishlistStoreFeature = defineFeatureStore('wishlist', () =>
  createSavedListStore({ limit: WISHLIST_LIMIT }),
);

/** The wishlist store itself (actions, and `useSavedList`/`useIsSaved` of client/lib/saved-list.ts). */
export const useWishlistStore = wishlistStoreFeature.useStoreApi;

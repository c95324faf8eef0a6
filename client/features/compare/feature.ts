// The compare list's store as a feature store (client/lib/feature-store.tsx; issue 14, spec §3 "Wishlist and
// compare: items by sku"): the shared saved-list rules (client/lib/saved-list.ts) with the compare limit.
// ./context.tsx adds the toggle to every product's actions; the composition root lists `compareFeature`.
import { defineFeatureStore } from '#client/lib/feature-store.tsx';
import { createSavedListStore } from '#client/lib/saved-list.ts';

/** At most this many compared products (ADR 037): more columns than this are not a comparison any more. */
export const COMPARE_LIMIT = 20;

export const compareStoreFeature = defineFeatureStore('compare', () => createSavedListStore({ limit: COMPARE_LIMIT }));

/** The compare store itself (actions, and `useSavedList`/`useIsSaved` of client/lib/saved-list.ts). */
export const useCompareStore = compareStoreFeature.useStoreApi;

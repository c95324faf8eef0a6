// The names under which the device keeps a shopper's state between visits: the one IndexedDB database (ADR 019)
// and the BroadcastChannel each persisted store tells other tabs on. Apart from the storage modules so that the
// first-load check for saved state (client/app/saved-state.browser.ts) carries these strings and not `idb`.

/** The storefront's IndexedDB database (client/lib/storage/db.browser.ts opens it). */
export const STOREFRONT_DB_NAME = 'storefront';

/** One channel per persisted store: a tab that changed it says so, the others read it again. */
export const SAVED_STATE_CHANNELS = {
  cart: 'storefront-cart',
  user: 'storefront-user',
  wishlist: 'storefront-wishlist',
  compare: 'storefront-compare',
} as const;

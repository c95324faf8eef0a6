// One sync of the device's cart with the server cart before leaving for an external checkout (spec §2:
// "forces a cart sync with the server"): the full sync of ./sync.ts (connect, push with product_option,
// stock, totals; ADR 015, docs/decisions/032-…), which must end with a server cart the external checkout
// can open; anything else (offline, the sync disabled or failed) is an error the page reports.
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CartStore } from './store';
import { syncCart } from './sync';

export interface CartSyncResult {
  cartToken: string;
  /** The logged-in customer's token (the cart store's `userToken`, spec §6); null for guests. */
  userToken: string | null;
}

export async function syncCartWithServer(
  api: ApiClient,
  cart: CartStore,
  { store, maxBypassAttempts }: { store: StoreCode; maxBypassAttempts: number },
): Promise<CartSyncResult> {
  const outcome = await syncCart({ api, cart, store, maxBypassAttempts, isOnline: () => true });
  if (outcome.kind === 'synced') return { cartToken: outcome.cartToken, userToken: cart.getState().userToken ?? null };
  if (outcome.kind === 'failed') throw outcome.error;
  throw new Error(`The cart could not be synced with the server (${outcome.kind})`);
}

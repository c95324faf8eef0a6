// Pushes the device's cart to the server cart (contract C1 create, C3 update; ADR 015) so that a
// server-side checkout sees it (spec §2 external checkout: "forces a cart sync with the server"). Lines
// the server already holds at the same quantity are not sent again; a failure leaves the local cart
// untouched. The calls are the typed endpoint fetchers of client/lib/api (issue 9 item 2): their answers
// are checked against shared/contract/cart.ts.
import type { ApiClient } from '#shared/api/client.ts';
import { createCart } from '#client/lib/api/cart-create.ts';
import { updateCartItem } from '#client/lib/api/cart-update.ts';
import type { CartStore } from './store';

export interface CartSyncResult {
  cartToken: string;
  /** The logged-in customer's token; null for guests (no login yet). */
  userToken: string | null;
}

export async function syncCartWithServer(api: ApiClient, cart: CartStore): Promise<CartSyncResult> {
  let cartToken = cart.getState().serverToken;
  if (!cartToken) {
    cartToken = await createCart(api);
    cart.getState().setServerToken(cartToken);
  }
  for (const item of cart.getState().items) {
    if (item.server_item_id !== undefined && item.server_qty === item.qty) continue;
    const updated = await updateCartItem(api, {
      cartId: cartToken,
      cartItem: {
        sku: item.sku,
        qty: item.qty,
        quoteId: cartToken,
        ...(item.server_item_id !== undefined ? { item_id: item.server_item_id } : {}),
      },
    });
    cart.getState().markSynced(item.sku, updated.item_id, updated.qty);
  }
  return { cartToken, userToken: null };
}

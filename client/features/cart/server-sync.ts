// Pushes the device's cart to the server cart (contract C1 create, C3 update) so that a server-side
// checkout sees it (spec §2 external checkout: "forces a cart sync with the server"). Lines the server
// already holds at the same quantity are not sent again; a failure leaves the local cart untouched.
import type { ApiClient } from '#shared/api/client.ts';
import type { CartStore } from './store';

interface CartCreateResponse {
  code: number;
  result: string | number;
}

interface CartUpdateResponse {
  code: number;
  result: { item_id: number; qty: number; sku: string };
}

export interface CartSyncResult {
  cartToken: string;
  /** The logged-in customer's token; null for guests (no login yet). */
  userToken: string | null;
}

export async function syncCartWithServer(api: ApiClient, cart: CartStore): Promise<CartSyncResult> {
  let cartToken = cart.getState().serverToken;
  if (!cartToken) {
    const created = await api.postJson<CartCreateResponse>('/api/cart/create', {});
    cartToken = String(created.result);
    cart.getState().setServerToken(cartToken);
  }
  for (const item of cart.getState().items) {
    if (item.server_item_id !== undefined && item.server_qty === item.qty) continue;
    const updated = await api.postJson<CartUpdateResponse>(
      '/api/cart/update',
      {
        cartItem: {
          sku: item.sku,
          qty: item.qty,
          quoteId: cartToken,
          ...(item.server_item_id !== undefined ? { item_id: item.server_item_id } : {}),
        },
      },
      { cartId: cartToken },
    );
    cart.getState().markSynced(item.sku, updated.result.item_id, updated.result.qty);
  }
  return { cartToken, userToken: null };
}

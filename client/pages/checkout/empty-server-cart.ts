// Empties a server cart the order did not close (ADR 045): the platform closes the cart an order names, but a
// retry after a lost answer repeats the first body (its first cart id) while the checkout's sync has already
// pushed the lines into a new cart. Left as it is, a customer's next session would pull the ordered lines back
// into the cart. Best effort: a failure only costs that rare leftover (a guest's cart expires by itself).
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { deleteCartItem } from '#client/lib/api/cart-delete.ts';
import { pullCart } from '#client/lib/api/cart-pull.ts';

export async function emptyServerCart(
  api: ApiClient,
  { cartId, store, token }: { cartId: string; store: StoreCode; token: string | null },
): Promise<void> {
  try {
    const lines = await pullCart(api, { cartId, store, token });
    for (const line of lines)
      await deleteCartItem(api, {
        cartId,
        store,
        token,
        cartItem: { item_id: line.item_id, sku: line.sku, quoteId: cartId },
      });
  } catch (error) {
    console.warn('[checkout] the cart the order left behind could not be emptied', error);
  }
}

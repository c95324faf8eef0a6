// Cart update endpoint (contract §1.1 C3 `POST /api/cart/update?cartId=` with `{cartItem:{sku,qty,
// item_id?,product_option?,quoteId?}}`, server item §1.3, ADR 015; issue 9 item 2): fetcher + mutation
// options + hook. ADR 015: an update SETS the line's quantity, so replaying it is harmless; each write
// carries an Idempotency-Key (the same for every retry of one mutation) for the offline replay queue and
// upstreams that deduplicate (DESIGN.md §2). Answers the server item, checked against shared/contract/cart.ts.
import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '#shared/api/client.ts';
import { cartMutationKeys } from '#shared/api/query-keys.ts';
import type { cartUpdateBodySchema, ServerCartItem } from '#shared/contract/cart.ts';
import { useApi } from '#client/lib/services.tsx';
import { useCartLineMutation, writeCartLine, type CartLineWriteParams } from './cart-line-write';
import { idempotencyKeyFor } from './idempotency';
import type { MutationConfig } from './query-config';

/** `cartItem` as sent (contract C3); the platform validates it with cartUpdateBodySchema. */
export type CartUpdateItem = z.input<typeof cartUpdateBodySchema>['cartItem'];

export type CartUpdateParams = CartLineWriteParams<CartUpdateItem>;

/** Fetcher: sets one line (adds it when it has no `item_id`); the server item it now is. */
export async function updateCartItem(
  api: ApiClient,
  params: CartUpdateParams,
  options: { signal?: AbortSignal } = {},
): Promise<ServerCartItem> {
  return writeCartLine(api, '/api/cart/update', 'cartUpdate', params, options.signal);
}

export function cartUpdateMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: cartMutationKeys.update(),
    mutationFn: (params: CartUpdateParams) =>
      updateCartItem(api, { ...params, idempotencyKey: idempotencyKeyFor(params) }),
  });
}

/** The mutation; on success the cart's pulled lines (cartKeys.items) are refetched. */
export function useUpdateCartItem({
  mutationConfig,
}: { mutationConfig?: MutationConfig<ServerCartItem, CartUpdateParams> } = {}) {
  return useCartLineMutation(cartUpdateMutationOptions(useApi()), mutationConfig);
}

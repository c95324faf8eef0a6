// Cart delete endpoint (contract §1.1 C4 `POST /api/cart/delete?cartId=` with `{cartItem:{item_id,sku?,
// quoteId?}}`, ADR 015; spec §7 "the delete operation takes token, sku, item_id and quoteId"; issue 9
// item 2): fetcher + mutation options + hook. Answers `true`. Deleting a line twice leaves the same cart
// (the second is a 404 "No such entity with itemId"), so it carries an Idempotency-Key like an update.
import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '#shared/api/client.ts';
import { cartMutationKeys } from '#shared/api/query-keys.ts';
import type { cartDeleteBodySchema } from '#shared/contract/cart.ts';
import { useApi } from '#client/lib/services.tsx';
import { useCartLineMutation, writeCartLine, type CartLineWriteParams } from './cart-line-write';
import { idempotencyKeyFor } from './idempotency';
import type { MutationConfig } from './query-config';

/** `cartItem` as sent (contract C4); the platform validates it with cartDeleteBodySchema. */
export type CartDeleteItem = z.input<typeof cartDeleteBodySchema>['cartItem'];

export type CartDeleteParams = CartLineWriteParams<CartDeleteItem>;

/** Fetcher: removes one line of the server cart. */
export async function deleteCartItem(
  api: ApiClient,
  params: CartDeleteParams,
  options: { signal?: AbortSignal } = {},
): Promise<true> {
  return writeCartLine(api, '/api/cart/delete', 'cartDelete', params, options.signal);
}

export function cartDeleteMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: cartMutationKeys.delete(),
    mutationFn: (params: CartDeleteParams) =>
      deleteCartItem(api, { ...params, idempotencyKey: idempotencyKeyFor(params) }),
  });
}

/** The mutation; on success the cart's pulled lines (cartKeys.items) are refetched. */
export function useDeleteCartItem({
  mutationConfig,
}: { mutationConfig?: MutationConfig<true, CartDeleteParams> } = {}) {
  return useCartLineMutation(cartDeleteMutationOptions(useApi()), mutationConfig);
}

// What the two cart-line writes share (contract C3 update, C4 delete; ADR 015): the request — the line in
// the body, the cart id, token, store and an Idempotency-Key — and the hook that refetches the cart's pulled
// lines after a write. The endpoint files (cart-update.ts, cart-delete.ts) name the path and the answer.
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { cartKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Answer } from '#shared/contract/answers.ts';
import type { MutationConfig } from './query-config';

export interface CartLineWriteParams<Item> {
  cartId: string;
  cartItem: Item;
  token?: string | null;
  store?: StoreCode;
  /** Sent as `Idempotency-Key`; the mutation options make one per mutation when absent. */
  idempotencyKey?: string;
}

/** POSTs one line write and answers the envelope's `result`. */
export async function writeCartLine<N extends 'cartUpdate' | 'cartDelete'>(
  api: ApiClient,
  path: '/api/cart/update' | '/api/cart/delete',
  answer: N,
  params: CartLineWriteParams<unknown>,
  signal?: AbortSignal,
): Promise<Answer<N>['result']> {
  const envelope = await api.request(path, {
    method: 'POST',
    body: { cartItem: params.cartItem },
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    idempotencyKey: params.idempotencyKey,
    answer,
    signal,
  });
  return (envelope as Answer<N>).result;
}

/** The mutation of a line write; on success the cart's pulled lines (cartKeys.items) are refetched. */
export function useCartLineMutation<Result, Params extends { cartId: string }>(
  options: UseMutationOptions<Result, Error, Params>,
  mutationConfig: MutationConfig<Result, Params> | undefined,
) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    ...options,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.items(args[1].cartId) });
      await onSuccess?.(...args);
    },
  });
}

// Cart create endpoint (contract §1.1 C1 `POST /api/cart/create`, ADR 015; issue 9 item 2): fetcher +
// mutation options + hook. Answers the cart id: a guest's masked quote id (32 hex characters), or a
// customer's numeric quote id (contract C1), returned as a string either way. With a user token (spec §6)
// the embedded platform answers 401 until customers exist; the caller then creates a guest cart.
// No Idempotency-Key: a create is not repeatable (each call is a new cart, ADR 015: "creates the cart
// once" is the caller's rule), so a retried create must not pretend to be the same write.
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { cartMutationKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { useApi } from '#client/lib/services.tsx';
import type { MutationConfig } from './query-config';

export interface CartCreateParams {
  /** The customer's token; none for a guest cart. */
  token?: string | null;
  /** The store view the cart belongs to (`?storeCode=`, contract §0.3); the proxy's default otherwise. */
  store?: StoreCode;
}

/** Fetcher: a new server cart's id. */
export async function createCart(
  api: ApiClient,
  params: CartCreateParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const answer = await api.request('/api/cart/create', {
    method: 'POST',
    token: params.token,
    query: { storeCode: params.store },
    answer: 'cartCreate',
    signal: options.signal,
  });
  return String(answer.result);
}

export function cartCreateMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: cartMutationKeys.create(),
    mutationFn: (params: CartCreateParams | void) => createCart(api, params ?? {}),
  });
}

export function useCreateCart({
  mutationConfig,
}: { mutationConfig?: MutationConfig<string, CartCreateParams | void> } = {}) {
  const api = useApi();
  return useMutation({ ...mutationConfig, ...cartCreateMutationOptions(api) });
}

// Cart pull endpoint (contract §1.1 C2 `GET /api/cart/pull?cartId=`, server item §1.3, ADR 015; issue 9
// item 2): fetcher + queryOptions + hook. The lines the server cart holds, checked against
// shared/contract/cart.ts. Personal data: only ever fetched in the browser, never in a server render
// (DESIGN.md §2: HTML is personal-data-free).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { cartKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ServerCartItem } from '#shared/contract/cart.ts';
import { useApi } from '#client/lib/services.tsx';
import type { QueryConfig } from './query-config';

export interface CartPullParams {
  cartId: string;
  token?: string | null;
  store?: StoreCode;
}

/** Fetcher: the server cart's lines. */
export async function pullCart(
  api: ApiClient,
  params: CartPullParams,
  options: { signal?: AbortSignal } = {},
): Promise<ServerCartItem[]> {
  const answer = await api.request('/api/cart/pull', {
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    answer: 'cartPull',
    signal: options.signal,
  });
  return answer.result;
}

/** Key `cartKeys.items(cartId)`; the cart updates and deletes invalidate it. */
export function cartPullQueryOptions(api: ApiClient, params: CartPullParams) {
  return queryOptions({
    queryKey: cartKeys.items(params.cartId),
    queryFn: ({ signal }) => pullCart(api, params, { signal }),
  });
}

export function useCartPull(
  params: CartPullParams,
  { queryConfig }: { queryConfig?: QueryConfig<typeof cartPullQueryOptions> } = {},
) {
  const api = useApi();
  return useQuery({ ...cartPullQueryOptions(api, params), ...queryConfig });
}

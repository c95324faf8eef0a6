// Cart totals endpoint (contract §1.1 C5 `GET /api/cart/totals?cartId=`, shape §1.3; spec §4 "Totals sync";
// issue 13): fetcher + queryOptions. The platform's totals of the server cart — items keyed by item_id,
// `total_segments` rendered verbatim, coupon_code and discount_amount. Personal data: only ever fetched in the
// browser. The answer is typed by the contract (shared/contract/checkout.ts, types only: ADR 021).
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { cartKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CartTotalsAnswer } from '#shared/contract/checkout.ts';

export interface CartTotalsParams {
  cartId: string;
  token?: string | null;
  /** The store view (`?storeCode=`, contract §0.3): the segments' titles are in its language. */
  store?: StoreCode;
}

/** Fetcher: the server cart's totals. */
export async function fetchCartTotals(
  api: ApiClient,
  params: CartTotalsParams,
  options: { signal?: AbortSignal } = {},
): Promise<CartTotalsAnswer> {
  const answer = await api.request<{ code: number; result: CartTotalsAnswer }>('/api/cart/totals', {
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    signal: options.signal,
  });
  return answer.result;
}

/** Key `[...cartKeys.cart(cartId), 'totals', store]`. */
export function cartTotalsQueryOptions(api: ApiClient, params: CartTotalsParams) {
  return queryOptions({
    queryKey: [...cartKeys.cart(params.cartId), 'totals', params.store ?? null] as const,
    queryFn: ({ signal }) => fetchCartTotals(api, params, { signal }),
  });
}

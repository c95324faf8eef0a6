// Shipping methods of the cart for an address (contract §1.1 C7 `POST /api/cart/shipping-methods?cartId=`
// `{address:{country_id}}`; spec §3 shipping method; issue 13): fetcher + queryOptions. The checkout's shipping
// step lists them for the country the shopper chose. Personal data: only ever fetched in the browser.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { cartKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { ShippingMethodAnswer } from '#shared/contract/checkout.ts';

export interface ShippingMethodsParams {
  cartId: string;
  countryId: string;
  token?: string | null;
  store?: StoreCode;
}

/** Fetcher: the methods offered for the cart's lines and the country. */
export async function fetchShippingMethods(
  api: ApiClient,
  params: ShippingMethodsParams,
  options: { signal?: AbortSignal } = {},
): Promise<ShippingMethodAnswer[]> {
  const answer = await api.request('/api/cart/shipping-methods', {
    method: 'POST',
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    body: { address: { country_id: params.countryId } },
    answer: 'cartShippingMethods',
    signal: options.signal,
  });
  return answer.result;
}

/** Key `[...cartKeys.cart(cartId), 'shipping-methods', country, store]`. */
export function shippingMethodsQueryOptions(api: ApiClient, params: ShippingMethodsParams) {
  return queryOptions({
    queryKey: [...cartKeys.cart(params.cartId), 'shipping-methods', params.countryId, params.store ?? null] as const,
    queryFn: ({ signal }) => fetchShippingMethods(api, params, { signal }),
  });
}

// Payment methods of the cart (contract §1.1 C6 `GET /api/cart/payment-methods?cartId=`; spec §3 payment
// method, §5: cash on delivery hidden for a virtual cart; issue 13): fetcher + queryOptions.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { cartKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { PaymentMethodAnswer } from '#shared/contract/checkout.ts';

export interface PaymentMethodsParams {
  cartId: string;
  token?: string | null;
  store?: StoreCode;
}

/** Fetcher: the payment methods offered for the cart. */
export async function fetchPaymentMethods(
  api: ApiClient,
  params: PaymentMethodsParams,
  options: { signal?: AbortSignal } = {},
): Promise<PaymentMethodAnswer[]> {
  const answer = await api.request('/api/cart/payment-methods', {
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    answer: 'cartPaymentMethods',
    signal: options.signal,
  });
  return answer.result;
}

/** Key `[...cartKeys.cart(cartId), 'payment-methods', store]`. */
export function paymentMethodsQueryOptions(api: ApiClient, params: PaymentMethodsParams) {
  return queryOptions({
    queryKey: [...cartKeys.cart(params.cartId), 'payment-methods', params.store ?? null] as const,
    queryFn: ({ signal }) => fetchPaymentMethods(api, params, { signal }),
  });
}

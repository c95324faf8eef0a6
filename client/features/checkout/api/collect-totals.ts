// The payment choice of the cart (contract §1.1 C9 `POST /api/cart/collect-totals?cartId=`
// `{methods:{paymentMethod:{method},shippingCarrierCode,shippingMethodCode}}`; spec §3 "Totals shown": payment
// cost; issue 13): answers the totals with the chosen methods. The checkout calls it when the payment step is
// done.
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CartTotalsAnswer } from '#shared/contract/checkout.ts';
import { newIdempotencyKey } from '#client/lib/api/idempotency.ts';

export interface CollectTotalsParams {
  cartId: string;
  token?: string | null;
  store?: StoreCode;
  paymentMethod: string;
  carrierCode?: string;
  methodCode?: string;
}

export async function collectTotals(
  api: ApiClient,
  params: CollectTotalsParams,
  options: { signal?: AbortSignal } = {},
): Promise<CartTotalsAnswer> {
  const answer = await api.request('/api/cart/collect-totals', {
    method: 'POST',
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    body: {
      methods: {
        paymentMethod: { method: params.paymentMethod },
        ...(params.carrierCode ? { shippingCarrierCode: params.carrierCode } : {}),
        ...(params.methodCode ? { shippingMethodCode: params.methodCode } : {}),
      },
    },
    answer: 'cartTotals',
    idempotencyKey: newIdempotencyKey(),
    signal: options.signal,
  });
  return answer.result;
}

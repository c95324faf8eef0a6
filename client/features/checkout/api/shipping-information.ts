// The shipping choice of the cart (contract §1.1 C8 `POST /api/cart/shipping-information?cartId=`, §4.1
// createShippingInfoData; spec §4 "Totals sync"; issue 13): sends the delivery address and method, answers
// the payment methods and the totals with shipping. The checkout calls it when the shipping step is done.
// The same choice sent twice leaves the same cart, so it carries an Idempotency-Key like the other writes.
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CartTotalsAnswer, PaymentMethodAnswer } from '#shared/contract/checkout.ts';
import { newIdempotencyKey } from '#client/lib/api/idempotency.ts';

/** Contract §1.3: an address of a totals request (the country is what prices the shipping and tax). */
export interface TotalsAddress {
  countryId: string;
  street?: string[];
  city?: string;
  postcode?: string;
  firstname?: string;
  lastname?: string;
  region?: string;
}

export interface ShippingInformationParams {
  cartId: string;
  token?: string | null;
  store?: StoreCode;
  shippingAddress: TotalsAddress;
  billingAddress?: TotalsAddress;
  /** Absent for a virtual cart (nothing is shipped). */
  carrierCode?: string;
  methodCode?: string;
}

export async function sendShippingInformation(
  api: ApiClient,
  params: ShippingInformationParams,
  options: { signal?: AbortSignal } = {},
): Promise<{ payment_methods: PaymentMethodAnswer[]; totals: CartTotalsAnswer }> {
  const answer = await api.request('/api/cart/shipping-information', {
    method: 'POST',
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    body: {
      addressInformation: {
        shippingAddress: params.shippingAddress,
        billingAddress: params.billingAddress ?? {},
        ...(params.carrierCode ? { shippingCarrierCode: params.carrierCode } : {}),
        ...(params.methodCode ? { shippingMethodCode: params.methodCode } : {}),
      },
    },
    answer: 'cartShippingInformation',
    idempotencyKey: newIdempotencyKey(),
    signal: options.signal,
  });
  return answer.result;
}

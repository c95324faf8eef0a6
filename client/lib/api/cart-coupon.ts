// Cart coupon endpoints (contract §1.1 C10 `POST /api/cart/apply-coupon?cartId=&coupon=`, C11
// `POST /api/cart/delete-coupon?cartId=`; spec §7, §8; issue 13): fetchers + mutation options. Both answer
// `true`; a wrong code is a 4xx whose result is the spec §8 message 'You've entered an incorrect coupon
// code. Please try again.' (thrown as an ApiError with that result). Applying the same code twice, or
// removing twice, leaves the same cart, so each write carries an Idempotency-Key like the line writes.
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { cartMutationKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { idempotencyKeyFor } from './idempotency';

export interface CartCouponParams {
  cartId: string;
  token?: string | null;
  store?: StoreCode;
  idempotencyKey?: string;
}

/** Fetcher: applies `coupon` to the server cart. */
export async function applyCoupon(
  api: ApiClient,
  params: CartCouponParams & { coupon: string },
  options: { signal?: AbortSignal } = {},
): Promise<true> {
  await api.request('/api/cart/apply-coupon', {
    method: 'POST',
    cartId: params.cartId,
    token: params.token,
    query: { coupon: params.coupon, storeCode: params.store },
    idempotencyKey: params.idempotencyKey,
    signal: options.signal,
  });
  return true;
}

/** Fetcher: removes the server cart's coupon. */
export async function deleteCoupon(
  api: ApiClient,
  params: CartCouponParams,
  options: { signal?: AbortSignal } = {},
): Promise<true> {
  await api.request('/api/cart/delete-coupon', {
    method: 'POST',
    cartId: params.cartId,
    token: params.token,
    query: { storeCode: params.store },
    idempotencyKey: params.idempotencyKey,
    signal: options.signal,
  });
  return true;
}

export function applyCouponMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...cartMutationKeys.all(), 'apply-coupon'] as const,
    mutationFn: (params: CartCouponParams & { coupon: string }) =>
      applyCoupon(api, { ...params, idempotencyKey: idempotencyKeyFor(params) }),
  });
}

export function deleteCouponMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...cartMutationKeys.all(), 'delete-coupon'] as const,
    mutationFn: (params: CartCouponParams) =>
      deleteCoupon(api, { ...params, idempotencyKey: idempotencyKeyFor(params) }),
  });
}

// Places an order (contract §1.1 O1 `POST /api/order`, body §1.4; spec §4 "Place order"; ADR 031; issue 13).
// The client's `order_id` is the idempotency key: the platform answers a repeat with the first result, so a
// retry after a lost answer never creates a second order. The answer is typed by the contract
// (`{magentoOrderId, orderNumber, backendOrderId, transferedAt}`). Refusals are ApiErrors: 409 with
// `meta.skus` for products no longer available, 400 for an order the platform finds invalid.
import type { ApiClient } from '#shared/api/client.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { OrderResult } from '#shared/contract/checkout.ts';
import type { OrderBodyWire } from '#shared/domain/checkout/order-data.ts';

export async function placeOrder(
  api: ApiClient,
  params: { body: OrderBodyWire; token?: string | null; store?: StoreCode },
  options: { signal?: AbortSignal } = {},
): Promise<OrderResult> {
  const answer = await api.request('/api/order', {
    method: 'POST',
    token: params.token,
    query: { storeCode: params.store },
    body: params.body,
    answer: 'orderPlace',
    idempotencyKey: params.body.order_id,
    signal: options.signal,
  });
  return answer.result;
}

/** The skus a 409 'Some of the ordered products are not available.' names (ADR 031 `meta.skus`). */
export function unavailableSkus(meta: unknown): string[] {
  const skus = meta && typeof meta === 'object' && 'skus' in meta ? (meta as { skus: unknown }).skus : undefined;
  return Array.isArray(skus) ? skus.filter((sku): sku is string => typeof sku === 'string') : [];
}

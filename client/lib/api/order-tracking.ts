// The order tracking lookup (`POST /api/order/track`, worker/platform/order/tracking.ts): an order's status by its
// number and the e-mail it was placed with. A mutation, not a query: the shopper asks once per press, nothing is
// cached, and a number and an e-mail never go into a url.
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import type { OrderTrackingBody, TrackedOrder } from '#shared/contract/order-tracking.ts';

export function trackOrderMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: ['order-tracking'],
    mutationFn: async (body: OrderTrackingBody) =>
      (await api.request<{ result: TrackedOrder }>('/api/order/track', { method: 'POST', body })).result,
  });
}

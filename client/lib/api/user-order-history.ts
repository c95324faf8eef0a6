// Order history endpoint (contract §1.1 U9 `GET /api/user/order-history?pageSize=&currentPage=`; spec §2
// MyOrders, §4 user session; issue 14; ADR 035, 038): fetcher + queryOptions, with the user token (spec §6).
// Newest first; the my-orders block shows 20 a page.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import type { OrderHistory } from '#shared/contract/user.ts';

/** Contract U9 default page size (shared/contract/user.ts ORDER_HISTORY_PAGE_SIZE; zod stays out, ADR 021). */
export const ORDER_HISTORY_PAGE = 20;

export async function fetchOrderHistory(
  api: ApiClient,
  token: string,
  page = 1,
  options: { signal?: AbortSignal; pageSize?: number } = {},
): Promise<OrderHistory> {
  const answer = await api.request('/api/user/order-history', {
    query: { pageSize: options.pageSize ?? ORDER_HISTORY_PAGE, currentPage: page },
    token,
    answer: 'userOrderHistory',
    signal: options.signal,
  });
  return answer.result;
}

export const userQueryKeys = {
  all: ['user'] as const,
  orderHistory: (page: number) => ['user', 'order-history', page] as const,
  newsletter: (email: string) => ['user', 'newsletter', email] as const,
};

/** One page of the history; keyed without the token (logout removes every `user` query). */
export function orderHistoryQueryOptions(api: ApiClient, token: string, page: number) {
  return queryOptions({
    queryKey: userQueryKeys.orderHistory(page),
    queryFn: ({ signal }) => fetchOrderHistory(api, token, page, { signal }),
  });
}

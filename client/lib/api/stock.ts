// Stock check endpoint (contract §1.1 S1 `GET /api/stock/check?sku=`, stock item §1.3; spec §7; issue 9
// item 2): fetcher + queryOptions + hook. The answer `{code:200,result:<full stock item>}` is checked
// against shared/contract/stock.ts; an unknown sku is the platform's 404 (an ApiError).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { stockKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { FullStockItem } from '#shared/contract/stock.ts';
import { useApi } from '#client/lib/services.tsx';
import type { QueryConfig } from './query-config';

export interface StockCheckParams {
  store: StoreCode;
  sku: string;
}

/** Fetcher: the stock item of one sku (a configurable child's own sku for variants). */
export async function checkStock(
  api: ApiClient,
  params: StockCheckParams,
  options: { signal?: AbortSignal } = {},
): Promise<FullStockItem> {
  const answer = await api.request('/api/stock/check', {
    query: { sku: params.sku, storeCode: params.store },
    answer: 'stockCheck',
    signal: options.signal,
  });
  return answer.result;
}

/** Stock changes with every order: always refetched on use (no staleTime). */
export function stockCheckQueryOptions(api: ApiClient, store: StoreCode, sku: string) {
  return queryOptions({
    queryKey: stockKeys.check(store, sku),
    queryFn: ({ signal }) => checkStock(api, { store, sku }, { signal }),
  });
}

export function useStockCheck(
  store: StoreCode,
  sku: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof stockCheckQueryOptions> } = {},
) {
  const api = useApi();
  return useQuery({ ...stockCheckQueryOptions(api, store, sku), ...queryConfig });
}

// Stock list endpoint (contract §1.1 S2 `GET /api/stock/list?skus=a,b,c`; spec §7: sent in chunks of
// 15): fetcher + queryOptions + hook. One item per requested sku the catalogue knows, in request order; an
// unknown sku is no item (the answer names it in `meta.unknownSkus`, ADR 058), never a failed chunk.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { stockKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { FullStockItem } from '#shared/contract/stock.ts';
import { useApi } from '#client/lib/services.tsx';
import type { QueryConfig } from './query-config';

/** Spec §7: the storefront asks for stock 15 skus at a time. */
export const STOCK_LIST_CHUNK = 15;

export interface StockListParams {
  store: StoreCode;
  skus: readonly string[];
}

/** Fetcher: stock items of many skus, in chunks of 15 sent together, answered in request order. */
export async function listStock(
  api: ApiClient,
  params: StockListParams,
  options: { signal?: AbortSignal } = {},
): Promise<FullStockItem[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < params.skus.length; i += STOCK_LIST_CHUNK)
    chunks.push(params.skus.slice(i, i + STOCK_LIST_CHUNK));
  const answers = await Promise.all(
    chunks.map((skus) =>
      api.request('/api/stock/list', {
        query: { skus: skus.join(','), storeCode: params.store },
        answer: 'stockList',
        signal: options.signal,
      }),
    ),
  );
  return answers.flatMap((answer) => answer.result);
}

export function stockListQueryOptions(api: ApiClient, store: StoreCode, skus: readonly string[]) {
  return queryOptions({
    queryKey: stockKeys.list(store, skus),
    queryFn: ({ signal }) => listStock(api, { store, skus }, { signal }),
  });
}

export function useStockList(
  store: StoreCode,
  skus: readonly string[],
  { queryConfig }: { queryConfig?: QueryConfig<typeof stockListQueryOptions> } = {},
) {
  const api = useApi();
  return useQuery({ ...stockListQueryOptions(api, store, skus), ...queryConfig });
}

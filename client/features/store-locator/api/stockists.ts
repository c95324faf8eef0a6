// The store locator's one endpoint (spec §7 legacy backend `GET /stockists/ajax/stores?all=true`; the
// answer is a raw JSON array, shared/contract/legacy.ts; issue 10): fetcher + queryOptions (key
// `stockistKeys.all`) + hook. The page's loader awaits it, so the list is in the server-rendered page.
// The store view travels as `?storeCode=`: the browser's call goes to the worker's legacy route directly
// (worker/index.ts), which reads no page prefix; on the server the API proxy sets the same value.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { stockistKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Stockist } from '#shared/contract/legacy.ts';
import type { QueryConfig } from '#client/lib/api/query-config.ts';
import { useApi } from '#client/lib/services.tsx';

export const STOCKISTS_PATH = '/stockists/ajax/stores';

/** Fetcher: every store locator point of a store view. */
export function fetchStockists(
  api: ApiClient,
  storeCode: StoreCode,
  options: { signal?: AbortSignal } = {},
): Promise<Stockist[]> {
  return api.request(STOCKISTS_PATH, {
    query: { all: 'true', storeCode },
    answer: 'stockists',
    signal: options.signal,
  });
}

/** The points change with a deploy or a re-seed only (the platform answers `max-age=300`). */
export function stockistsQuery(api: ApiClient, storeCode: StoreCode) {
  return queryOptions({
    queryKey: stockistKeys.all(storeCode),
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => fetchStockists(api, storeCode, { signal }),
  });
}

export function useStockists(
  storeCode: StoreCode,
  { queryConfig }: { queryConfig?: QueryConfig<typeof stockistsQuery> } = {},
) {
  const api = useApi();
  return useQuery({ ...stockistsQuery(api, storeCode), ...queryConfig });
}

// Url map endpoint (contract §1.6 `POST /api/url/map`, spec §2 url dispatcher, §7; issue 9 item 2):
// fetcher + queryOptions + hook. The answer is the raw index hit (`_type` product | category | cms_page,
// `_source`) or JSON null when nothing matches (contract §7 item 9), checked against
// shared/contract/url-map.ts. The store view goes as `?storeCode=` (contract §0.3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { urlMapKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { UrlMapResponse } from '#shared/contract/url-map.ts';
import { useApi } from '#client/lib/services.tsx';
import type { QueryConfig } from './query-config';

/** What the dispatcher needs of a hit; the page's own queries load the entity. */
export const DISPATCH_FIELDS = ['sku', 'type_id', 'url_path', 'identifier', 'slug', 'id'] as const;

export interface UrlMapParams {
  store: StoreCode;
  /** `url_path` / identifier form: no slashes around, no store prefix. */
  url: string;
  includeFields?: readonly string[];
  excludeFields?: readonly string[];
}

/** Fetcher: the hit for a url, or null. */
export function mapUrl(
  api: ApiClient,
  params: UrlMapParams,
  options: { signal?: AbortSignal } = {},
): Promise<UrlMapResponse> {
  return api.request('/api/url/map', {
    method: 'POST',
    body: { url: params.url, includeFields: params.includeFields, excludeFields: params.excludeFields },
    query: { storeCode: params.store },
    answer: 'urlMap',
    signal: options.signal,
  });
}

/** The dispatcher's lookup of a path (key `urlMapKeys.path`): only DISPATCH_FIELDS of the hit. */
export function urlMapQueryOptions(api: ApiClient, store: StoreCode, path: string) {
  return queryOptions({
    queryKey: urlMapKeys.path(store, path),
    queryFn: ({ signal }) => mapUrl(api, { store, url: path, includeFields: DISPATCH_FIELDS }, { signal }),
  });
}

export function useUrlMap(
  store: StoreCode,
  path: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof urlMapQueryOptions> } = {},
) {
  const api = useApi();
  return useQuery({ ...urlMapQueryOptions(api, store, path), ...queryConfig });
}

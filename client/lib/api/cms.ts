// CMS data endpoints (contract §1.1 X1 `/api/ext/cms-data/cms{Page|Block}Identifier/<identifier>/storeId/
// <storeId>`, shapes §3.6; spec §7 "CMS data"; issue 9 item 2): fetchers + queryOptions + hooks for pages
// and blocks by identifier. The answer is checked against shared/contract/cms.ts. Spec §8 'CMS query
// returned empty result': a missing (404) or inactive page is null, not a failure.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { cmsKeys } from '#shared/api/query-keys.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import type { CmsBlock, CmsKind, CmsPage } from '#shared/contract/cms.ts';
import { useApi } from '#client/lib/services.tsx';
import type { QueryConfig } from './query-config';

export interface CmsLookupParams {
  store: StoreCode;
  /** The url key of the page or block (letters, digits, -, _, ., /). */
  identifier: string;
}

const PATH_PREFIX: Readonly<Record<CmsKind, string>> = { page: 'cmsPageIdentifier', block: 'cmsBlockIdentifier' };

export function cmsIdentifierPath(kind: CmsKind, { store, identifier }: CmsLookupParams): string {
  return `/api/ext/cms-data/${PATH_PREFIX[kind]}/${encodeURIComponent(identifier)}/storeId/${STORE_VIEWS[store].storeId}`;
}

/** A 404 is "no such page", answered as null. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Fetcher: the active CMS page of a store view, or null. */
export async function fetchCmsPage(
  api: ApiClient,
  params: CmsLookupParams,
  options: { signal?: AbortSignal } = {},
): Promise<CmsPage | null> {
  const answer = await orNull(
    api.request(cmsIdentifierPath('page', params), { answer: 'cmsPage', signal: options.signal }),
  );
  return answer && answer.result.active !== false ? answer.result : null;
}

/** Fetcher: the active CMS block of a store view, or null. */
export async function fetchCmsBlock(
  api: ApiClient,
  params: CmsLookupParams,
  options: { signal?: AbortSignal } = {},
): Promise<CmsBlock | null> {
  const answer = await orNull(
    api.request(cmsIdentifierPath('block', params), { answer: 'cmsBlock', signal: options.signal }),
  );
  return answer && answer.result.active !== false ? answer.result : null;
}

/** Key `cmsKeys.page` (['cms', store, 'page', identifier]). */
export function cmsPageQueryOptions(api: ApiClient, store: StoreCode, identifier: string) {
  return queryOptions({
    queryKey: cmsKeys.page(store, identifier),
    queryFn: ({ signal }) => fetchCmsPage(api, { store, identifier }, { signal }),
  });
}

/** Key `cmsKeys.block` (['cms', store, 'block', identifier]). */
export function cmsBlockQueryOptions(api: ApiClient, store: StoreCode, identifier: string) {
  return queryOptions({
    queryKey: cmsKeys.block(store, identifier),
    queryFn: ({ signal }) => fetchCmsBlock(api, { store, identifier }, { signal }),
  });
}

export function useCmsPage(
  store: StoreCode,
  identifier: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof cmsPageQueryOptions> } = {},
) {
  const api = useApi();
  return useQuery({ ...cmsPageQueryOptions(api, store, identifier), ...queryConfig });
}

export function useCmsBlock(
  store: StoreCode,
  identifier: string,
  { queryConfig }: { queryConfig?: QueryConfig<typeof cmsBlockQueryOptions> } = {},
) {
  const api = useApi();
  return useQuery({ ...cmsBlockQueryOptions(api, store, identifier), ...queryConfig });
}

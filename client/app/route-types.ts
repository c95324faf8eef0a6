// What page route modules share: the dependencies their loaders close over and the head they describe.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { ApiClient } from '../../shared/api/client';
import type { StoreCode } from '../../shared/config/store-views';
import type { Translate } from '../../shared/i18n/translate';

export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
}

export interface PageMeta {
  title: string;
  description: string;
}

export interface MetaArgs extends RouteDeps {
  params: Params;
  storeCode: StoreCode;
  t: Translate;
  loaderData: unknown;
}

export type MetaFunction = (args: MetaArgs) => PageMeta;

/** What every page loader returns: small, serialisable, and whether the entity exists. */
export interface PageLoaderData {
  notFound?: boolean;
}

export function isNotFound(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as PageLoaderData).notFound === true;
}

// The head of the current page from the deepest matched route's meta (server and browser alike).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client';
import { DEFAULT_STORE_CODE } from '../../shared/config/store-views';
import { translatorFor } from '../../shared/i18n/translate';
import type { PageMeta } from './route-types';
import type { PageHandle } from './routes';

interface MatchLike {
  params: Record<string, string | undefined>;
  route: { id?: string; handle?: unknown };
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).meta === 'function';
}

export function pageMetaFor(
  matches: readonly MatchLike[],
  loaderData: Record<string, unknown>,
  deps: { queryClient: QueryClient; api: ApiClient },
): PageMeta & { storeCode: PageHandle['storeCode'] } {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.route.handle;
    if (match && isPageHandle(handle)) {
      const meta = handle.meta({
        ...deps,
        params: match.params,
        storeCode: handle.storeCode,
        t: translatorFor(handle.storeCode),
        loaderData: match.route.id ? loaderData[match.route.id] : undefined,
      });
      return { ...meta, storeCode: handle.storeCode };
    }
  }
  const t = translatorFor(DEFAULT_STORE_CODE);
  return { title: t('shop.name'), description: t('home.description'), storeCode: DEFAULT_STORE_CODE };
}

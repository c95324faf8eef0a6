// The head of the current page from the deepest matched route's meta (server and browser alike).
import { DEFAULT_STORE_CODE, type StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { translatorFor } from '#shared/i18n/translate.ts';
import { isNotFound, type PageLoaderData, type PageMeta, type RouteDeps } from '#client/lib/route-types.ts';
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
  deps: RouteDeps,
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

/**
 * The spec §2 route name of the current page: the loader's refinement (product type, dispatched
 * entity) or the route's own name, with the store prefix of the route; page-not-found when the page's
 * loader found nothing.
 */
export function routeNameFor(matches: readonly MatchLike[], loaderData: Record<string, unknown>): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.route.handle;
    if (!match || !isPageHandle(handle)) continue;
    const data = (match.route.id ? loaderData[match.route.id] : undefined) as PageLoaderData | undefined;
    const prefix = handle.routeName.startsWith(`${handle.storeCode}-`) ? `${handle.storeCode}-` : '';
    if (isNotFound(data)) return `${prefix}page-not-found`;
    return data?.routeName ? `${prefix}${data.routeName}` : handle.routeName;
  }
  return 'page-not-found';
}

/**
 * Where the languages modal sends a shopper for another store view (supplement §1): the same entity
 * (the page's hreflang alternate) when the page has one, otherwise that view's home.
 */
export function languageSwitchPath(meta: Pick<PageMeta, 'alternates'>, target: StoreCode): string {
  return meta.alternates?.find((alternate) => alternate.hreflang === target)?.path ?? localizedPath('/', target);
}

// The head of the current page from the deepest matched page module's `links` and `meta` (server and
// browser alike), the spec §2 route name of the page, and the languages modal's targets.
import { DEFAULT_STORE_CODE, type StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';
import { translatorFor } from '#shared/i18n/translate.ts';
import {
  isNotFound,
  type PageLinks,
  type PageLoaderData,
  type PageMeta,
  type RouteDeps,
} from '#client/lib/route-types.ts';
import { isPageHandle, type MetaArgs, type PageHandle, type PageModule } from '#client/lib/page-module.ts';

interface MatchLike {
  params: Record<string, string | undefined>;
  route: { id?: string; handle?: unknown };
}

interface LoadedPage {
  handle: PageHandle;
  module: PageModule<unknown>;
  args: MetaArgs<unknown>;
}

/** The deepest matched page whose module has loaded, with the arguments its head functions take. */
function currentPage(
  matches: readonly MatchLike[],
  loaderData: Record<string, unknown>,
  deps: RouteDeps,
): LoadedPage | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    const handle = match?.route.handle;
    if (!match || !isPageHandle(handle) || !handle.page.module) continue;
    const args: MetaArgs<unknown> = {
      ...deps,
      params: match.params,
      storeCode: handle.storeCode,
      routeName: handle.routeName,
      props: handle.page.props,
      t: translatorFor(handle.storeCode),
      loaderData: match.route.id ? loaderData[match.route.id] : undefined,
    };
    return { handle, module: handle.page.module as PageModule<unknown>, args };
  }
  return undefined;
}

export function pageMetaFor(
  matches: readonly MatchLike[],
  loaderData: Record<string, unknown>,
  deps: RouteDeps,
): PageMeta & { storeCode: StoreCode } {
  const page = currentPage(matches, loaderData, deps);
  if (page)
    return { ...page.module.links?.(page.args), ...page.module.meta(page.args), storeCode: page.handle.storeCode };
  // No page module loaded (its chunk failed to load): the shop's own head, in the matched store view.
  const storeCode =
    [...matches]
      .reverse()
      .map((match) => match.route.handle)
      .find(isPageHandle)?.storeCode ?? DEFAULT_STORE_CODE;
  const t = translatorFor(storeCode);
  return { title: t('shop.name'), description: t('home.description'), storeCode };
}

/** The canonical url and alternates only (the languages modal does not need the title or JSON-LD). */
export function pageLinksFor(
  matches: readonly MatchLike[],
  loaderData: Record<string, unknown>,
  deps: RouteDeps,
): PageLinks {
  const page = currentPage(matches, loaderData, deps);
  return page?.module.links?.(page.args) ?? {};
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
 * Where the languages modal sends a shopper for another store view: the same entity (the page's hreflang alternate)
 * when the page has one, with the shopper's state from the current url's query — a listing's filters, sort and page,
 * the chosen child, the search term (option ids and skus are the same in both views) — otherwise that view's home.
 * A parameter the alternate names itself keeps the alternate's value.
 */
export function languageSwitchPath(links: PageLinks, target: StoreCode, search = ''): string {
  const alternate = links.alternates?.find((candidate) => candidate.hreflang === target)?.path;
  if (!alternate) return localizedPath('/', target);
  const url = new URL(alternate, 'http://switch.invalid');
  const own = new Set(url.searchParams.keys());
  for (const [name, value] of new URLSearchParams(search)) if (!own.has(name)) url.searchParams.append(name, value);
  return url.pathname + url.search + url.hash;
}

// The url dispatcher (spec §2): with it on, a path no other route knows is looked up in the url map
// (`POST /api/url/map`, contract §1.6) and shown as its product, category or CMS page; nothing found
// is page-not-found (HTTP 404, spec §8 'No mapping found'). With it off, every such path is a 404.
import { useLoaderData } from 'react-router';
import { CATALOG } from '#shared/config/constants.ts';
import { categoryLookup } from '#shared/domain/categories.ts';
import { isNameablePath, NOT_FOUND_SLUG } from '#shared/domain/page-path.ts';
import { CHILD_SKU_PARAMETER } from '#shared/domain/page-parameters.ts';
// The dispatcher shows the page modules of the entities it finds (ADR 017: the one page that may import
// pages). page-not-found ships with the route table; the others load when a url maps to them.
import * as notFoundPage from '#client/pages/not-found/route.tsx';
import type { StoreCode } from '#shared/config/store-views.ts';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { loadMessages } from '#shared/i18n/load-messages.ts';
import { PAGE_MESSAGES } from '#client/lib/page-messages.ts';
import { documentPath } from '#client/lib/dom.ts';
import type { PageLoaderData } from '#client/lib/route-types.ts';
import type { LinksFunction, MetaFunction, PageLoader, PageModule } from '#client/lib/page-module.ts';
import { urlMapQueryOptions } from '#client/lib/api/url-map.ts';

type DispatchedKind = 'product' | 'category' | 'cms';

interface DispatcherLoaderData extends PageLoaderData {
  kind?: DispatchedKind;
}

function kindOf(data: unknown): DispatchedKind | undefined {
  const loaded = data as DispatcherLoaderData | undefined;
  return loaded && !loaded.notFound ? loaded.kind : undefined;
}

/** The page modules a url can map to, each its own chunk: a product url does not download the category page. */
const DISPATCHED_PAGES = {
  product: () => import('#client/pages/product/route.tsx'),
  category: () => import('#client/pages/category/route.tsx'),
  cms: () => import('#client/pages/cms/route.tsx'),
} satisfies Record<DispatchedKind, () => Promise<unknown>>;

/**
 * The data part of a page whose module has one (ADR 044): what a prefetch needs (its loader and `prefetch`)
 * without the page's components. A page without one prefetches through its whole module.
 */
const DISPATCHED_DATA = {
  product: () => import('#client/pages/product/data.ts'),
} satisfies Partial<Record<DispatchedKind, () => Promise<unknown>>>;

/**
 * A prefetch's request says so with `Purpose: prefetch` (client/app/page-prefetch.ts; the header browsers sent
 * before `Sec-Purpose`, which a page's script may not set: `sec-` names are forbidden and silently dropped).
 */
const isPrefetch = (request: Request) => request.headers.get('purpose') === 'prefetch';

type DispatchedModule<K extends DispatchedKind> = Awaited<ReturnType<(typeof DISPATCHED_PAGES)[K]>>;
const loadedPages: { [K in DispatchedKind]?: DispatchedModule<K> } = {};

/** The page module of `kind`, loaded with the texts it shows (ADR 064). */
async function dispatchedPage<K extends DispatchedKind>(kind: K, storeCode: StoreCode): Promise<DispatchedModule<K>> {
  const loaded: Partial<Record<DispatchedKind, unknown>> = loadedPages;
  const [module] = await Promise.all([DISPATCHED_PAGES[kind](), loadMessages(storeCode, PAGE_MESSAGES[kind])]);
  loaded[kind] ??= module;
  return loaded[kind] as DispatchedModule<K>;
}

type ShownPage = Pick<PageModule, 'links' | 'meta' | 'Component'>;

/** The module of the entity the loader found (the loader or `preload` loaded it); page-not-found for nothing. */
function pageOf(data: unknown): ShownPage {
  const kind = kindOf(data);
  if (!kind) return notFoundPage;
  const module = loadedPages[kind];
  if (!module)
    throw new Error(`The ${kind} page module was not loaded before rendering (run the loader or preload first)`);
  return module;
}

/** Before hydration: load the module the server's loader data names (the loader does not run again). */
export const preload = async (loaderData: unknown): Promise<void> => {
  const kind = kindOf(loaderData);
  // Before hydration, in the browser: the document's own view.
  if (kind) await dispatchedPage(kind, storeCodeFromPath(documentPath()));
};

/** Issue 15 (ADR 044): a prefetched url's secondary data is its target page's to fill. */
export const prefetch: NonNullable<PageModule['prefetch']> = async (context, loaderData) => {
  const kind = kindOf(loaderData);
  if (!kind) return;
  const page: object =
    kind === 'product' ? await DISPATCHED_DATA.product() : await dispatchedPage(kind, context.storeCode);
  if ('prefetch' in page) await (page.prefetch as PageModule['prefetch'])?.(context, loaderData);
};

export const links: LinksFunction = (args) => pageOf(args.loaderData).links?.(args) ?? {};

export const meta: MetaFunction = (args) => pageOf(args.loaderData).meta(args);

export const loader: PageLoader =
  (deps) =>
  async ({ params, request }): Promise<DispatcherLoaderData> => {
    const { storeCode } = deps;
    const path = (params['*'] ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
    // A path that cannot name anything (control characters, line terminators, over 2000 characters) and
    // the route's own slug are not-found without asking the url map (issue 8 finding 7).
    if (!deps.settings.urlDispatcher || path === '' || path === NOT_FOUND_SLUG || !isNameablePath(path))
      return { notFound: true };
    const hit = await deps.queryClient.ensureQueryData(urlMapQueryOptions(deps.api, storeCode, path));
    if (!hit) {
      // Spec §8: an unmapped url is logged ('No mapping found'), then navigation continues to page-not-found.
      console.info(JSON.stringify({ level: 'info', message: 'No mapping found', url: path, storeCode }));
      return { notFound: true };
    }
    const source = hit._source;
    switch (hit._type) {
      case 'product': {
        const childSku = new URL(request.url).searchParams.get(CHILD_SKU_PARAMETER) ?? undefined;
        // A navigation renders the page, so its module loads alongside; a prefetch needs the data part only.
        const [{ loadProductPage }] = await Promise.all([
          DISPATCHED_DATA.product(),
          isPrefetch(request) ? undefined : dispatchedPage('product', storeCode),
        ]);
        const data = await loadProductPage(deps, storeCode, { sku: String(source.sku ?? ''), childSku });
        return { ...data, kind: 'product' };
      }
      case 'category': {
        const { loadCategoryPage } = await dispatchedPage('category', storeCode);
        const data = await loadCategoryPage(
          deps,
          storeCode,
          categoryLookup({ path }, CATALOG.rootCategoryId),
          new URL(request.url).searchParams,
        );
        return { ...data, kind: 'category' };
      }
      case 'cms_page': {
        const { loadCmsPage } = await dispatchedPage('cms', storeCode);
        const data = await loadCmsPage(deps, storeCode, String(source.identifier ?? path), 'cms-page');
        return { ...data, kind: 'cms' };
      }
    }
  };

export function Component() {
  const { Component: Page } = pageOf(useLoaderData());
  return <Page />;
}

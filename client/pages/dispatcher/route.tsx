// The url dispatcher (spec §2): with it on, a path no other route knows is looked up in the url map
// (`POST /api/url/map`, contract §1.6) and shown as its product, category or CMS page; nothing found
// is page-not-found (HTTP 404, spec §8 'No mapping found'). With it off, every such path is a 404.
import { queryOptions } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { ApiClient } from '#shared/api/client.ts';
import { CATALOG } from '#shared/config/constants.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { UrlMapResponse } from '#shared/contract/url-map.ts';
import { categoryLookup } from '#shared/domain/categories.ts';
import { isNameablePath, NOT_FOUND_SLUG } from '#shared/domain/page-path.ts';
import { CategoryPage, loadCategoryPage, meta as categoryMeta } from '#client/pages/category/route.tsx';
import { CmsPageView, loadCmsPage, meta as cmsMeta } from '#client/pages/cms/route.tsx';
import { NotFoundPage, meta as notFoundMeta } from '#client/pages/not-found/route.tsx';
import { loadProductPage, meta as productMeta, ProductPage } from '#client/pages/product/route.tsx';
import type { MetaFunction, PageLoaderData, RouteDeps } from '#client/lib/route-types.ts';

type DispatchedKind = 'product' | 'category' | 'cms';

interface DispatcherLoaderData extends PageLoaderData {
  kind?: DispatchedKind;
}

/** The url map answer for a path (`url_path` / identifier form: no slashes around, no store prefix). */
export function urlMapQuery(api: ApiClient, storeCode: StoreCode, path: string) {
  return queryOptions({
    queryKey: ['url-map', storeCode, path],
    queryFn: () =>
      api.postJson<UrlMapResponse>(
        '/api/url/map',
        // Only what the dispatch needs; the page's own queries load the entity.
        { url: path, includeFields: ['sku', 'type_id', 'url_path', 'identifier', 'slug', 'id'] },
        { storeCode },
      ),
  });
}

export function dispatcherLoader(deps: RouteDeps, storeCode: StoreCode) {
  return async ({ params, request }: { params: Record<string, string | undefined>; request: Request }): Promise<DispatcherLoaderData> => {
    const path = (params['*'] ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
    // A path that cannot name anything (control characters, line terminators, over 2000 characters) and
    // the route's own slug are not-found without asking the url map (issue 8 finding 7).
    if (!deps.settings.urlDispatcher || path === '' || path === NOT_FOUND_SLUG || !isNameablePath(path)) return { notFound: true };
    const hit = await deps.queryClient.ensureQueryData(urlMapQuery(deps.api, storeCode, path));
    if (!hit) {
      // Spec §8: an unmapped url is logged ('No mapping found'), then navigation continues to page-not-found.
      console.info(JSON.stringify({ level: 'info', message: 'No mapping found', url: path, storeCode }));
      return { notFound: true };
    }
    const source = hit._source;
    switch (hit._type) {
      case 'product': {
        const childSku = new URL(request.url).searchParams.get('childSku') ?? undefined;
        const data = await loadProductPage(deps, storeCode, { sku: String(source.sku ?? ''), childSku });
        return { ...data, kind: 'product' };
      }
      case 'category': {
        const data = await loadCategoryPage(deps, storeCode, categoryLookup({ path }, CATALOG.rootCategoryId));
        return { ...data, kind: 'category' };
      }
      case 'cms_page': {
        const data = await loadCmsPage(deps, storeCode, String(source.identifier ?? path), 'cms-page');
        return { ...data, kind: 'cms' };
      }
    }
  };
}

function kindOf(data: unknown): DispatchedKind | undefined {
  const loaded = data as DispatcherLoaderData | undefined;
  return loaded && !loaded.notFound ? loaded.kind : undefined;
}

export const meta: MetaFunction = (args) => {
  switch (kindOf(args.loaderData)) {
    case 'product':
      return productMeta(args);
    case 'category':
      return categoryMeta(args);
    case 'cms':
      return cmsMeta(args);
    default:
      return notFoundMeta(args);
  }
};

export function DispatcherPage() {
  switch (kindOf(useLoaderData())) {
    case 'product':
      return <ProductPage />;
    case 'category':
      return <CategoryPage />;
    case 'cms':
      return <CmsPageView />;
    default:
      return <NotFoundPage />;
  }
}

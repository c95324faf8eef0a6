// The routes table (spec §2). The default store view is unprefixed; /ru and /en carry the code, and
// their route ids are prefixed (`en-category`), as the spec names them.
import type { ComponentType } from 'react';
import { useLoaderData, type RouteObject } from 'react-router';
import { STORE_VIEWS, type StoreCode } from '../../shared/config/store-views';
import { CategoryPage, categoryLoader, meta as categoryMeta } from '../pages/category/route';
import { HomePage, homeLoader, meta as homeMeta } from '../pages/home/route';
import { NotFoundPage, notFoundLoader, meta as notFoundMeta } from '../pages/not-found/route';
import { ProductPage, productLoader, meta as productMeta } from '../pages/product/route';
import { menuQuery } from './menu';
import { RootLayout } from './root-layout';
import { isNotFound, type MetaFunction, type RouteDeps } from './route-types';
import type { RouteHandle } from './services';

export interface PageHandle extends RouteHandle {
  meta: MetaFunction;
}

export function storeCodeFromPath(pathname: string): StoreCode {
  const first = pathname.split('/')[1];
  return first === 'en' ? 'en' : 'ru';
}

/** A page whose loader found nothing renders the not-found page (and the server answers 404). */
function orNotFound(Page: ComponentType): ComponentType {
  return function PageOrNotFound() {
    return isNotFound(useLoaderData()) ? <NotFoundPage /> : <Page />;
  };
}

function storeRoutes(deps: RouteDeps, storeCode: StoreCode, namePrefix: string): RouteObject[] {
  const handle = (routeName: string, meta: MetaFunction): PageHandle => ({ storeCode, routeName: `${namePrefix}${routeName}`, meta });
  const home = { loader: homeLoader(deps, storeCode), Component: HomePage, handle: handle('home', homeMeta) };
  return [
    { id: `${namePrefix}home`, index: true, ...home },
    { id: `${namePrefix}home-pwa`, path: 'pwa.html', ...home },
    {
      id: `${namePrefix}category`,
      path: 'c/:slug',
      loader: categoryLoader(deps, storeCode),
      Component: orNotFound(CategoryPage),
      handle: handle('category', categoryMeta),
    },
    {
      id: `${namePrefix}product`,
      path: 'p/:parentSku/:slug/:childSku?',
      loader: productLoader(deps, storeCode),
      Component: orNotFound(ProductPage),
      handle: handle('product', productMeta),
    },
    {
      id: `${namePrefix}page-not-found`,
      path: '*',
      loader: notFoundLoader,
      Component: NotFoundPage,
      handle: handle('page-not-found', notFoundMeta),
    },
  ];
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      loader: async ({ request }) => {
        await deps.queryClient.ensureQueryData(menuQuery(deps.api, storeCodeFromPath(new URL(request.url).pathname)));
        return {};
      },
      // The menu depends on the store view only.
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        storeCodeFromPath(currentUrl.pathname) !== storeCodeFromPath(nextUrl.pathname),
      children: [
        ...storeRoutes(deps, 'ru', ''),
        ...Object.values(STORE_VIEWS).map((view) => ({
          path: view.storeCode,
          children: storeRoutes(deps, view.storeCode, `${view.storeCode}-`),
        })),
      ],
    },
  ];
}

// The routes table (spec §2): every route with its name, path, aliases and layout. The default store
// view is unprefixed; /ru and /en carry the code, and their route names are prefixed (`en-checkout`),
// as the spec names them. Route ids are the names (an alias adds `~alias`), so a match tells which
// spec route it is; loaders may refine the name (product type, url dispatcher: PageLoaderData.routeName).
import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunction, type RouteObject } from 'react-router';
import { BRAND_LANDING_SLUGS, CMS_ROUTES, STATIC_PAGES } from '#shared/config/shop.ts';
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
import { brandLoader, brandMeta, brandPage } from '#client/pages/brand/route.tsx';
import { CategoryPage, categoryLoader, meta as categoryMeta } from '#client/pages/category/route.tsx';
import {
  checkoutMeta,
  CheckoutPage,
  checkoutSuccessMeta,
  CheckoutSuccessPage,
  emptyLoader,
  orderSuccessMeta,
  OrderSuccessPage,
  thankYouMeta,
  ThankYouPage,
} from '#client/pages/checkout/route.tsx';
import { CmsPageView, cmsRouteLoader, meta as cmsMeta } from '#client/pages/cms/route.tsx';
import { ComparePage, meta as compareMeta } from '#client/pages/compare/route.tsx';
import { CreatePasswordPage, meta as createPasswordMeta } from '#client/pages/create-password/route.tsx';
import { DispatcherPage, dispatcherLoader, meta as dispatcherMeta } from '#client/pages/dispatcher/route.tsx';
import { ErrorRoutePage, meta as errorMeta } from '#client/pages/error/route.tsx';
import { HomePage, homeLoader, meta as homeMeta } from '#client/pages/home/route.tsx';
import { ACCOUNT_BLOCKS, accountLoader, accountMeta, accountPage, type AccountBlock } from '#client/pages/my-account/route.tsx';
import { NotFoundPage } from '#client/pages/not-found/route.tsx';
import { ProductPage, productLoader, meta as productMeta } from '#client/pages/product/route.tsx';
import { staticPage, staticPageLoader, staticPageMeta } from '#client/pages/static/route.tsx';
import { menuQuery } from './menu';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { isNotFound, type MetaFunction, type RouteDeps } from '#client/lib/route-types.ts';
import type { LayoutName, RouteHandle } from '#client/lib/services.tsx';

export interface PageHandle extends RouteHandle {
  meta: MetaFunction;
}

// The store view of a url path (one definition, shared/domain/urls.ts).
export { storeCodeFromPath };

/** A page whose loader found nothing renders the not-found page (and the server answers 404). */
function orNotFound(Page: ComponentType): ComponentType {
  return function PageOrNotFound() {
    return isNotFound(useLoaderData()) ? <NotFoundPage /> : <Page />;
  };
}

/** One row of the spec §2 table. */
interface PageRoute {
  name: string;
  /** Path below the store prefix; undefined for the index route. */
  path?: string;
  aliases?: string[];
  layout?: LayoutName;
  loader?: LoaderFunction;
  Component: ComponentType;
  meta: MetaFunction;
}

function pageRoutes(deps: RouteDeps, storeCode: StoreCode): PageRoute[] {
  const accountRoutes = (Object.keys(ACCOUNT_BLOCKS) as AccountBlock[]).map((block): PageRoute => {
    const sub = ACCOUNT_BLOCKS[block];
    const name = { MyProfile: 'my-account', MyShippingDetails: 'my-shipping-details', MyNewsletter: 'my-newsletter', MyOrders: 'my-orders', MyOrder: 'my-order', MyRecentlyViewed: 'my-recently-viewed' }[block];
    return { name, path: sub ? `my-account/${sub}` : 'my-account', loader: accountLoader, Component: accountPage(block), meta: accountMeta(block) };
  });
  return [
    // Spec §2: home, alias /pwa.html.
    { name: 'home', aliases: ['pwa.html'], loader: homeLoader(deps, storeCode), Component: HomePage, meta: homeMeta },
    { name: 'checkout', path: 'checkout', loader: emptyLoader, Component: CheckoutPage, meta: checkoutMeta },
    { name: 'checkout-success', path: 'checkout-success', loader: emptyLoader, Component: CheckoutSuccessPage, meta: checkoutSuccessMeta },
    { name: 'checkout-thankyou', path: 'checkout-thankyou/:orderId', loader: emptyLoader, Component: ThankYouPage, meta: thankYouMeta },
    { name: 'external-thank-you', path: 'order-success', loader: emptyLoader, Component: OrderSuccessPage, meta: orderSuccessMeta },
    ...accountRoutes,
    { name: 'compare', path: 'compare', loader: emptyLoader, Component: ComparePage, meta: compareMeta },
    { name: 'error', path: 'error', layout: 'minimal', loader: emptyLoader, Component: ErrorRoutePage, meta: errorMeta },
    { name: 'category', path: 'c/:slug', loader: categoryLoader(deps, storeCode), Component: orNotFound(CategoryPage), meta: categoryMeta },
    { name: 'create-password', path: 'customer/account/createPassword', loader: emptyLoader, Component: CreatePasswordPage, meta: createPasswordMeta },
    // Spec §2 product routes: one path serves every type; the loader names the route by type
    // (`configurable-product`, `simple-product`, …).
    { name: 'product', path: 'p/:parentSku/:slug/:childSku?', loader: productLoader(deps, storeCode), Component: orNotFound(ProductPage), meta: productMeta },
    ...BRAND_LANDING_SLUGS.map((slug): PageRoute => ({
      name: `brand-${slug}`,
      path: slug,
      aliases: [`brand/${slug}`],
      loader: brandLoader(deps, storeCode, slug),
      Component: orNotFound(brandPage(slug)),
      meta: brandMeta(slug),
    })),
    ...STATIC_PAGES.map((name): PageRoute => ({ name, path: name, loader: staticPageLoader, Component: staticPage(name), meta: staticPageMeta(name) })),
    ...CMS_ROUTES.map(({ name, identifier }): PageRoute => ({
      name,
      path: identifier,
      loader: cmsRouteLoader(deps, storeCode, identifier, name),
      Component: orNotFound(CmsPageView),
      meta: cmsMeta,
    })),
    // Anything else: the url dispatcher, then page-not-found (slug page-not-found).
    { name: 'page-not-found', path: '*', loader: dispatcherLoader(deps, storeCode), Component: DispatcherPage, meta: dispatcherMeta },
  ];
}

function storeRoutes(deps: RouteDeps, storeCode: StoreCode, namePrefix: string): RouteObject[] {
  return pageRoutes(deps, storeCode).flatMap((route) => {
    const handle: PageHandle = { storeCode, routeName: `${namePrefix}${route.name}`, layout: route.layout ?? 'default', meta: route.meta };
    const common = { loader: route.loader, Component: route.Component, handle };
    const main: RouteObject =
      route.path === undefined ? { id: `${namePrefix}${route.name}`, index: true, ...common } : { id: `${namePrefix}${route.name}`, path: route.path, ...common };
    const aliases = (route.aliases ?? []).map((alias): RouteObject => ({ id: `${namePrefix}${route.name}~${alias}`, path: alias, ...common }));
    return [main, ...aliases];
  });
}

export function createRoutes(deps: RouteDeps): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      // Client navigation only: on the server a failing loader gives the 500 page (render.tsx).
      ErrorBoundary: RouteError,
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

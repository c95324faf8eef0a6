// The routes table (spec §2): every route with its name, path, aliases, layout and page module. The
// default store view is unprefixed; /ru and /en carry the code, and their route names are prefixed
// (`en-checkout`), as the spec names them. Route ids are the names (an alias adds `~alias`), so a match
// tells which spec route it is; loaders may refine the name (product type, url dispatcher:
// PageLoaderData.routeName).
//
// Rows point at page modules (client/lib/page-module.ts) that load lazily (React Router `lazy`, ADR 017), with
// the texts they show (ADR 064): a product page downloads neither checkout nor account code. Rows can nest
// (`children`: the account blocks inside the account screen).
import type { ComponentType } from 'react';
import { useLoaderData, type RouteObject } from 'react-router';
import {
  ACCOUNT_BLOCKS,
  BRAND_LANDING_SLUGS,
  CMS_ROUTES,
  STATIC_PAGES,
  type AccountBlock,
} from '#shared/config/shop.ts';
import { DEFAULT_STORE_CODE, STORE_CODES, STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';
import { storeCodeFromPath } from '#shared/domain/urls.ts';
// page-not-found is small and shown by any page whose entity is missing: it ships with the table.
import { Component as NotFoundPage } from '#client/pages/not-found/route.tsx';
import type { AccountBlockProps } from '#client/pages/account-block/route.tsx';
import type { BrandProps } from '#client/pages/brand/route.tsx';
import type { CmsProps } from '#client/pages/cms/route.tsx';
import type { StaticPageProps } from '#client/pages/static/route.tsx';
import { isNotFound, type RouteDeps } from '#client/lib/route-types.ts';
import type { LayoutName, PageHandle, PageModule, PageSlot } from '#client/lib/page-module.ts';
import { PAGE_MESSAGES } from '#client/lib/page-messages.ts';
import { loadMessages } from '#shared/i18n/load-messages.ts';
import type { MessageGroup } from '#shared/i18n/message-groups.ts';
import { menuQuery } from '#client/lib/api/menu.ts';
import { brandLinksQuery } from '#client/lib/api/brand-links.ts';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every page module by kind: `client/pages/<kind>/route.tsx` (the convention the worker's asset preloads
 * and tests/client/app/routes.test.ts rely on). Each import is a chunk of its own.
 */
export const PAGE_MODULES = {
  home: () => import('#client/pages/home/route.tsx'),
  category: () => import('#client/pages/category/route.tsx'),
  product: () => import('#client/pages/product/route.tsx'),
  brand: () => import('#client/pages/brand/route.tsx'),
  cms: () => import('#client/pages/cms/route.tsx'),
  static: () => import('#client/pages/static/route.tsx'),
  checkout: () => import('#client/pages/checkout/route.tsx'),
  'checkout-success': () => import('#client/pages/checkout-success/route.tsx'),
  'checkout-thankyou': () => import('#client/pages/checkout-thankyou/route.tsx'),
  'order-success': () => import('#client/pages/order-success/route.tsx'),
  'my-account': () => import('#client/pages/my-account/route.tsx'),
  'account-block': () => import('#client/pages/account-block/route.tsx'),
  compare: () => import('#client/pages/compare/route.tsx'),
  'create-password': () => import('#client/pages/create-password/route.tsx'),
  error: () => import('#client/pages/error/route.tsx'),
  dispatcher: () => import('#client/pages/dispatcher/route.tsx'),
  search: () => import('#client/pages/search/route.tsx'),
} satisfies Record<string, () => Promise<PageModule<never>>>;

export type PageKind = keyof typeof PAGE_MODULES;

/** The message groups each kind shows (ADR 064): the table must name every kind. */
const KIND_MESSAGES: Record<PageKind, readonly MessageGroup[]> = PAGE_MESSAGES;

/** The props a kind's module takes (undefined for most). */
type PropsOf<K extends PageKind> =
  Awaited<ReturnType<(typeof PAGE_MODULES)[K]>> extends PageModule<infer P> ? P : never;

/** One row of the spec §2 table. */
interface PageRoute {
  /** Spec §2 route name; a row without one is a layout around its children. */
  name?: string;
  /** Path below the store prefix; undefined for an index route. */
  path?: string;
  aliases?: string[];
  layout?: LayoutName;
  kind: PageKind;
  props?: unknown;
  children?: PageRoute[];
}

/** A row whose module takes props: typed against the module's own props. */
function row<K extends PageKind>(kind: K, props: PropsOf<K>, rest: Omit<PageRoute, 'kind' | 'props'>): PageRoute {
  return { kind, props, ...rest };
}

/** The account blocks of spec §2, each a route of its own inside the account screen (its children). */
const ACCOUNT_ROUTES: PageRoute[] = (Object.keys(ACCOUNT_BLOCKS) as AccountBlock[]).map((block) => {
  const { routeName, path } = ACCOUNT_BLOCKS[block];
  return row(
    'account-block',
    { block } satisfies AccountBlockProps,
    path === '' ? { name: routeName } : { name: routeName, path },
  );
});

const PAGE_ROUTES: PageRoute[] = [
  // Spec §2: home, alias /pwa.html.
  { name: 'home', aliases: ['pwa.html'], kind: 'home' },
  { name: 'checkout', path: 'checkout', kind: 'checkout' },
  { name: 'checkout-success', path: 'checkout-success', kind: 'checkout-success' },
  { name: 'checkout-thankyou', path: 'checkout-thankyou/:orderId', kind: 'checkout-thankyou' },
  { name: 'external-thank-you', path: 'order-success', kind: 'order-success' },
  { path: 'my-account', kind: 'my-account', children: ACCOUNT_ROUTES },
  { name: 'compare', path: 'compare', kind: 'compare' },
  // Issue 10: the search results page (/search?q=…, noindex).
  { name: 'search', path: 'search', kind: 'search' },
  { name: 'error', path: 'error', layout: 'minimal', kind: 'error' },
  { name: 'category', path: 'c/:slug', kind: 'category' },
  { name: 'create-password', path: 'customer/account/createPassword', kind: 'create-password' },
  // Spec §2 product routes: one path serves every type; the loader names the route by type
  // (`configurable-product`, `simple-product`, …).
  { name: 'product', path: 'p/:parentSku/:slug/:childSku?', kind: 'product' },
  ...BRAND_LANDING_SLUGS.map((slug) =>
    row('brand', { slug } satisfies BrandProps, { name: `brand-${slug}`, path: slug, aliases: [`brand/${slug}`] }),
  ),
  ...STATIC_PAGES.map((name) => row('static', { name } satisfies StaticPageProps, { name, path: name })),
  ...CMS_ROUTES.map(({ name, identifier }) =>
    row('cms', { identifier } satisfies CmsProps, { name, path: identifier }),
  ),
  // Anything else: the url dispatcher, then page-not-found (slug page-not-found).
  { name: 'page-not-found', path: '*', kind: 'dispatcher' },
];

/** A page whose loader found nothing renders the not-found page (and the server answers 404). */
function orNotFound(Page: ComponentType): ComponentType {
  return function PageOrNotFound() {
    return isNotFound(useLoaderData()) ? <NotFoundPage /> : <Page />;
  };
}

/** The route objects of one row in one store view: its module loads on first match. */
function routeObjects(route: PageRoute, deps: RouteDeps, storeCode: StoreCode, namePrefix: string): RouteObject[] {
  const slot: PageSlot = { kind: route.kind, props: route.props };
  const routeName = route.name ?? route.kind;
  const handle: PageHandle = {
    storeCode,
    routeName: `${namePrefix}${routeName}`,
    layout: route.layout ?? 'default',
    page: slot,
  };
  const lazy = async () => {
    const [module] = (await Promise.all([
      PAGE_MODULES[route.kind](),
      loadMessages(storeCode, KIND_MESSAGES[route.kind]),
    ])) as [PageModule<unknown>, void];
    slot.module = module;
    return {
      loader: module.loader({ ...deps, storeCode, routeName, props: route.props }),
      Component: route.children ? module.Component : orNotFound(module.Component),
    };
  };
  const id = route.name ? `${namePrefix}${route.name}` : `${namePrefix}${route.kind}-layout`;
  const children = route.children?.flatMap((child) => routeObjects(child, deps, storeCode, namePrefix));
  const common = { lazy, handle, ...(children ? { children } : {}) };
  const main: RouteObject =
    route.path === undefined ? ({ id, index: true, ...common } as RouteObject) : { id, path: route.path, ...common };
  const aliases = (route.aliases ?? []).map((alias): RouteObject => ({ id: `${id}~${alias}`, path: alias, ...common }));
  return [main, ...aliases];
}

function storeRoutes(deps: RouteDeps, storeCode: StoreCode, namePrefix: string): RouteObject[] {
  return PAGE_ROUTES.flatMap((route) => routeObjects(route, deps, storeCode, namePrefix));
}

/**
 * Another store view's url, in a table built for one view: the app leaves for it with a full page load as soon as
 * the navigation starts (client/entry.browser.tsx: another view is another document and language), so this
 * loader only has to keep the navigation pending.
 */
const OTHER_VIEW_ROUTE: RouteObject = {
  id: 'other-store-view',
  path: '*',
  loader: () => new Promise<never>(() => {}),
};

/**
 * The routes of the views in `views` (all by default: the server renders every view). A browser page needs only
 * its own view's (issue 10: React Router flattens and ranks the whole table on every match — a navigation, a
 * prefetch — ~2.5 ms for the 126 routes of all three prefixes on this machine, 4× on a phone): the default view
 * is both unprefixed and under its code, so its table keeps two of the three copies and catches the rest with its
 * url dispatcher; another view's keeps its own copy and a catch-all for the rest (OTHER_VIEW_ROUTE).
 */
export function createRoutes(deps: RouteDeps, views: readonly StoreCode[] = STORE_CODES): RouteObject[] {
  const prefixed = Object.values(STORE_VIEWS).filter((view) => views.includes(view.storeCode));
  const withDefault = views.includes(DEFAULT_STORE_CODE);
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      // Client navigation only: on the server a failing loader gives the 500 page (render.tsx).
      ErrorBoundary: RouteError,
      loader: async ({ request }) => {
        const storeCode = storeCodeFromPath(new URL(request.url).pathname);
        // Issue 10: the footer's brand links; prefetched (a failure leaves them out, not the page).
        await Promise.all([
          deps.queryClient.ensureQueryData(menuQuery(deps.api, storeCode)),
          deps.queryClient.prefetchQuery(brandLinksQuery(deps.api, storeCode)),
        ]);
        return {};
      },
      // The menu and the brands depend on the store view only.
      shouldRevalidate: ({ currentUrl, nextUrl }) =>
        storeCodeFromPath(currentUrl.pathname) !== storeCodeFromPath(nextUrl.pathname),
      children: [
        ...(withDefault ? storeRoutes(deps, DEFAULT_STORE_CODE, '') : []),
        ...prefixed.map((view) => ({
          path: view.storeCode,
          children: storeRoutes(deps, view.storeCode, `${view.storeCode}-`),
        })),
        ...(withDefault ? [] : [OTHER_VIEW_ROUTE]),
      ],
    },
  ];
}

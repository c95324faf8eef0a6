// The one shape of a page module (ADR 017, docs/architecture.md "A new page"): every
// `client/pages/<kind>/route.tsx` exports, in this order,
//   links?    the page's canonical url and hreflang alternates (the languages modal reads only these),
//   meta      the rest of its head (title, description, Open Graph, JSON-LD, robots),
//   loader    a factory: given the page context, the React Router loader (critical data awaited, the
//             rest left to Suspense boundaries, ADR 002),
//   Component the page,
//   preload?  (rare) what the Component needs loaded before hydration (the url dispatcher's target page),
//   prefetch? (rare) after a prefetch ran the loader, the secondary data the Component's Suspense boundaries read
//             (issue 15 offline browsing, ADR 044: a prefetched product page opens offline),
// and keeps its queries at the bottom. The route table (client/app/routes.tsx) loads a module lazily when
// its route first matches, so a page ships only its own code.
import type { ComponentType } from 'react';
import { useMatches, type LoaderFunction, type Params } from 'react-router';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { Translate } from '#shared/i18n/translate.ts';
import type { PageLinks, PageLoaderData, PageMeta, RouteDeps } from './route-types';

/** What a page's loader and head see: the app's services, the store view and the route table row's props. */
export interface PageContext<Props = undefined> extends RouteDeps {
  storeCode: StoreCode;
  /** The spec §2 route name without the store prefix (`category`, `brand-puma`). */
  routeName: string;
  /** What the route table row hands its module: a brand's slug, a static page's name, an account block. */
  props: Props;
}

export interface MetaArgs<Props = undefined> extends PageContext<Props> {
  params: Params;
  t: Translate;
  loaderData: unknown;
}

export type MetaFunction<Props = undefined> = (args: MetaArgs<Props>) => PageMeta;
export type LinksFunction<Props = undefined> = (args: MetaArgs<Props>) => PageLinks;
export type PageLoader<Props = undefined> = (context: PageContext<Props>) => LoaderFunction;

/** The exports of a `client/pages/<kind>/route.tsx`. */
export interface PageModule<Props = undefined> {
  links?: LinksFunction<Props>;
  meta: MetaFunction<Props>;
  loader: PageLoader<Props>;
  Component: ComponentType;
  /**
   * Before hydration, with the server's loader data: load what the Component needs synchronously (the url
   * dispatcher's target page). The loader does the same on navigation.
   */
  preload?: (loaderData: unknown) => Promise<void>;
  /**
   * Issue 15 (ADR 044): after the app's page prefetch ran the loader (client/app/page-prefetch.ts), with its data:
   * fill the queries the Component's Suspense boundaries read, so the page opens offline too. Failures are the
   * caller's to ignore.
   */
  prefetch?: (context: PageContext<Props>, loaderData: unknown) => Promise<void>;
}

/** The loader of a page without server data (its content is client state or text). */
export const noPageData: PageLoader<unknown> = () => () => ({}) satisfies PageLoaderData;

/** Spec §2: each route's layout setting. */
export type LayoutName = 'default' | 'minimal' | 'empty';

/** A page module once loaded, with the props of its row (filled by the route's `lazy`). */
export interface PageSlot<Props = unknown> {
  /** The module's folder, `client/pages/<kind>/route.tsx` (the server preloads that chunk). */
  kind: string;
  props: Props;
  module?: PageModule<Props>;
}

/** Route handle of every page route (client/app/routes.tsx). */
export interface PageHandle {
  storeCode: StoreCode;
  /** Route name of spec §2, prefixed with the store code in prefixed views (`en-category`). */
  routeName: string;
  layout: LayoutName;
  page: PageSlot;
}

export function isPageHandle(handle: unknown): handle is PageHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as PageHandle).routeName === 'string' &&
    'page' in handle
  );
}

/** The props of the deepest matched page route (a brand page's slug, an account block). */
export function usePageProps<Props>(): Props {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle.page.props as Props;
  }
  throw new Error('usePageProps outside a page route');
}

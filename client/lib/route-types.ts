// What page route modules share: the services their loaders close over and the head they describe
// (the module shape itself: ./page-module.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client.ts';
import type { StorefrontSettings } from '#shared/config/settings.ts';
import type { JsonLd } from '#shared/domain/seo/json-ld.ts';
import type { Alternate } from '#shared/domain/seo/links.ts';
import type { UrlScheme } from '#shared/domain/urls.ts';

export interface RouteDeps {
  queryClient: QueryClient;
  api: ApiClient;
  /** Shop settings of supplement §5 (the same on the server and in the browser). */
  settings: StorefrontSettings;
  /** Links in the shop's url mode (spec §2 url dispatcher). */
  urls: UrlScheme;
}

/** The head's links (ADR 011): what the languages modal reads (supplement §1). */
export interface PageLinks {
  /** Root-relative canonical url (ADR 011); none on pages that must not be indexed. */
  canonicalPath?: string;
  /** hreflang alternates (both store views and x-default), root-relative. */
  alternates?: Alternate[];
  /** A paged listing's neighbours (`<link rel="prev|next">`, issue 10), root-relative. */
  prevPath?: string;
  nextPath?: string;
}

export interface PageMeta extends PageLinks {
  title: string;
  description: string;
  /** Open Graph; og:url is the canonical url, og:locale the store view's. */
  og?: PageOpenGraph;
  /** schema.org objects with root-relative urls; the document makes them absolute. */
  jsonLd?: JsonLd[];
  /** `<meta name="robots">`, e.g. `noindex` on page-not-found. */
  robots?: string;
}

export interface PageOpenGraph {
  type: 'website' | 'product';
  title: string;
  description: string;
  /** Root-relative or absolute image url. */
  image?: string;
}

/** What every page loader returns: small, serialisable, and whether the entity exists. */
export interface PageLoaderData {
  notFound?: boolean;
  /**
   * The spec §2 route name when the loader decides it (`configurable-product` by product type, the
   * dispatcher's `category`), without the store prefix; else the route's own name.
   */
  routeName?: string;
  /**
   * The page kind this page shows on another module's behalf (the url dispatcher: `product`, `category`,
   * `cms`): the server preloads that module's chunk too (worker/pages/stream.tsx).
   */
  kind?: string;
}

export function isNotFound(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as PageLoaderData).notFound === true;
}

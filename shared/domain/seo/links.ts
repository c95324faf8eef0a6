// Canonical url and hreflang alternates of a page (supplement §1). Every path here is root-relative;
// the document makes it absolute against the request origin.
//
// The default view (ru) is served unprefixed and under /ru: both canonicalise to the unprefixed url.
// Slugs are the same in both views (ADR 010), so the alternate of an entity is the same path in the
// other view's prefix. x-default is the default view's unprefixed url.
import { DEFAULT_STORE_CODE, STORE_CODES, type StoreCode } from '#shared/config/store-views.ts';
import { localizedPath } from '#shared/domain/urls.ts';

export interface Alternate {
  /** `ru`, `en` or `x-default`. */
  hreflang: string;
  path: string;
}

export interface StoreViewLinks {
  canonicalPath: string;
  alternates: Alternate[];
}

/**
 * Links of a page whose path in the default view is `unprefixedPath` (e.g. `/c/obuv-12`), rendered
 * in `storeCode`.
 */
export function storeViewLinks(unprefixedPath: string, storeCode: StoreCode): StoreViewLinks {
  return {
    canonicalPath: localizedPath(unprefixedPath, storeCode),
    alternates: [
      ...STORE_CODES.map((code) => ({ hreflang: code, path: localizedPath(unprefixedPath, code) })),
      { hreflang: 'x-default', path: localizedPath(unprefixedPath, DEFAULT_STORE_CODE) },
    ],
  };
}

/** Open Graph locale of a store view (`ru_RU`, `en_US`). */
export function ogLocale(locale: string): string {
  return locale.replace('-', '_');
}

/** An absolute url from a root-relative path; absolute urls and a missing origin pass unchanged. */
export function absoluteUrl(pathOrUrl: string, origin: string | undefined): string {
  if (!origin || !pathOrUrl.startsWith('/') || pathOrUrl.startsWith('//')) return pathOrUrl;
  return `${origin.replace(/\/$/, '')}${pathOrUrl}`;
}

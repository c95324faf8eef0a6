// Storefront urls (spec §2, contract §4.6). The default store view (ru) is unprefixed; other views
// carry their code as a prefix. With the url dispatcher off, urls are /c/{slug} and /p/...
import { DEFAULT_STORE_CODE, isStoreCode, type StoreCode } from '#shared/config/store-views.ts';

/** The store code a url path starts with (`/en/…`, `/ru`), or undefined for an unprefixed path. */
export function storePrefixOf(pathname: string): StoreCode | undefined {
  const first = pathname.split('/')[1];
  return isStoreCode(first) ? first : undefined;
}

/** The store view a url path belongs to: its prefix, else the default view. */
export function storeCodeFromPath(pathname: string): StoreCode {
  return storePrefixOf(pathname) ?? DEFAULT_STORE_CODE;
}

export function storePrefix(storeCode: StoreCode): string {
  return storeCode === DEFAULT_STORE_CODE ? '' : `/${storeCode}`;
}

export function localizedPath(path: string, storeCode: StoreCode): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const prefixed = `${storePrefix(storeCode)}${normalized}`;
  return prefixed === '' ? '/' : prefixed.replace(/(.)\/$/, '$1');
}

export function categoryPath(category: { slug: string }, storeCode: StoreCode): string {
  return localizedPath(`/c/${encodeURIComponent(category.slug)}`, storeCode);
}

export function productPath(
  product: { sku: string; slug: string; parentSku?: string },
  storeCode: StoreCode,
  childSku?: string,
): string {
  const parentSku = product.parentSku ?? product.sku;
  const segments = ['p', parentSku, product.slug, ...(childSku ? [childSku] : [])].map(encodeURIComponent);
  return localizedPath(`/${segments.join('/')}`, storeCode);
}

/** Image url of the resize endpoint (contract §5.19: `<base><w>/<h>/resize<path>`). */
export function thumbnailUrl(imagePath: string, width: number, height: number): string {
  const path = imagePath.startsWith('/') ? imagePath : `/${imagePath}`;
  return `/img/${width}/${height}/resize${path}`;
}

/** What a category link needs: `url_path` is used when the url dispatcher is on. */
export interface CategoryLinkFields {
  slug: string;
  url_path?: string | null;
}

/** What a product link needs: `url_path` is used when the url dispatcher is on. */
export interface ProductLinkFields {
  sku: string;
  slug: string;
  parentSku?: string;
  url_path?: string | null;
}

/**
 * The links of one url mode (spec §2). Dispatcher on: categories at `/{url_path}`, products at
 * `/{url_path}` with the chosen child as `?childSku=` (as VSF's formatProductLink), CMS pages at
 * `/{identifier}`. Dispatcher off: `/c/{slug}` and `/p/{parentSku}/{slug}/{childSku}`. An entity without
 * a url_path falls back to the /c/ or /p/ form, which both modes route.
 */
export interface UrlScheme {
  readonly urlDispatcher: boolean;
  category(category: CategoryLinkFields, storeCode: StoreCode): string;
  product(product: ProductLinkFields, storeCode: StoreCode, childSku?: string): string;
  cmsPage(identifier: string, storeCode: StoreCode): string;
}

function encodePath(path: string): string {
  return path.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

export function createUrlScheme({ urlDispatcher }: { urlDispatcher: boolean }): UrlScheme {
  return {
    urlDispatcher,
    category(category, storeCode) {
      if (urlDispatcher && category.url_path) return localizedPath(`/${encodePath(category.url_path)}`, storeCode);
      return categoryPath(category, storeCode);
    },
    product(product, storeCode, childSku) {
      if (urlDispatcher && product.url_path) {
        const path = localizedPath(`/${encodePath(product.url_path)}`, storeCode);
        return childSku ? `${path}?childSku=${encodeURIComponent(childSku)}` : path;
      }
      return productPath(product, storeCode, childSku);
    },
    cmsPage(identifier, storeCode) {
      return localizedPath(`/${encodeURIComponent(identifier)}`, storeCode);
    },
  };
}

/** The path without the store prefix (`/en/c/x` → `/c/x`), to build the same page in another view. */
export function unprefixedPath(pathname: string): string {
  const match = /^\/(ru|en)(\/.*)?$/.exec(pathname);
  if (!match) return pathname || '/';
  return match[2] ?? '/';
}

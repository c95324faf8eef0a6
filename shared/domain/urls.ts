// Storefront urls (spec §2, contract §4.6). The default store view (ru) is unprefixed; other views
// carry their code as a prefix. With the url dispatcher off, urls are /c/{slug} and /p/...
import { DEFAULT_STORE_CODE, type StoreCode } from '../config/store-views';

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

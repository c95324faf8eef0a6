// What a listing prefetches (issue 15 "Offline browsing", ADR 044), as pure rules: the first products of the
// listing (spec §9 "Prefetch count for configurable children stock is 8", VSF1's
// configurableChildrenStockPrefetchStatic), the skus of their configurable children, the stock requests in chunks
// of 15 (spec §9 "Stock lists go in chunks of 15 skus"), and when the browser allows it at all. The browser side
// is ./prefetch.browser.ts.
import { PREFETCH_PRODUCT_COUNT } from './prefetch-count';

export { PREFETCH_PRODUCT_COUNT };

/** Network Information API effective types too slow to spend on a guess (a prefetch would slow what is asked). */
export const SLOW_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g'];

/** What the browser says about the shopper's situation. */
export interface PrefetchEnvironment {
  online: boolean;
  /** `document.visibilityState`. */
  visibility: string;
  /** `navigator.connection.saveData` (undefined where the API is missing). */
  saveData?: boolean | undefined;
  /** `navigator.connection.effectiveType`. */
  effectiveType?: string | undefined;
}

/** Prefetch only online, in a visible tab, without data saving and on a connection faster than 2G. */
export function prefetchAllowed(env: PrefetchEnvironment): boolean {
  if (!env.online || env.visibility === 'hidden' || env.saveData === true) return false;
  return env.effectiveType === undefined || !SLOW_EFFECTIVE_TYPES.includes(env.effectiveType);
}

/**
 * The products whose page data to prefetch: among the first PREFETCH_PRODUCT_COUNT listed (what the shopper sees
 * first), those not in the query cache yet and not prefetched in this page view already.
 */
export function productsToPrefetch<P extends { sku: string }>(
  listed: readonly P[],
  isCached: (sku: string) => boolean,
  done: ReadonlySet<string>,
): P[] {
  return listed.slice(0, PREFETCH_PRODUCT_COUNT).filter((product) => !done.has(product.sku) && !isCached(product.sku));
}

/** What the stock rule reads of a product document. */
export interface ChildrenSource {
  type_id?: string | undefined;
  configurable_children?: ReadonlyArray<{ sku: string }> | undefined;
}

/** The skus of the configurable children of `products`, each once, in listing then child order. */
export function configurableChildSkus(products: ReadonlyArray<ChildrenSource | null | undefined>): string[] {
  const skus = products.flatMap((product) =>
    product?.type_id === 'configurable' ? (product.configurable_children ?? []).map((child) => child.sku) : [],
  );
  return [...new Set(skus.filter((sku) => sku !== ''))];
}

/** `skus` in chunks of at most `size` (spec §9: 15 a stock request, client/lib/api/stock-list.ts), in order. */
export function skuChunks(skus: readonly string[], size: number): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < skus.length; start += size) chunks.push(skus.slice(start, start + size));
  return chunks;
}

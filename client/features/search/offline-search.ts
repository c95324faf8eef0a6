// Offline search (supplement §4 "Offline, search answers from what the device has cached and says that it
// is offline"; spec §7 offline searches return a result flagged offline): the products this page has already
// loaded — listings, search results, product pages, all in the TanStack Query cache — matched against the
// term with the platform's own analyzer (shared/domain/search-text, ADR 006: the same folding, stemming and
// keyboard-layout / transliteration readings, so «rhjccjdrb» finds cached «кроссовки» offline too).
// Loaded by ./queries.ts only when a search fails for want of a network: the stemmers never weigh on the
// panel's first load.
import type { QueryClient } from '@tanstack/react-query';
import { catalogKeys } from '#shared/api/query-keys.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { analyzeTerms } from '#shared/domain/search-text/analyze.ts';
import { foldText } from '#shared/domain/search-text/fold.ts';
import { queryVariants } from '#shared/domain/search-text/query-variants.ts';
import type { TileProduct } from '#client/components/product-tile.tsx';

/** Most tiles an offline answer lists (one panel page is 18; a cache rarely holds more matches). */
export const MAX_OFFLINE_RESULTS = 50;
/** Supplement §4 / spec §9: minimum should match 75 % of the query's terms. */
const MINIMUM_SHOULD_MATCH = 0.75;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A cached document a tile can show: a product with an id, sku, name, slug and image. */
function isTileProduct(value: unknown): value is TileProduct {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.sku === 'string' &&
    typeof value.name === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.image === 'string'
  );
}

/** Products inside one query's data: a document, a listing's `items`, an infinite query's `pages[].items`. */
function productsIn(data: unknown): unknown[] {
  if (!isRecord(data)) return [];
  if (Array.isArray(data.items)) return data.items;
  if (Array.isArray(data.pages)) return data.pages.flatMap(productsIn);
  return [data];
}

/** Every product of one store view's catalogue queries in the cache, once each (first seen kept). */
export function cachedProducts(queryClient: QueryClient, storeCode: StoreCode): TileProduct[] {
  const byId = new Map<number, TileProduct>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: catalogKeys.all(storeCode) })) {
    for (const item of productsIn(query.state.data)) {
      if (isTileProduct(item) && !byId.has(item.id)) byId.set(item.id, item);
    }
  }
  return [...byId.values()];
}

/**
 * The products matching `term` best first: per reading of the term (as typed, other keyboard layout,
 * transliteration), a product matches when its name and sku hold at least 75 % of the reading's terms
 * (at least one), or its sku is the term; the reading that finds the best cover wins, as on the platform.
 */
export function matchProducts(products: readonly TileProduct[], term: string, storeCode: StoreCode): TileProduct[] {
  const folded = foldText(term.trim());
  if (folded === '') return [];
  const indexed = products.map((product) => ({
    product,
    sku: foldText(product.sku),
    terms: new Set(analyzeTerms(`${product.name} ${product.sku}`).map((t) => t.term)),
  }));
  let best: { score: number; found: TileProduct[] } = { score: 0, found: [] };
  for (const variant of queryVariants(folded, storeCode)) {
    const wanted = [...new Set(analyzeTerms(variant.text).map((t) => t.term))];
    const required = Math.max(1, Math.floor(wanted.length * MINIMUM_SHOULD_MATCH));
    const scored = indexed
      .map((entry) => {
        if (entry.sku === variant.text) return { product: entry.product, score: wanted.length + 1 };
        const score = wanted.filter((w) => entry.terms.has(w)).length;
        return { product: entry.product, score: wanted.length > 0 && score >= required ? score : 0 };
      })
      .filter((entry) => entry.score > 0);
    if (scored.length === 0) continue;
    // Stable sort: equal scores keep the cache's order (listings in their own order).
    scored.sort((a, b) => b.score - a.score);
    const cover = scored[0]!.score / Math.max(1, wanted.length);
    if (cover > best.score) best = { score: cover, found: scored.map((entry) => entry.product) };
  }
  return best.found.slice(0, MAX_OFFLINE_RESULTS);
}

/** The offline answer of a search: what the device has cached that matches the term. */
export function searchCachedProducts(queryClient: QueryClient, storeCode: StoreCode, term: string): TileProduct[] {
  return matchProducts(cachedProducts(queryClient, storeCode), term, storeCode);
}

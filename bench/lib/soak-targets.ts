// What the soak's normal traffic asks for (issue 8), looked up against the running server, never
// hard-coded: the cached pages of `npm run bench` (bench/lib/targets.ts), the uncached catalogue and text
// searches of `npm run bench:search` (bench/lib/search-mix.ts), url_paths for the url map, and a sku the
// cart really accepts.
import { buildSearchMix } from './search-mix';
import { exchange } from './soak-http';
import { categoryTarget, productTarget, UNCACHED_HEADERS } from './targets';

export interface NormalTargets {
  /** Home, a category and a product page, answered by the page edge cache (ADR 013). */
  pages: string[];
  /** Catalogue listings as the storefront asks for them, with the cache-bypass token. */
  listings: string[];
  /** `_searchText` searches (a word, a typo), with the cache-bypass token. */
  texts: string[];
  /** Bodies' `url` for POST /api/url/map: a category, a product, and an unknown path (answers JSON null). */
  urlPaths: string[];
  /** In stock and accepted by POST /api/cart/update. */
  sku: string;
}

/** Listing cases of the search mix with the storefront's tile fields, plus the sku lookup of a product page. */
const LISTING_CASES = ['top-tiles', 'top-price-tiles', 'filtered-tiles', 'sku-lookup'];
const TEXT_CASES = ['text-tiles', 'text-search', 'text-typo'];
const SETUP_TIMEOUT_MS = 30_000;

export async function findNormalTargets(baseURL: string): Promise<NormalTargets> {
  const category = await categoryTarget(baseURL, null, true);
  const product = await productTarget(baseURL, null, true);
  if (!category.path || !product.path)
    throw new Error(`no page to load: ${category.skipReason ?? product.skipReason ?? ''}`);
  const mix = await buildSearchMix(baseURL);
  const pick = (ids: string[]) =>
    ids.map((id) => {
      const path = mix.find((c) => c.id === id)?.path;
      if (!path) throw new Error(`the search mix has no "${id}" case`);
      return path;
    });
  return {
    pages: ['/', category.path, product.path],
    listings: pick(LISTING_CASES),
    texts: pick(TEXT_CASES),
    urlPaths: [category.path.slice(1), product.path.slice(1), 'soak/no-such-page'],
    sku: await findCartSku(baseURL),
  };
}

/**
 * A sku the cart takes: candidates are the simple products and configurable children of one catalogue
 * page, each tried on a throw-away guest cart until one answers 200 (some are out of stock or disabled).
 * When none is taken the first candidate is used with a warning: the soak then reports the cart's refusals
 * as errors of the normal traffic instead of measuring nothing.
 */
async function findCartSku(baseURL: string): Promise<string> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    size: '50',
    _source_include: 'sku,type_id,configurable_children.sku',
  });
  const search = await exchange(
    `${baseURL}/api/catalog/vue_storefront_catalog_ru/product/_search?${params}`,
    { headers: UNCACHED_HEADERS },
    SETUP_TIMEOUT_MS,
  );
  if (search.status !== 200)
    throw new Error(`product search for a cart sku answered ${search.status ?? search.failure}`);
  type Source = { sku?: string; type_id?: string; configurable_children?: Array<{ sku?: string }> };
  const hits = (JSON.parse(search.body) as { hits: { hits: Array<{ _source: Source }> } }).hits.hits;
  // A line without product_option: what the storefront sends for a simple product or a chosen child.
  const candidates = hits
    .flatMap(({ _source: s }) =>
      s.type_id === 'configurable'
        ? (s.configurable_children ?? []).map((c) => c.sku)
        : s.type_id === 'simple'
          ? [s.sku]
          : [],
    )
    .filter((sku): sku is string => typeof sku === 'string')
    .slice(0, 20);
  const first = candidates[0];
  if (!first) throw new Error('the first catalogue page has no simple product and no configurable child');
  const cartId = await createCart(baseURL);
  let refusal = '';
  for (const sku of candidates) {
    const update = await exchange(
      `${baseURL}/api/cart/update?cartId=${cartId}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartItem: { sku, qty: 1, quoteId: cartId } }),
      },
      SETUP_TIMEOUT_MS,
    );
    if (update.status === 200) return sku;
    refusal = `${update.status ?? update.failure} ${update.body.slice(0, 160)}`;
  }
  console.warn(
    `WARNING: POST /api/cart/update took none of ${candidates.length} skus (last answer: ${refusal}); the cart traffic uses ${first} and its refusals count as errors`,
  );
  return first;
}

/** A new guest cart id (POST /api/cart/create). */
export async function createCart(baseURL: string, timeoutMs = SETUP_TIMEOUT_MS): Promise<string> {
  const created = await exchange(`${baseURL}/api/cart/create`, { method: 'POST' }, timeoutMs);
  const id = created.status === 200 ? (JSON.parse(created.body) as { result?: unknown }).result : null;
  if (typeof id !== 'string')
    throw new Error(
      `POST /api/cart/create answered ${created.status ?? created.failure}: ${created.body.slice(0, 120)}`,
    );
  return id;
}

// The edge worker's bindings and vars (wrangler.toml, ADR 018): the platform's own bindings
// (worker/platform/env.ts, D1) plus the edge settings below, which only the edge layers read.
import type { RequestIdVariables } from 'hono/request-id';
import { DEFAULT_STORE_CODE } from '#shared/config/store-views.ts';
import type { PlatformEnv } from '#worker/platform/index.ts';

/** Settings of the edge layers (supplement §5 shop configuration, ADR 012/013/016 knobs). */
export interface EdgeSettings {
  ASSETS: Fetcher;
  /** The store view of unprefixed urls; read through defaultStoreOf. */
  DEFAULT_STORE_CODE: string;
  URL_DISPATCHER: string;
  TOKEN_IN_HEADER: string;
  EXTERNAL_CHECKOUT: string;
  API_UPSTREAM: string;
  /** Issue 12 / ADR 027: origins allowed to call /api/* and /img/* from a browser; empty or `*` = any. */
  CORS_ORIGINS?: string;
  /** Server-side API timeout in ms (spec §9: 1000); a slower upstream answers a 504 envelope. */
  API_TIMEOUT_MS?: string;
  /** Secret of `/api/invalidate` (ADR 012); production sets it with `wrangler secret put`. */
  INVALIDATE_KEY?: string;
  /** Tooling note G6: "identity" (default) streams under wrangler dev; "auto" leaves compression to the edge. */
  HTML_STREAM_ENCODING?: string;
  /** ADR 059: rows the edge cache's tag index holds at most (default 20,000); over it the soonest-expiring entries go. */
  EDGE_CACHE_TAG_ROWS?: string;
  /** Spec §2: a configurable child opened directly → 301 to its parent ("on", default) or shown ("off"). */
  PREVENT_CHILD_DIRECT_ACCESS?: string;
  ZERO_PRICE_PRODUCTS?: string;
  /** Spec §9 mini-cart count: "quantities" (default) or "items" (lines). */
  MINICART_COUNT?: string;
  /** Spec §4 max cart bypass attempts (default 1). */
  MAX_CART_BYPASS_ATTEMPTS?: string;
  /** Spec §7 trackers: JSON array of {name, src, skipOnProductRoutes?} (shared/config/trackers.ts). */
  TRACKERS?: string;
  /** Spec §2 zero-size tracking pixel url, reloaded on each route change. */
  TRACKING_PIXEL?: string;
  /** Issue 10 store locator map: https tile url template `…/{z}/{x}/{y}.png`; empty (default) = no map. */
  MAP_TILES?: string;
  /** The attribution the tile provider asks for, shown under the map. */
  MAP_TILES_ATTRIBUTION?: string;
}

export interface Env extends PlatformEnv, EdgeSettings {}

/** The Hono environment of the edge app's handlers: the bindings and the request id of hono/request-id. */
export interface EdgeEnv {
  Bindings: Env;
  Variables: RequestIdVariables;
}

/**
 * The store view unprefixed urls belong to: the DEFAULT_STORE_CODE var, else the shop's default view
 * (shared/config/store-views.ts). The one reading of it for the proxy, the API cache and the page cache.
 */
export function defaultStoreOf(env: { DEFAULT_STORE_CODE?: string }): string {
  return env.DEFAULT_STORE_CODE || DEFAULT_STORE_CODE;
}

// Bindings and vars of wrangler.toml.
export interface PlatformEnv {
  DB: D1Database;
}

export interface Env extends PlatformEnv {
  ASSETS: Fetcher;
  DEFAULT_STORE_CODE: string;
  URL_DISPATCHER: string;
  TOKEN_IN_HEADER: string;
  EXTERNAL_CHECKOUT: string;
  API_UPSTREAM: string;
  /** Server-side API timeout in ms (spec §9: 1000); a slower upstream answers a 504 envelope. */
  API_TIMEOUT_MS?: string;
  /** Secret of `/api/invalidate` (ADR 012); production sets it with `wrangler secret put`. */
  INVALIDATE_KEY?: string;
  /** Tooling note G6: "identity" (default) streams under wrangler dev; "auto" leaves compression to the edge. */
  HTML_STREAM_ENCODING?: string;
  /** Spec §2: a configurable child opened directly → 301 to its parent ("on", default) or shown ("off"). */
  PREVENT_CHILD_DIRECT_ACCESS?: string;
  /** Spec §7 trackers: JSON array of {name, src, skipOnProductRoutes?} (shared/config/trackers.ts). */
  TRACKERS?: string;
  /** Spec §2 zero-size tracking pixel url, reloaded on each route change. */
  TRACKING_PIXEL?: string;
}

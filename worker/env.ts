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
  /** Tooling note G6: "identity" (default) streams under wrangler dev; "auto" leaves compression to the edge. */
  HTML_STREAM_ENCODING?: string;
}

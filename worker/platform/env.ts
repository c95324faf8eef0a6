// The bindings the embedded platform needs (DESIGN.md §5, ADR 018): D1, an optional image var, the public origin
// and the local development switch. The edge worker's
// Env (worker/env.ts) extends it with the edge settings, so the platform can run inside the edge worker or
// be deployed as a worker of its own with only these bindings.
export interface PlatformEnv {
  DB: D1Database;
  /** ADR 028: image sizes the edge keeps besides the spec's and VSF1's (`"240x300,800x800"`, at most 16). */
  IMAGE_EDGE_SIZES?: string;
  /** The shop's public origin for links in e-mails (ADR 057), e.g. `https://shop.example.ru`. */
  PUBLIC_ORIGIN?: string;
  /** `on` only under the local development start: opens `/dev/*` on local hosts (ADR 057). */
  LOCAL_DEVELOPMENT?: string;
  /** Courier delivery free from this many roubles of goods (default 5000; `off`: never; shared/config/settings.ts). */
  FREE_SHIPPING_FROM?: string;
}

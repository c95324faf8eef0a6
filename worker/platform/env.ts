// The bindings the embedded platform needs (DESIGN.md §5, ADR 018): D1 and one optional image var. The edge worker's
// Env (worker/env.ts) extends it with the edge settings, so the platform can run inside the edge worker or
// be deployed as a worker of its own with only these bindings.
export interface PlatformEnv {
  DB: D1Database;
  /** ADR 028: image sizes the edge keeps besides the spec's and VSF1's (`"240x300,800x800"`, at most 16). */
  IMAGE_EDGE_SIZES?: string;
}

// The bindings the embedded platform needs (DESIGN.md §5, ADR 018): D1 and nothing else. The edge worker's
// Env (worker/env.ts) extends it with the edge settings, so the platform can run inside the edge worker or
// be deployed as a worker of its own with only these bindings.
export interface PlatformEnv {
  DB: D1Database;
}

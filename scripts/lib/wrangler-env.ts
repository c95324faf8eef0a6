// The environment every wrangler/miniflare child needs on this machine (tooling note G5): no Request.cf
// fetch from workers.cloudflare.com, no telemetry, and non-interactive prompts in `d1 migrations apply`.
// scripts/env.mjs sets the same variables for npm scripts; this keeps helpers correct when called directly.
export function wranglerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_SEND_METRICS: 'false',
    CI: 'true',
  };
}

// Where the browser tests' storefronts listen. One local storefront serves the whole run, started by
// Playwright's `webServer` (playwright.config.ts runs e2e/support/serve-storefront.ts); shop settings a test needs
// are chosen per test on it (ADR 063). E2E_PORT and E2E_PERSIST let a second checkout run its suite beside this
// one without sharing a port or a database.

/** The port of the shared storefront: 8791 unless E2E_PORT says otherwise. */
export const STOREFRONT_PORT = Number(process.env.E2E_PORT ?? 8791);

/** Its origin, without a trailing slash: what `baseURL` resolves relative urls against. */
export const STOREFRONT_URL = `http://127.0.0.1:${STOREFRONT_PORT}`;

/** wrangler's local state (the D1 database) of the shared storefront, from the repository root. */
export const STOREFRONT_STATE = process.env.E2E_PERSIST ?? '.wrangler/e2e-state';

/**
 * The one other storefront: the service-worker update test changes a served file, and wrangler dev reloads when
 * its assets change, dropping the requests in flight (ADR 049). So it serves a copy of the client of its own,
 * started by `webServer` next to the shared one. Its port follows the shared one's (8799 beside 8791).
 */
export const SW_UPDATE_STOREFRONT = {
  port: STOREFRONT_PORT + 8,
  url: `http://127.0.0.1:${STOREFRONT_PORT + 8}`,
  state: `${STOREFRONT_STATE}-sw-update`,
  assets: `${STOREFRONT_STATE}-sw-update-assets`,
} as const;

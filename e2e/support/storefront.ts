// Where the browser tests' storefront listens: one local storefront for the whole run, started by Playwright's
// `webServer` (playwright.config.ts runs e2e/support/serve-storefront.ts). E2E_PORT and E2E_PERSIST let a second
// checkout run its suite beside this one without sharing a port or a database.

/** The port of the shared storefront: 8791 unless E2E_PORT says otherwise. */
export const STOREFRONT_PORT = Number(process.env.E2E_PORT ?? 8791);

/** Its origin, without a trailing slash: what `baseURL` resolves relative urls against. */
export const STOREFRONT_URL = `http://127.0.0.1:${STOREFRONT_PORT}`;

/** wrangler's local state (the D1 database) of the shared storefront, from the repository root. */
export const STOREFRONT_STATE = process.env.E2E_PERSIST ?? '.wrangler/e2e-state';

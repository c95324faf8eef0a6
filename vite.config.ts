// The browser bundle only. The worker is bundled by wrangler; it reads the manifest to find the
// hashed entry (tooling note G9). The browser hydrates with React itself (ADR 061); the chunks are grouped by
// when a page loads them (ADR 043).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { REACT_ROUTER_PRODUCTION_ALIASES } from './scripts/lib/react-router-production.ts';

/** The libraries every page hydrates with (ADR 061): their hash only changes when a library does. */
const FRAMEWORK = /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|zustand)\//;
/** Two helpers nearly every page's code uses; they join the entry's modules (Rolldown's `$initial`). */
const SHELL_HELPERS = /shared\/domain\/(money|text)\./;
/**
 * What a page starts right after hydrating when the device holds saved state (client/entry.browser.tsx's dynamic
 * imports: the saved cart, wishlist, compare list and tax choice, the customer session, the queue check; ADR 066).
 */
const AFTER_HYDRATION =
  /client\/(app\/(account|offline-queue|restore-unsaved)\.browser|features\/(cart|wishlist|compare|tax-display|user)\/persistence\.browser|features\/recently-viewed\/record\.browser|lib\/sync\/(task-store\.browser|queue-config))/;
/** The device's database and `idb`: a product page records its visit there even on a first visit. */
const STORAGE = /client\/lib\/storage\/|node_modules\/idb\//;
/** The session's calls (profile, token refresh), which the login forms need on a first visit too. */
const SESSION = /client\/(features\/user\/(session|token-lock)|lib\/api\/user-(refresh|me))\./;
/** The layout's closed panels, loaded at the first opening of any (ADR 067): their shells, one chunk. */
const PANELS =
  /client\/(app\/layouts\/(panel-shells|mobile-menu)|components\/lazy-aside|features\/(cart\/components\/microcart|store-switcher\/languages-modal|search\/components\/search-panel|wishlist\/components\/wishlist-panel|user\/components\/login-panel|newsletter\/components\/newsletter-modal))\./;
/** The form controls, the field rules and the idempotency key every page with a form shares. */
const CONTROLS = /client\/components\/ui\/|shared\/domain\/checkout\/field-rules\.|client\/lib\/api\/idempotency\./;
/** What the catalogue's pages show a product with: price, tile, breadcrumbs, structured data, tax arithmetic. */
const CATALOGUE_KIT =
  /client\/components\/(price|product-tile|breadcrumbs)\.|shared\/domain\/(categories|breadcrumbs|product-details|price|special-price|product-type-price)\.|shared\/domain\/(seo\/json-ld|tax\/)/;

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  resolve: { alias: REACT_ROUTER_PRODUCTION_ALIASES },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // No dependency lists beside each dynamic import (ADR 067): 0.7 KB of every first load. A page loaded in full
    // has its chunks preloaded by the server; in the app, the service worker holds every chunk after the first visit.
    modulePreload: false,
    target: 'es2022',
    rollupOptions: {
      input: 'client/entry.browser.tsx',
      output: {
        // ADR 043: one chunk per load phase instead of dozens of sub-kilobyte shared chunks (each its own
        // request and gzip header). Higher priority groups take a module first; page code stays in its route.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            { name: 'shell', test: SHELL_HELPERS, priority: 1 },
            { name: 'after-hydration', test: AFTER_HYDRATION, priority: 1 },
            { name: 'storage', test: STORAGE, priority: 3 },
            { name: 'session', test: SESSION, priority: 3 },
            { name: 'closed-panels', test: PANELS, priority: 1 },
            { name: 'controls', test: CONTROLS },
            { name: 'catalogue-kit', test: CATALOGUE_KIT },
          ],
        },
      },
    },
  },
});

// The browser bundle's React is Preact's compatibility layer (ADR 029): React renders the HTML on the server
// (streaming SSR, ADR 002) and Preact hydrates it, 47 KB instead of 104 KB of framework JavaScript per page.
// React Router, TanStack Query and zustand import `react` as usual; these aliases point those imports at
// preact/compat in the Vite build only. Type-checking, the worker and the tests keep React's own packages.
// React Router resolves to its production build (below). Used by vite.config.ts and by the framework floor of
// bench/first-load-js.ts, so both measure the same.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router's production build. Its package exports only `dist/development` (a known upstream issue,
 * remix-run/react-router#12532 and #14102), so a plain Vite build shipped the development build with
 * `ENABLE_DEV_WARNINGS = true`: dev-only warnings and checks at runtime. `dist/production` is the same code
 * without them.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** Exact-match aliases: `react-dom/server` stays unaliased (the browser never imports it). */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react-router$/, replacement: path.join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') },
];

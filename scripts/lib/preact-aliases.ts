// The browser bundle's React is Preact's compatibility layer (ADR 029): React renders the HTML on the server
// (streaming SSR, ADR 002) and Preact hydrates it, 47 KB instead of 104 KB of framework JavaScript per page.
// React Router, TanStack Query and zustand import `react` as usual; these aliases point those imports at
// preact/compat in the Vite build only. Type-checking, the worker and the tests keep React's own packages.
// Used by vite.config.ts and by the framework floor of bench/first-load-js.ts, so both measure the same.
import type { Alias } from 'vite';

/** Exact-match aliases: `react-dom/server` stays unaliased (the browser never imports it). */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
];

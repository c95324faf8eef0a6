// React Router's production build for the browser bundle. Its package exports only `dist/development` (a known
// upstream issue, remix-run/react-router#12532 and #14102), so a plain Vite build shipped the development build
// with `ENABLE_DEV_WARNINGS = true`: dev-only warnings and checks at runtime. `dist/production` is the same code
// without them. React itself is not aliased: the browser hydrates with the same React the worker renders with
// (docs/decisions/061-react-hydrates.md). Used by vite.config.ts and by the framework floor of
// bench/first-load-js.ts, so both measure the same.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/** Exact-match aliases of React Router's two entry points. */
export const REACT_ROUTER_PRODUCTION_ALIASES: Alias[] = [
  { find: /^react-router$/, replacement: path.join(REACT_ROUTER_PRODUCTION, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(REACT_ROUTER_PRODUCTION, 'dom-export.mjs') },
];

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PREACT_ALIASES } from './scripts/lib/preact-aliases.ts';

// The browser bundle only. The worker is bundled by wrangler; it reads the manifest to find the
// hashed entry (tooling note G9). React's API in the browser is preact/compat (ADR 029).
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  resolve: { alias: PREACT_ALIASES },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      input: 'client/entry.browser.tsx',
      onwarn(warning, warn) {
        // React Router reads React's useOptimistic only where it exists; preact/compat has none (ADR 029).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // The libraries every page hydrates with go in one chunk of their own: it compresses better than the
        // pieces the default split makes (about 1 KB gzip less per page) and its hash only changes when a
        // library does, so a deploy of app code leaves it in the browser's and the service worker's cache.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules\/(preact|react-router|@tanstack|zustand)\// }],
        },
      },
    },
  },
});

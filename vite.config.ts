import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The browser bundle only. The worker is bundled by wrangler; it reads the manifest to find the
// hashed entry (tooling note G9).
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    rollupOptions: {
      input: 'client/entry.browser.tsx',
      output: {
        // The libraries every page hydrates with go in one chunk of their own: it compresses better than the
        // pieces the default split makes (about 1 KB gzip less per page) and its hash only changes when a
        // library does, so a deploy of app code leaves it in the browser's and the service worker's cache.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules\/(react|react-dom|react-router|scheduler|@tanstack|zustand)\// },
          ],
        },
      },
    },
  },
});

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
    rollupOptions: { input: 'client/entry.browser.tsx' },
  },
});

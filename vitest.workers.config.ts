import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';

// Integration tests inside workerd (tooling note §3.4): the real worker, real D1, real Cache API.
// D1 storage is fresh in every test file; tests seed what they need.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  return {
    // wrangler.toml defines NODE_ENV=production (React's production build), so JSX must be compiled
    // for the production runtime too: the development runtime's jsxDEV does not exist there.
    oxc: { jsx: { development: false } },
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      include: ['tests/**/*.integration.test.ts'],
      setupFiles: ['./tests/support/workerd/apply-migrations.ts'],
      testTimeout: 30_000,
    },
  };
});

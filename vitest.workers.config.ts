import net from 'node:net';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';

// Integration tests inside workerd (tooling note §3.4): the real worker, real D1, real Cache API.
// D1 storage is fresh in every test file; tests seed what they need.

/** First free loopback port of 8880-8889 (our range), so two concurrent test runs do not collide. */
async function freeLoopbackPort(): Promise<number> {
  for (let port = 8881; port <= 8889; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port in 8881-8889 for the fake upstream API');
}

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'migrations'));
  const upstreamPort = await freeLoopbackPort();
  return {
    // wrangler.toml defines NODE_ENV=production (React's production build), so JSX must be compiled
    // for the production runtime too: the development runtime's jsxDEV does not exist there.
    oxc: { jsx: { development: false } },
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            FAKE_UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
            // Test value of the purge secret (ADR 016: never in wrangler.toml, which `wrangler deploy` uploads).
            INVALIDATE_KEY: 'test-invalidate-key',
            // The tests run as the local development start does (ADR 057); a deployed worker's answers are
            // tested by passing the env without it.
            LOCAL_DEVELOPMENT: 'on',
            // Mode of the fuzz suite (tests/worker/fuzz/support/fuzz-config.ts, issue 8): empty = the default
            // fixed seed and run count; `npm run fuzz` sets them (tests/worker/fuzz/long-run.mjs).
            FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
            FUZZ_SEED: process.env.FUZZ_SEED ?? '',
            FUZZ_EXPLORE: process.env.FUZZ_EXPLORE ?? '',
          },
          // A stand-in remote vue-storefront-api for tests/worker/api-proxy + edge-cache: an auxiliary
          // worker on a real loopback socket (FAKE_UPSTREAM_URL), so the proxy is tested over real HTTP (ADR 012).
          workers: [
            {
              name: 'fake-upstream',
              modules: true,
              scriptPath: path.join(import.meta.dirname, 'tests/worker/api-proxy/fake-upstream.mjs'),
              compatibilityDate: '2026-04-20',
              unsafeDirectSockets: [{ host: '127.0.0.1', port: upstreamPort }],
            },
          ],
        },
      }),
    ],
    test: {
      include: ['tests/**/*.integration.test.ts'],
      setupFiles: ['./tests/support/workerd/apply-migrations.ts'],
      testTimeout: 30_000,
    },
  };
});

// The browser tests: @playwright/test drives Debian's Chromium (CHROMIUM_PATH, scripts/ensure-chromium.mjs) against
// one local storefront that `webServer` builds its database for and starts once for the whole run
// (e2e/support/serve-storefront.ts); a test chooses other shop settings on it per context (ADR 063). The one
// other storefront serves the service-worker update test's copy of the client. Each test gets a fresh context; service workers are blocked unless a file is
// about them (`test.use({ serviceWorkers: 'allow' })`): installing one precaches the whole build, ~70 files.
import { defineConfig } from '@playwright/test';
import { ACTION_TIMEOUT_MS, CHROMIUM_ARGS, chromiumPath } from './e2e/support/browser';
import { STOREFRONT_URL, SW_UPDATE_STOREFRONT } from './e2e/support/storefront';

/** Test files at once: one per core of a 2-core CI machine; the storefront itself is a third process. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.test.ts',
  outputDir: 'e2e/artifacts/results',
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // A ceiling, not a speed budget: how fast pages are is measured in bench/, never here.
  timeout: 60_000,
  // A web-first assertion or `expect.poll` waits for a state the page reaches (a count, a message, a stored line);
  // Playwright's 5 s default failed a cart count on a busy 2-core machine while the stock check was on its way.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL: STOREFRONT_URL,
    locale: 'ru-RU',
    actionTimeout: ACTION_TIMEOUT_MS,
    navigationTimeout: ACTION_TIMEOUT_MS,
    serviceWorkers: 'block',
    // Recording a trace costs every test 15-25 % (the axe file: 117 s without, 135 s without DOM snapshots, 145 s
    // with them), so a failure keeps its screenshot and error context, and `--trace retain-on-failure` records one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'node_modules/.bin/tsx e2e/support/serve-storefront.ts',
      url: `${STOREFRONT_URL}/api`,
      // Migrations, the seed and wrangler's start take 15-20 s on a 2-core machine.
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      // The service-worker update test's own copy of the client (e2e/support/storefront.ts says why).
      command: 'node_modules/.bin/tsx e2e/support/serve-storefront.ts --sw-update',
      url: `${SW_UPDATE_STOREFRONT.url}/api`,
      timeout: 180_000,
      reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});

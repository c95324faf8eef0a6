import { defineConfig } from 'vitest/config';

// Browser tests in node: playwright-core drives Debian's Chromium (tooling note §3.3) against ONE real
// `wrangler dev` started by the global setup. Files run one after another: they share that server and
// a 2-core machine, and parallel browsers would only make timings noisy.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for a state the page reaches (a count, a message, a stored line): vitest's default
    // ceiling of 1 s failed a cart count on a busy 2-core CI machine while the stock check was still on its way
    // (session 15). A ceiling, not a speed budget: how fast things are is measured in bench/, never here.
    expect: { poll: { timeout: 10_000 } },
  },
});

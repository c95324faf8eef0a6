// The `test` and `expect` every browser test imports: Playwright's own, with a fresh context and page per test
// (playwright.config.ts: service workers blocked unless a file allows them), page problems recorded from the first
// navigation, and a failure when React reported a hydration problem (a repaired mismatch, a caught or uncaught
// error; ADR 061) or a text was shown before its message group was loaded (ADR 064).
//
//   import { expect, test } from './support/fixtures';
//   test('home renders', async ({ page, problems }) => { await page.goto('/'); expect(problems.pageErrors).toEqual([]); });
import { test as base } from '@playwright/test';
import { HYDRATION_PROBLEM } from '#client/lib/hydration-marks.ts';
import { MISSING_MESSAGE } from '#shared/i18n/translate.ts';
import { ACTION_TIMEOUT_MS, watchPageProblems, type PageProblems } from './browser';
import { STOREFRONT_URL } from './storefront';

/** The last console warnings a failed test prints: enough for one flow, short enough to read in a CI log. */
const MAX_WARNINGS_PRINTED = 40;

export interface BrowserFixtures {
  /** The shared storefront's origin (always set: playwright.config.ts names it). */
  baseURL: string;
  /** Uncaught exceptions and console errors of `page` since it opened. */
  problems: PageProblems;
}

export const test = base.extend<BrowserFixtures>({
  baseURL: async ({ baseURL }, use) => use(baseURL ?? STOREFRONT_URL),
  page: async ({ page }, use, testInfo) => {
    // Waits (a selector, a function, a url) get the same limit as actions: a missing element names its locator
    // long before the 60 s test timeout.
    page.context().setDefaultTimeout(ACTION_TIMEOUT_MS);
    const hydrationProblems: string[] = [];
    const warnings: string[] = [];
    const started = Date.now();
    page.on('console', (message) => {
      // A hydration problem, or a text shown before its message group was loaded (ADR 064).
      if (message.text().startsWith(HYDRATION_PROBLEM) || message.text().startsWith(MISSING_MESSAGE))
        hydrationProblems.push(`${page.url()}: ${message.text()}`);
      if (message.type() === 'warning' || message.type() === 'error')
        warnings.push(`+${Date.now() - started} ms ${message.type()} ${page.url()}: ${message.text()}`);
    });
    await use(page);
    // A failure on a loaded CI machine is read from its log alone: the page's own warnings (a sync that failed,
    // a request that timed out) say what the screenshot cannot.
    if (testInfo.status !== testInfo.expectedStatus && warnings.length > 0)
      console.log(`The page's console warnings and errors:\n${warnings.slice(-MAX_WARNINGS_PRINTED).join('\n')}`);
    if (hydrationProblems.length > 0) throw new Error(`React reported:\n${hydrationProblems.join('\n')}`);
  },
  problems: async ({ page }, use) => {
    await use(watchPageProblems(page));
  },
});

export { expect } from '@playwright/test';

/**
 * One `describe` per case, titled by `title` (Vitest's `describe.each`): the store views, the product types.
 *
 *   describeEach(VIEWS, (view) => `microcart (${view.name} view)`, (view) => { test(…) });
 */
export function describeEach<T>(cases: readonly T[], title: (entry: T) => string, body: (entry: T) => void): void {
  for (const entry of cases) test.describe(title(entry), () => body(entry));
}

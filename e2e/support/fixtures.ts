// The `test` to import in browser tests: one Chromium per test file, a fresh context and page per test,
// page problems recorded from the start, and a screenshot in e2e/artifacts/ when a test fails. Every test fails
// when React reported a hydration problem (a repaired mismatch, a caught or uncaught error; ADR 061).
//
//   import { expect } from 'vitest';
//   import { test } from './support/fixtures';
//   test('home renders', async ({ page, problems }) => { await page.goto('/'); expect(problems.pageErrors).toEqual([]); });
import type { Browser, Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { HYDRATION_PROBLEM } from '#client/lib/hydration-marks.ts';
import { launchBrowser, newContext, saveScreenshot, watchPageProblems, type PageProblems } from './browser';

export interface BrowserFixtures {
  $file: { browser: Browser };
  $test: { baseURL: string; page: Page; problems: PageProblems };
}

export const test = base.extend<BrowserFixtures>({
  browser: [
    async ({}, use) => {
      const browser = await launchBrowser();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  baseURL: async ({}, use) => {
    await use(inject('baseURL'));
  },
  page: async ({ browser, baseURL, task }, use) => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const hydrationProblems: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith(HYDRATION_PROBLEM)) hydrationProblems.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    // Vitest marks the test failed before fixtures are torn down, so the page still shows the failure.
    if (task.result?.state === 'fail') {
      const file = await saveScreenshot(page, task.fullName).catch((error: Error) => `not saved: ${error.message}`);
      console.error(`screenshot of failed test "${task.fullName}": ${file}`);
    }
    await context.close();
    if (hydrationProblems.length > 0) throw new Error(`React reported:\n${hydrationProblems.join('\n')}`);
  },
  problems: async ({ page }, use) => {
    await use(watchPageProblems(page));
  },
});

// A new deploy must take over (the most common complaint about storefront PWAs is stale HTML served
// long after a deploy). A deploy is simulated by changing the served service-worker script, in a copy of
// the client served by the one other storefront of the run (playwright.config.ts). wrangler dev reloads when
// a served file changes, and a reload drops or stalls the requests in flight: changing the shared server's
// files could fail whichever test ran next (ADR 049).
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fromRepoRoot } from '#scripts/lib/project-paths.ts';
import { expect, test } from './support/fixtures';
import { SW_UPDATE_STOREFRONT } from './support/storefront';

// This file is about the service worker: its contexts install it (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const SERVICE_WORKER_FILE = path.join(fromRepoRoot(SW_UPDATE_STOREFRONT.assets), 'service-worker.js');

test.describe('service worker update', () => {
  test('a new deploy takes control and the next navigation is a full page load', async ({ page, problems }) => {
    const baseURL = SW_UPDATE_STOREFRONT.url;
    await page.goto(`${baseURL}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(firstWorker).toMatch(/\/service-worker\.js$/);
    // A marker that survives client-side navigation but not a full page load.
    await page.evaluate(() => {
      const w = window as unknown as { __sameDocument: boolean; __controllerChanges: number };
      w.__sameDocument = true;
      w.__controllerChanges = 0;
      navigator.serviceWorker.addEventListener('controllerchange', () => (w.__controllerChanges += 1));
    });

    const marker = `// deploy ${Date.now()}`;
    await appendFile(SERVICE_WORKER_FILE, `\n${marker}\n`);
    // wrangler dev notices the changed asset; wait until it serves the new script.
    await expect
      .poll(async () => (await (await fetch(`${baseURL}/service-worker.js`)).text()).includes(marker), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            await registration?.update().catch(() => undefined);
            return (window as unknown as { __controllerChanges: number }).__controllerChanges;
          }),
        { timeout: 20_000, intervals: [500] },
      )
      .toBeGreaterThanOrEqual(1);

    // The shopper is not interrupted; the next navigation leaves the old document behind.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Женщинам' }).click();
    await page.waitForURL(/\/zhenshchinam$/);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    expect(problems.pageErrors).toEqual([]);
  });
});

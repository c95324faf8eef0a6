// A new deploy must take over (the most common complaint about storefront PWAs is stale HTML served
// long after a deploy). A deploy is simulated by changing the served service-worker script.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect } from 'vitest';
import { test } from './support/fixtures';

const SERVICE_WORKER_FILE = path.resolve(import.meta.dirname, '..', 'dist/client/service-worker.js');
let original: string | null = null;

afterEach(async () => {
  if (original !== null) await writeFile(SERVICE_WORKER_FILE, original);
  original = null;
});

describe('service worker update', () => {
  test('a new deploy takes control and the next navigation is a full page load', async ({
    page,
    problems,
    baseURL,
  }) => {
    await page.goto('/');
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

    original = await readFile(SERVICE_WORKER_FILE, 'utf8');
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
        { timeout: 20_000, interval: 500 },
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

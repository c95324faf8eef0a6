// A click before the app hydrated happens once the app has, exactly once (ADR 061, client/lib/early-clicks.ts):
// "Add to cart", a filter option and the menu button pressed while the app's code is held back. Without the
// inline script they did nothing: React attaches its listeners at hydrateRoot and replays nothing from before.
// Demo catalogue, seed 1 (ADR 010).
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { notificationMessages, persistedCart, phonePage, waitForHydration } from './support/pages';

const SIMPLE = '/muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';
const SIMPLE_SKU = 'BPK00006';
const DESKTOP = { width: 1280, height: 800 };
/** Long enough for a lost click's effect to have shown if the page had handled it (a stock check answers in ~50 ms). */
const STILL_MS = 500;

/** Holds the entry chunk back until `release()`: the server's HTML is there, the app is not. */
async function holdBackTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.browser-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds a lazily loaded chunk back until `release()`; resolves `requested` once the page asked for it. */
async function holdBackChunk(page: Page, name: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  let asked = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** The message under a control (tied to it by aria-describedby), or null. */
async function errorUnder(page: Page, controlId: string): Promise<string | null> {
  const describedBy = (await page.locator(`#${controlId}`).getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? page.locator(`[id="${errorId}"]`).textContent() : null;
}

async function notHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === undefined);
}

test.describe('clicks before hydration (ADR 061)', () => {
  test('"Add to cart" pressed before the app ran adds the product once it has', async ({ page, problems }) => {
    const release = await holdBackTheApp(page);
    await page.goto(SIMPLE, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await page.waitForTimeout(STILL_MS);
    expect(await notHydrated(page)).toBe(true);
    expect(await notificationMessages(page)).toEqual([]);
    release();
    await waitForHydration(page);
    await expect.poll(() => notificationMessages(page)).toEqual(['Товар добавлен в корзину!']);
    await expect
      .poll(async () => (await persistedCart(page)).map((line) => [line.sku, line.qty]))
      .toEqual([[SIMPLE_SKU, 1]]);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a filter option chosen before the app ran stays as it was, then applies once', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdBackTheApp(page);
    await page.goto('/zhenshchinam', { waitUntil: 'domcontentloaded' });
    const black = page.getByTestId('filters-sidebar').getByRole('checkbox', { name: /^Чёрный \d+$/ });
    await black.click();
    await page.waitForTimeout(STILL_MS);
    expect(await notHydrated(page)).toBe(true);
    // The browser's own toggle was cancelled: the page does not show a choice it has not made.
    expect(await black.isChecked()).toBe(false);
    release();
    await waitForHydration(page);
    await page.waitForURL(/[?&]color=\d+/);
    await expect(black).toBeChecked();
    expect(new URL(page.url()).searchParams.getAll('color')).toHaveLength(1);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the menu button pressed before the app ran opens the menu once it has', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    try {
      const release = await holdBackTheApp(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await page.waitForTimeout(STILL_MS);
      expect(await notHydrated(page)).toBe(true);
      expect(await page.locator('dialog[open]').count()).toBe(0);
      release();
      await waitForHydration(page);
      await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
      expect(await page.locator('dialog[open]').count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });

  test('text typed into the review form and its button pressed before the section’s code came are kept, once', async ({
    page,
    problems,
  }) => {
    // The reviews section loads its code when the shopper comes near it (ADR 071); a small window keeps it out of
    // reach until the form is scrolled to.
    await page.setViewportSize({ width: 1280, height: 400 });
    const section = await holdBackChunk(page, 'reviews-part');
    await page.goto(SIMPLE);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Написать отзыв' });
    await form.getByLabel('Имя').fill('Аня');
    await section.requested;
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await page.waitForTimeout(STILL_MS);
    expect(await errorUnder(page, 'review-title')).toBeNull();
    section.release();
    // The press is made once the form has hydrated: the empty fields say so, the typed name stands.
    await expect.poll(() => errorUnder(page, 'review-title')).toBe('Поле обязательно для заполнения.');
    expect(await errorUnder(page, 'review-detail')).toBe('Поле обязательно для заполнения.');
    expect(await errorUnder(page, 'review-nickname')).toBeNull();
    expect(await form.getByLabel('Имя').inputValue()).toBe('Аня');
    expect(await page.locator('[id$="-error"]').count()).toBe(2);
    expect(problems.pageErrors).toEqual([]);
  });
});

// The default layout in the browser (spec §2 layouts, §4 Panels; issue 9 item 6): the panel primitive
// (client/components/aside.tsx) closes on Esc and on the overlay and gives focus back to its opener,
// keeps Tab inside, and lets one panel be open at a time; on a phone the header is one sticky row whose
// controls are at least 44 × 44 px, and so are the product's option buttons and the notifications'
// buttons. Screenshots of home and product on a phone and a desktop go to /tmp/screens/ for a human look.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { PHONE, phonePage, smallTargets, waitForHydration } from './support/pages';

// Demo catalogue, seed 1 (ADR 010): a configurable women's sneaker.
const PRODUCT_PATH = '/zhenshchinam/obuv/krossovki/krossovki-zhenskie-begovye-severnyi-veter-groza-2100.html';
const DESKTOP = { width: 1280, height: 800 };
const SCREENS_DIR = '/tmp/screens';

/** Describes the focused element: inside the open dialog, the document itself (focus went to the browser's own UI), or elsewhere. */
function focusPlace(page: Page): Promise<'dialog' | 'document' | string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'document';
    if (active.closest('dialog[open]')) return 'dialog';
    return `outside: ${active.outerHTML.slice(0, 120)}`;
  });
}

const openDialogs = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll('dialog[open]')).map((dialog) => dialog.id));

test.describe('panels (client/components/aside.tsx)', () => {
  test('the languages modal: Esc closes it and the focus returns to its opener; the overlay closes it', async ({
    page,
    problems,
  }) => {
    await page.goto(PRODUCT_PATH);
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Выбрать язык' });
    const dialog = page.getByRole('dialog', { name: 'Выберите язык' });
    await opener.click();
    await expect(dialog).toBeVisible();
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    expect(await focusPlace(page)).toBe('dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('header__languages-button'))).toBe(
      true,
    );
    await expect(opener).toHaveAttribute('aria-expanded', 'false');

    // The close button, then a click on the overlay (spec §4: closing turns the overlay off).
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
    expect(problems.pageErrors).toEqual([]);
  });

  test('the mobile menu: Tab stays inside, Esc closes it, focus returns to the menu button', async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await page.goto('/');
      await waitForHydration(page);
      // The inline menu is gone on a phone; the drawer holds it.
      expect(await page.getByRole('navigation', { name: 'Главное меню' }).isVisible()).toBe(false);
      const menuButton = page.getByRole('button', { name: 'Открыть меню' });
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Меню' });
      await expect(drawer).toBeVisible();
      expect(await drawer.getByRole('navigation', { name: 'Главное меню' }).getByRole('link').count()).toBeGreaterThan(
        0,
      );

      // The page behind is inert: Tab and Shift+Tab go round the drawer's controls (and, past the last,
      // through the browser's own UI — the document here), never to the page behind.
      const places: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press('Tab');
        places.push(await focusPlace(page));
      }
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Shift+Tab');
        places.push(await focusPlace(page));
      }
      expect(places.filter((place) => place !== 'dialog' && place !== 'document')).toEqual([]);
      expect(places.filter((place) => place === 'dialog').length).toBeGreaterThan(8);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Открыть меню');
    } finally {
      await page.context().close();
    }
  });

  test('opening a second panel closes the first; focus then returns to the first opener', async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const drawer = page.getByRole('dialog', { name: 'Меню' });
      await expect(drawer).toBeVisible();
      await drawer.getByRole('button', { name: /Выбрать язык/ }).click();
      const languages = page.getByRole('dialog', { name: 'Выберите язык' });
      await expect(languages).toBeVisible();
      expect(await drawer.isVisible()).toBe(false);
      expect(await openDialogs(page)).toEqual(['aside-languages']);
      await page.keyboard.press('Escape');
      await expect.poll(() => openDialogs(page)).toEqual([]);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Открыть меню');
    } finally {
      await page.context().close();
    }
  });

  test('a link in the mobile menu navigates and closes the drawer', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const drawer = page.getByRole('dialog', { name: 'Меню' });
      await drawer.getByRole('link', { name: 'Женщинам' }).click();
      await page.waitForURL(/\/zhenshchinam$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Женщинам');
      await expect.poll(() => openDialogs(page)).toEqual([]);
      // The page behind is interactive again.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    } finally {
      await page.context().close();
    }
  });
});

test.describe('header on a phone (390 × 844)', () => {
  test('one sticky row whose controls are at least 44 × 44 px; option, breadcrumb and notification buttons too', async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await page.goto(PRODUCT_PATH);
      await waitForHydration(page);
      const header = page.locator('header.header');
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      // Every control sits on the one row.
      const tops = await header.locator('a, button').evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().width > 0)
          .map((element) => {
            const rect = element.getBoundingClientRect();
            return Math.round(rect.top + rect.height / 2);
          }),
      );
      expect(tops.length).toBeGreaterThanOrEqual(4);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
      expect(await smallTargets(page, 'header a, header button')).toEqual([]);
      expect(await smallTargets(page, '.variant-picker__value')).toEqual([]);
      expect(await smallTargets(page, '.breadcrumbs a')).toEqual([]);

      // Sticky: still at the top after scrolling.
      await page.evaluate(() => window.scrollTo(0, 800));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect((await header.boundingBox())?.y).toBe(0);

      // A notification's buttons (spec §4 Notifications).
      for (const legend of ['Размер', 'Цвет']) {
        await page
          .getByRole('group', { name: legend })
          .locator('button:not([disabled]):not([aria-disabled="true"])')
          .first()
          .click();
      }
      await page.getByRole('button', { name: 'Добавить в корзину' }).click();
      await page.getByTestId('notification').first().waitFor();
      expect(await page.locator('[data-testid="notification"] :is(a, button)').count()).toBeGreaterThan(0);
      expect(await smallTargets(page, '[data-testid="notification"] a, [data-testid="notification"] button')).toEqual(
        [],
      );
      // The mobile menu's controls.
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await expect(page.getByRole('dialog', { name: 'Меню' })).toBeVisible();
      expect(await smallTargets(page, 'dialog[open] a, dialog[open] button')).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  test('controls use the page font, not the browser default for buttons', async ({ page }) => {
    await page.goto(PRODUCT_PATH);
    await waitForHydration(page);
    const fonts = await page.evaluate(() => {
      const body = getComputedStyle(document.body).fontFamily;
      const controls = Array.from(document.querySelectorAll('button, input, select')).map((element) =>
        getComputedStyle(element),
      );
      return {
        body,
        mismatched: controls.filter((style) => style.fontFamily !== body || style.fontSize === '13.3333px').length,
      };
    });
    expect(fonts.mismatched).toBe(0);
  });
});

test.describe('screenshots for a human look (/tmp/screens/)', () => {
  test('home and product on a phone and a desktop', async ({ browser, baseURL }) => {
    fs.mkdirSync(SCREENS_DIR, { recursive: true });
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const context = await browser.newContext({
        baseURL,
        locale: 'ru-RU',
        viewport,
        isMobile: device === 'phone',
        hasTouch: device === 'phone',
      });
      const page = await context.newPage();
      for (const [name, path] of [
        ['home', '/'],
        ['product', PRODUCT_PATH],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.screenshot({ path: `${SCREENS_DIR}/${name}-${device}.png` });
      }
      if (device === 'phone') {
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await page.getByRole('dialog', { name: 'Меню' }).waitFor();
        // The drawer slides in: the picture is of it open, not half-way.
        await page.waitForFunction(() =>
          (document.getElementById('aside-menu')?.getAnimations({ subtree: true }) ?? []).every(
            (animation) => animation.playState !== 'running',
          ),
        );
        await page.screenshot({ path: `${SCREENS_DIR}/menu-${device}.png` });
      }
      await context.close();
    }
    expect(fs.existsSync(`${SCREENS_DIR}/product-phone.png`)).toBe(true);
  });
});

// Issue 10 in the browser: the mobile menu's levels (drill down, back, the submenu path popped 300 ms after
// the drawer closes: spec §4 Panels, §9), the header's nested menu on a desktop, the size calculator (spec
// §3 size guide / size radar, §8 'Service is not available'), the store locator's city filter, and the home
// page's slider. Demo catalogue, seed 1 (ADR 010).
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { SUBMENU_CLOSE_DELAY_MS } from '#client/app/layouts/submenu.ts';
import { openHydrated, PHONE, phonePage } from './support/pages';
import { installClock, pauseClock } from './support/paused-clock';

const DESKTOP = { width: 1280, height: 800 };

const depth = (page: Page) =>
  page.evaluate(() => document.querySelector('#aside-menu nav')?.getAttribute('data-submenu-depth') ?? null);
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

test.describe('mobile menu levels (client/app/layouts/mobile-menu.tsx)', () => {
  test('drills into a category and back, and opens at the top again 300 ms after closing', async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await openHydrated(page, '/');
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const drawer = page.getByRole('dialog', { name: 'Меню' });
      await expect(drawer).toBeVisible();
      expect(await depth(page)).toBe('0');
      // Top level: each category is a link, and one with subcategories has a drill button beside it.
      expect(await drawer.getByRole('link', { name: 'Женщинам', exact: true }).isVisible()).toBe(true);

      await drawer.getByRole('button', { name: 'Подкатегории: Женщинам' }).click();
      await expect.poll(() => depth(page)).toBe('1');
      // Focus goes to the level's heading, so a screen reader says where the shopper is.
      await expect.poll(() => focusedName(page)).toBe('Женщинам');
      expect(await drawer.getByRole('link', { name: 'Всё в разделе «Женщинам»' }).isVisible()).toBe(true);
      await drawer.getByRole('button', { name: 'Подкатегории: Обувь' }).click();
      await expect.poll(() => depth(page)).toBe('2');
      expect(await drawer.getByRole('link', { name: 'Кроссовки' }).isVisible()).toBe(true);

      // Back: one level up, focus on the button that opened the level.
      await drawer.getByRole('button', { name: 'Назад' }).click();
      await expect.poll(() => depth(page)).toBe('1');
      await expect.poll(() => focusedName(page)).toBe('Подкатегории: Обувь');
      await drawer.getByRole('button', { name: 'Подкатегории: Обувь' }).click();
      await expect.poll(() => depth(page)).toBe('2');

      // Close: the drawer slides out on its level; the path is popped 300 ms later, on the page's clock.
      await installClock(page);
      await pauseClock(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await page.clock.runFor(SUBMENU_CLOSE_DELAY_MS - 1);
      expect(await depth(page)).toBe('2');
      // The timer is set by an effect after the close: on a busy machine it may start after the first run, so
      // each look runs the clock on by the whole delay again.
      await expect
        .poll(async () => {
          await page.clock.runFor(SUBMENU_CLOSE_DELAY_MS);
          return depth(page);
        })
        .toBe('0');
      await page.clock.resume();

      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await expect(drawer).toBeVisible();
      expect(await depth(page)).toBe('0');

      // A link of a deeper level navigates and closes the drawer.
      await drawer.getByRole('button', { name: 'Подкатегории: Мужчинам' }).click();
      await drawer.getByRole('button', { name: 'Подкатегории: Обувь' }).click();
      await drawer.getByRole('link', { name: 'Ботинки' }).click();
      await page.waitForURL(/\/muzhchinam\/obuv\/botinki$/);
      await expect(drawer).toBeHidden();
    } finally {
      await page.context().close();
    }
  });
});

test.describe('header menu on a desktop', () => {
  test('a category opens its subcategories; Esc closes them and returns focus', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Главное меню' }).first();
    const toggle = nav.getByRole('button', { name: 'Подкатегории: Мужчинам' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const boots = nav.getByRole('link', { name: 'Ботинки' }).first();
    expect(await boots.isVisible()).toBe(true);
    await boots.focus();
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedName(page)).toBe('Подкатегории: Мужчинам');
    // Hover opens a panel too.
    await nav.getByRole('link', { name: 'Детям', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'Рюкзаки' }).first()).toBeVisible();
  });
});

test.describe('size calculator (the size guide page and its size radar)', () => {
  test('recommends a size from the measurements, per brand, and marks it in the table', async ({ page, problems }) => {
    await openHydrated(page, '/size-guide');
    const calculator = page.getByTestId('size-calculator');
    const result = page.getByTestId('size-result');
    const submit = calculator.getByRole('button', { name: 'Подобрать размер' });

    // Nothing entered: the spec §5 message under the field.
    await submit.click();
    await expect(calculator.getByText('Поле обязательно для заполнения.')).toBeVisible();

    await calculator.getByLabel('Длина стопы, см').fill('24,5');
    await submit.click();
    await expect.poll(() => result.textContent()).toContain('39 RU');
    expect(await result.textContent()).toContain('40 EU');
    expect(await page.locator('#size-chart-shoes-adult tr[aria-current="true"] th').textContent()).toContain('39');

    // A brand whose shoes run small: a size up.
    await calculator.getByLabel('Бренд').selectOption({ label: 'Северный ветер' });
    await submit.click();
    await expect.poll(() => result.textContent()).toContain('40 RU');

    // Clothing asks for other measurements.
    await calculator.getByLabel('Бренд').selectOption('');
    await calculator.getByLabel('Что подбираем').selectOption('clothing');
    await calculator.getByLabel('Обхват груди, см').fill('88');
    await calculator.getByLabel('Обхват талии, см').fill('70');
    await calculator.getByLabel('Обхват бёдер, см').fill('100');
    await submit.click();
    await expect.poll(() => result.textContent()).toContain('46 RU');

    // Measurements no size is made for.
    await calculator.getByLabel('Обхват груди, см').fill('160');
    await submit.click();
    await expect.poll(() => result.textContent()).toContain('подходящего размера нет');
    expect(problems.pageErrors).toEqual([]);
  });

  test("'Service is not available' as a warning when the size tables cannot be had", async ({ page }) => {
    await openHydrated(page, '/legal');
    // The CMS answers the size guide without its tables: the calculator has nothing to go on.
    await page.route('**/api/ext/cms-data/cmsPageIdentifier/size-guide/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { content: string } };
      body.result.content = '<p>Таблицы скоро появятся.</p>';
      await route.fulfill({ response, json: body });
    });
    await page.locator('footer').getByRole('link', { name: 'Таблица размеров' }).click();
    await page.waitForURL(/\/size-guide$/);
    const calculator = page.getByTestId('size-calculator');
    await expect(calculator.getByText('Сервис недоступен')).toBeVisible();
    await calculator.getByRole('button', { name: 'Подобрать размер' }).click();
    const notification = page.getByTestId('notification').filter({ hasText: 'Сервис недоступен' });
    await expect(notification).toBeVisible();
    expect(await notification.getAttribute('class')).toContain('warning');
  });

  test('the English view, and no page wider than a phone', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await openHydrated(page, '/en/size-guide');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const calculator = page.getByTestId('size-calculator');
      await calculator.getByLabel('Age').selectOption('kids');
      await calculator.getByLabel('Foot length, cm').fill('18.2');
      await calculator.getByRole('button', { name: 'Find my size' }).click();
      await expect.poll(() => page.getByTestId('size-result').textContent()).toContain('30 RU');
    } finally {
      await page.context().close();
    }
  });
});

test.describe('store locator', () => {
  test('filters the stores by city with a labelled select', async ({ page }) => {
    await openHydrated(page, '/stores-modnyi-bereg');
    const cards = page.getByTestId('store-card');
    expect(await cards.count()).toBe(9);
    const city = page.getByLabel('Город', { exact: true });
    await city.focus();
    await city.selectOption('Казань');
    await expect(cards).toHaveCount(1);
    expect(await cards.first().textContent()).toContain('ул. Баумана, 7');
    expect(await page.getByRole('status').filter({ hasText: 'Магазинов:' }).textContent()).toBe('Магазинов: 1');
    expect(new URL(page.url()).searchParams.get('city')).toBe('Казань');
    // The focus stays on the select (no new page), so the shopper can pick another city at once.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await city.selectOption('Москва');
    await expect(cards).toHaveCount(2);
    await city.selectOption('');
    await expect(cards).toHaveCount(9);
    // No third-party map by default.
    expect(await page.getByTestId('store-map').count()).toBe(0);
  });
});

test.describe('home', () => {
  test('the slider moves by its buttons; the footer reaches the store locator', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openHydrated(page, '/');
    const slider = page.getByTestId('home-slider');
    const previous = slider.getByRole('button', { name: 'Предыдущий слайд' });
    const next = slider.getByRole('button', { name: 'Следующий слайд' });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    await expect.poll(() => previous.isDisabled()).toBe(false);
    await expect.poll(() => slider.locator('ul').evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'Магазины' }).click();
    await page.waitForURL(/\/stores-modnyi-bereg$/);
    await expect(page.getByTestId('store-card')).toHaveCount(9);
  });
});

test.describe('footer on a phone', () => {
  test('grouped, labelled link lists whose links are at least 44 × 44 px', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await openHydrated(page, '/');
      const footerNav = page.getByRole('navigation', { name: 'Информация' });
      for (const heading of ['Покупателям', 'О магазине', 'Документы', 'Бренды']) {
        expect(await footerNav.getByRole('heading', { name: heading }).isVisible()).toBe(true);
      }
      const small = await footerNav.getByRole('link').evaluateAll((links) =>
        links
          .map((link) => ({ name: link.textContent, box: link.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small).toEqual([]);
      expect(await footerNav.getByRole('link').count()).toBe(17);
    } finally {
      await page.context().close();
    }
  });
});

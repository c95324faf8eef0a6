// Issue 11 "Variants" in the browser, in both store views: a single colour is chosen from the start so a size
// alone adds the right child; an unavailable combination is shown, aria-disabled, not selectable and warns
// (spec §8); the chosen child goes in the url by replace; the buttons work with the keyboard; a configurable
// whose children are all sold out says 'No available product variants'; axe finds nothing with a variant chosen.
// Products of the deterministic demo catalogue (seed 1, scale 1):
// - KED00010: one colour (Burgundy), sizes 36-42 all in stock;
// - BTS00028: sizes 39-42 in Black and Pink, 42 Black sold out;
// - SND00013: every child sold out;
// - BLT00909: a simple product out of stock.
import type { Page } from 'playwright-core';
import { describeEach, expect, test } from './support/fixtures';
import { axeViolations, axeViolationsWithGalleryOpen, openHydrated, persistedCart } from './support/pages';

const SINGLE_COLOUR = 'muzhchinam/obuv/kedy/kedy-muzhskie-nizkie-severnyi-veter-lada-1900.html';
const ONE_SOLD_OUT = 'zhenshchinam/obuv/botinki/botinki-zhenskie-trekingovye-lesnaya-tropa-dyuna-3700.html';
const ALL_SOLD_OUT = 'zhenshchinam/obuv/sandalii/sandalii-zhenskie-sportivnye-gorodskoi-ritm-polyaris-2200.html';
const SIMPLE_SOLD_OUT = 'zhenshchinam/aksessuary/remni/remen-zhenskii-klassicheskii-gorodskoi-ritm-vega-91800.html';

const VIEWS = [
  {
    name: 'ru',
    prefix: '',
    size: 'Размер',
    colour: 'Цвет',
    burgundy: 'Бордовый',
    black: 'Чёрный',
    pink: 'Розовый',
    addToCart: 'Добавить в корзину',
    added: 'Товар добавлен в корзину!',
    badCombination: 'Такого сочетания нет. Пожалуйста, выберите другое сочетание параметров.',
    noVariants: 'Нет доступных вариантов товара',
    outOfStock: 'Товара нет в наличии, его нельзя добавить в корзину!',
  },
  {
    name: 'en',
    prefix: '/en',
    size: 'Size',
    colour: 'Color',
    burgundy: 'Burgundy',
    black: 'Black',
    pink: 'Pink',
    addToCart: 'Add to cart',
    added: 'Product has been added to the cart!',
    badCombination: 'No such configuration for the product. Please do choose another combination of attributes.',
    noVariants: 'No available product variants',
    outOfStock: 'The product is out of stock and cannot be added to the cart!',
  },
] as const;

function option(page: Page, group: string, value: string) {
  return page.getByRole('group', { name: group }).getByRole('button', { name: value, exact: true });
}

/** The skus of the cart's lines as persisted. */
const cartSkus = async (page: Page) => (await persistedCart(page)).map((line) => line.sku);

describeEach(
  VIEWS,
  (view) => `product variants (${view.name} view)`,
  (view) => {
    test('a single colour is chosen from the start: a size alone adds the right child', async ({ page, problems }) => {
      await openHydrated(page, `${view.prefix}/${SINGLE_COLOUR}`);
      expect(await option(page, view.colour, view.burgundy).getAttribute('aria-pressed')).toBe('true');
      expect(await option(page, view.size, '38').getAttribute('aria-pressed')).toBe('false');

      const historyLength = await page.evaluate(() => history.length);
      await option(page, view.size, '38').click();
      await expect(option(page, view.size, '38')).toHaveAttribute('aria-pressed', 'true');
      // The child goes in the url (`?childSku=`, the url dispatcher's form) by replace: no new history entry.
      await page.waitForURL((url) => url.searchParams.get('childSku') === 'KED00010-38-burgundy');
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      await expect(page.getByText('KED00010-38-burgundy')).toHaveCount(1);

      await page.getByRole('button', { name: view.addToCart }).click();
      await expect.poll(() => page.getByTestId('notification').first().textContent()).toContain(view.added);
      await expect.poll(() => cartSkus(page)).toEqual(['KED00010-38-burgundy']);
      expect(problems.pageErrors).toEqual([]);
    });

    test('an unavailable combination is marked, not selectable and warns; the keyboard chooses', async ({
      page,
      problems,
    }) => {
      await openHydrated(page, `${view.prefix}/${ONE_SOLD_OUT}`);
      // Two colours: nothing chosen yet.
      expect(await option(page, view.colour, view.black).getAttribute('aria-pressed')).toBe('false');

      // 42 exists only in pink (42 black is sold out): choosing 42 selects the pink child, the colour follows.
      await option(page, view.size, '42').click();
      await expect(option(page, view.colour, view.pink)).toHaveAttribute('aria-pressed', 'true');
      await page.waitForURL((url) => url.searchParams.get('childSku') === 'BTS00028-42-pink');

      const black = option(page, view.colour, view.black);
      expect(await black.isVisible()).toBe(true);
      expect(await black.getAttribute('aria-disabled')).toBe('true');
      // Playwright refuses to click an aria-disabled element; a shopper can, with the mouse or the keyboard.
      await black.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('notification').first().textContent()).toContain(view.badCombination);
      expect(await black.getAttribute('aria-pressed')).toBe('false');
      expect(new URL(page.url()).searchParams.get('childSku')).toBe('BTS00028-42-pink');

      // Keyboard: Tab focus and Enter on 41, then Space on Black (available again with 41).
      await option(page, view.size, '41').focus();
      await page.keyboard.press('Enter');
      await expect(option(page, view.size, '41')).toHaveAttribute('aria-pressed', 'true');
      await expect(black).not.toHaveAttribute('aria-disabled');
      await black.focus();
      await page.keyboard.press('Space');
      await expect(black).toHaveAttribute('aria-pressed', 'true');
      await page.waitForURL((url) => url.searchParams.get('childSku') === 'BTS00028-41-black');

      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolationsWithGalleryOpen(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('the url child is chosen on arrival (server render and hydration agree)', async ({ page, problems }) => {
      await openHydrated(page, `${view.prefix}/${ONE_SOLD_OUT}?childSku=BTS00028-40-black`);
      expect(await option(page, view.size, '40').getAttribute('aria-pressed')).toBe('true');
      expect(await option(page, view.colour, view.black).getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByText('BTS00028-40-black').count()).toBe(1);
      expect(problems.consoleErrors.filter((message) => /hydrat/i.test(message))).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test("every child sold out: 'No available product variants' and no Add to cart", async ({ page, problems }) => {
      await openHydrated(page, `${view.prefix}/${ALL_SOLD_OUT}`);
      expect(await page.getByText(view.noVariants, { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: view.addToCart }).count()).toBe(0);
      expect(problems.pageErrors).toEqual([]);
    });

    test('a simple product out of stock says so before any click', async ({ page, problems }) => {
      await openHydrated(page, `${view.prefix}/${SIMPLE_SOLD_OUT}`);
      expect(await page.getByText(view.outOfStock, { exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: view.addToCart }).count()).toBe(0);
      expect(problems.pageErrors).toEqual([]);
    });
  },
);

test('the size guide link opens the calculator with the product’s brand, department and kind', async ({ page }) => {
  await openHydrated(page, `/${ONE_SOLD_OUT}`);
  const link = page.getByRole('link', { name: 'Таблица размеров' }).first();
  expect(await link.getAttribute('href')).toBe('/size-guide?brand=lesnaya-tropa&gender=women&age=adult&style=shoes');
  await link.click();
  await page.waitForURL(/\/size-guide\?/);
  const calculator = page.getByTestId('size-calculator');
  await expect(calculator.getByLabel('Бренд')).toHaveValue('lesnaya-tropa');
  await expect(calculator.getByLabel('Что подбираем')).toHaveValue('shoes');
  await expect(calculator.getByLabel('Пол')).toHaveValue('women');
});

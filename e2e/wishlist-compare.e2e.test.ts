// Issue 14 "Wishlist and compare" in the browser, both store views: 'Add to favorite' on a category tile and on a
// product page → the spec §8 notification ('Product {name} has been added to wishlist!') → the header's wishlist
// panel lists both (axe: no violations) → remove from the panel and from the product page → the empty state;
// 'Add to compare' on two product pages → /compare shows both side by side with their attributes (axe) → remove
// one → another tab of the same browser sees the change (header count, toggle state); on a phone every toggle
// and header entry is at least 44 × 44 px; on a 1024 px tablet the header stays one row. Demo catalogue (seed 1,
// ADR 010): BPK00006 a simple backpack, KED00010 a configurable; /zhenshchinam a category with tiles.
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { axeViolations, notificationMessages, openHydrated, phonePage, smallTargets } from './support/pages';

const CATEGORY = '/zhenshchinam';
const SIMPLE = 'muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';
const CONFIGURABLE = 'muzhchinam/obuv/kedy/kedy-muzhskie-nizkie-severnyi-veter-lada-1900.html';

const VIEWS = [
  {
    name: 'ru',
    prefix: '',
    addFavorite: 'Добавить в избранное',
    removeFavorite: 'Удалить из избранного',
    addCompare: 'Добавить к сравнению',
    removeCompare: 'Удалить из сравнения',
    addedWishlist: (name: string) => `Товар «${name}» добавлен в избранное!`,
    removedWishlist: (name: string) => `Товар «${name}» удалён из избранного!`,
    addedCompare: (name: string) => `Товар «${name}» добавлен к сравнению!`,
    removedCompare: (name: string) => `Товар «${name}» удалён из сравнения!`,
    openWishlist: /^Открыть избранное/,
    wishlistHeading: 'Избранное',
    removeFromPanel: (name: string) => `Удалить ${name} из избранного`,
    compareLink: /^Сравнить товары/,
    compareHeading: 'Сравнение товаров',
    toCompare: 'Перейти к сравнению товаров',
    removeColumn: (name: string) => `Удалить ${name} из сравнения`,
    empty: /^В избранном пока пусто/,
    brand: 'Бренд',
  },
  {
    name: 'en',
    prefix: '/en',
    addFavorite: 'Add to favorite',
    removeFavorite: 'Remove from favorite',
    addCompare: 'Add to compare',
    removeCompare: 'Remove from compare',
    addedWishlist: (name: string) => `Product ${name} has been added to wishlist!`,
    removedWishlist: (name: string) => `Product ${name} has been removed from wishlist!`,
    addedCompare: (name: string) => `Product ${name} has been added to the compare!`,
    removedCompare: (name: string) => `Product ${name} has been removed from compare!`,
    openWishlist: /^Open wishlist/,
    wishlistHeading: 'Wishlist',
    removeFromPanel: (name: string) => `Remove ${name} from favorite`,
    compareLink: /^Compare products/,
    compareHeading: 'Compare Products',
    toCompare: 'Go to compare products',
    removeColumn: (name: string) => `Remove ${name} from compare`,
    empty: /^Your wishlist is empty/,
    brand: 'Brand',
  },
] as const;

/** Opens a page and waits until the device's wishlist and compare list are read (the header counts say so). */
async function openReady(page: Page, path: string): Promise<void> {
  await openHydrated(page, path);
  await page.locator('[data-testid="wishlist-count"][data-loaded="true"]').waitFor({ state: 'attached' });
  await page.locator('[data-testid="compare-count"][data-loaded="true"]').waitFor({ state: 'attached' });
}

/** The toggles of the product page (not those of its related tiles). */
const productInfo = (page: Page) => page.locator('.product__info');

async function pressedOf(button: Locator): Promise<string | null> {
  return button.getAttribute('aria-pressed');
}

for (const view of VIEWS) {
  test.describe(`wishlist and compare, ${view.name} store view`, () => {
    test('favorite from a tile and a product page → notifications → the wishlist panel → remove', async ({
      page,
      problems,
    }) => {
      await openReady(page, `${view.prefix}${CATEGORY}`);
      const tile = page.locator('li.product-tile').first();
      const tileName = (await tile.locator('a.product-tile__link').getAttribute('aria-label')) ?? '';
      expect(tileName).not.toBe('');
      const tileToggle = tile.getByRole('button', { name: view.addFavorite });
      expect(await pressedOf(tileToggle)).toBe('false');
      await tileToggle.click();
      await expect.poll(() => notificationMessages(page)).toContain(view.addedWishlist(tileName));
      const pressedTile = tile.getByRole('button', { name: view.removeFavorite });
      expect(await pressedOf(pressedTile)).toBe('true');
      await expect(page.getByTestId('wishlist-count')).toHaveText('1');

      await openReady(page, `${view.prefix}/${SIMPLE}`);
      const productName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      await productInfo(page).getByRole('button', { name: view.addFavorite }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.addedWishlist(productName));
      expect(await pressedOf(productInfo(page).getByRole('button', { name: view.removeFavorite }))).toBe('true');
      await expect(page.getByTestId('wishlist-count')).toHaveText('2');

      // The panel: both products, newest first, each linking to its page; axe finds nothing.
      const opener = page.getByRole('button', { name: view.openWishlist });
      await opener.click();
      const panel = page.getByRole('dialog', { name: view.wishlistHeading });
      await panel.getByTestId('wishlist-items').waitFor();
      expect(await panel.locator('.wishlist-item__name').allTextContents()).toEqual([productName, tileName]);
      expect(await panel.locator('.wishlist-item__image').count()).toBe(2);
      expect(await panel.locator('.wishlist-item .price').count()).toBe(2);
      expect(await axeViolations(page)).toEqual([]);

      // Remove the tile's product in the panel: its notification, one line left.
      await panel.getByRole('button', { name: view.removeFromPanel(tileName) }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.removedWishlist(tileName));
      await expect.poll(() => panel.locator('.wishlist-item__name').allTextContents()).toEqual([productName]);
      // Esc closes the panel and focus goes back to the header button.
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

      // The product page's toggle removes the other; the panel then shows its empty state.
      await productInfo(page).getByRole('button', { name: view.removeFavorite }).click();
      await expect.poll(() => notificationMessages(page)).toContain(view.removedWishlist(productName));
      expect(await pressedOf(productInfo(page).getByRole('button', { name: view.addFavorite }))).toBe('false');
      await opener.click();
      await expect.poll(() => panel.getByTestId('wishlist-empty').textContent()).toMatch(view.empty);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('compare two products side by side, remove one; another tab follows', async ({ page, problems }) => {
      const names: string[] = [];
      for (const path of [SIMPLE, CONFIGURABLE]) {
        await openReady(page, `${view.prefix}/${path}`);
        const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        await productInfo(page).getByRole('button', { name: view.addCompare }).click();
        await expect.poll(() => notificationMessages(page)).toContain(view.addedCompare(name));
        expect(await pressedOf(productInfo(page).getByRole('button', { name: view.removeCompare }))).toBe('true');
        names.push(name);
      }
      await expect(page.getByTestId('compare-count')).toHaveText('2');

      // A second tab of the same browser opens /compare from the header link.
      const other = await page.context().newPage();
      await openReady(other, `${view.prefix}/`);
      await other.getByRole('link', { name: view.compareLink }).click();
      await other.getByRole('heading', { level: 1, name: view.compareHeading }).waitFor();
      const table = other.getByTestId('compare-table');
      await table.waitFor();
      expect(await table.locator('thead th[scope="col"] a').allTextContents()).toEqual(names);
      // Side by side: the columns' left edges grow from the first to the second.
      const lefts = await table
        .locator('thead th[scope="col"]')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().left));
      expect(lefts[1]).toBeGreaterThan(lefts[0] ?? 0);
      // The comparable attributes, named in the view, one value per product.
      const brandRow = table.locator('tbody tr[data-attribute="brand"]');
      expect(await brandRow.locator('th').textContent()).toBe(view.brand);
      expect(await brandRow.locator('td').count()).toBe(2);
      expect(await axeViolations(other)).toEqual([]);

      // Remove the first in the second tab: the notification there, one column left, the first tab follows.
      await table.getByRole('button', { name: view.removeColumn(names[0] ?? '') }).click();
      await expect.poll(() => notificationMessages(other)).toContain(view.removedCompare(names[0] ?? ''));
      await expect.poll(() => table.locator('thead th[scope="col"] a').allTextContents()).toEqual([names[1]]);
      await expect(page.getByTestId('compare-count')).toHaveText('1');
      // The first tab is on the second product: it is still compared there.
      expect(await pressedOf(productInfo(page).getByRole('button', { name: view.removeCompare }))).toBe('true');
      // A reload keeps the list (IndexedDB).
      await openReady(other, `${view.prefix}/compare`);
      await expect
        .poll(() => other.getByTestId('compare-table').locator('thead th[scope="col"] a').allTextContents())
        .toEqual([names[1]]);
      expect(problems.pageErrors).toEqual([]);
      await other.close();
    });
  });
}

test.describe('the header with the wishlist entry', () => {
  test('stays one row on a 1024 px tablet in both views; the panel links to /compare there', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const view of VIEWS) {
      await openReady(page, `${view.prefix}/${SIMPLE}`);
      expect((await page.locator('header.header').boundingBox())?.height).toBeLessThanOrEqual(64);
      await page.getByRole('button', { name: view.openWishlist }).click();
      const panel = page.getByRole('dialog', { name: view.wishlistHeading });
      await panel.getByRole('link', { name: view.toCompare }).click();
      await page.getByRole('heading', { level: 1, name: view.compareHeading }).waitFor();
    }
  });
});

test.describe('wishlist and compare on a phone (390 × 844)', () => {
  test('tile and product page toggles and the header entries are at least 44 × 44 px', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    try {
      await openReady(page, CATEGORY);
      expect(await page.locator('li.product-tile .saved-toggle').count()).toBeGreaterThan(2);
      expect(await smallTargets(page, 'li.product-tile .saved-toggle')).toEqual([]);
      // The first row's buttons are in one line, however many lines each tile's name and price take.
      const actionTops = await page
        .locator('li.product-tile .product-actions')
        .evaluateAll((actions) => actions.slice(0, 2).map((action) => Math.round(action.getBoundingClientRect().top)));
      expect(new Set(actionTops).size).toBe(1);
      // The compare link gives way on phones (the wishlist panel links to /compare), the wishlist entry stays.
      expect(await page.getByTestId('wishlist-button').isVisible()).toBe(true);
      expect(await smallTargets(page, '[data-testid="wishlist-button"], [data-testid="compare-link"]')).toEqual([]);
      await openReady(page, `/${SIMPLE}`);
      expect(await smallTargets(page, '.product__info .saved-toggle')).toEqual([]);
      // The header is still one row with them in it.
      const tops = await page
        .locator('header.header')
        .locator('a, button')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getBoundingClientRect().width > 0)
            .map((element) => Math.round(element.getBoundingClientRect().top)),
        );
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
      // The compare list is one tap away from the header still: in the mobile menu, by name, at least 44 px.
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      const menu = page.getByRole('dialog', { name: 'Меню' });
      const compare = menu.getByRole('link', { name: /^Сравнить товары/ });
      await expect(compare).toBeVisible();
      expect(await smallTargets(page, '[data-testid="menu-compare-link"]')).toEqual([]);
      await compare.click();
      await page.getByRole('heading', { level: 1, name: VIEWS[0].compareHeading }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});

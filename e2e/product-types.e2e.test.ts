// Issue 11 "Product types" in the browser, in both store views: a grouped product with two quantities adds two
// lines; a bundle with its default options costs its listing price and adds one line holding its bundle_options; a gift card (no size, no
// shipping) and a care guide are added; a custom option with a percent price changes the shown price by exactly
// that share and the line's price includes it; a required custom option left empty gives the hint; an expired
// special price shows only the regular price; axe finds nothing on a page of each type. The products are found
// through the catalogue API by type (the demo catalogue, seed 1), and the expected prices are computed from the
// API's documents, not from the page.
import type { Page } from 'playwright-core';
import { formatPrice } from '#shared/domain/money.ts';
import { describeEach, expect, test } from './support/fixtures';
import { axeViolations, axeViolationsWithGalleryOpen, openHydrated, persistedCart } from './support/pages';

const VIEWS = [
  {
    name: 'ru',
    prefix: '',
    index: 'vue_storefront_catalog',
    store: 'ru',
    addToCart: 'Добавить в корзину',
    quantity: 'Количество',
    size: 'Размер',
    chooseQuantities: 'Укажите количество хотя бы одного товара.',
    chooseMaking: 'Выберите: срок изготовления.',
    making: 'Срок изготовления',
    express: 'Срочный, 1 день (+10 %)',
    noShipping: 'Доставка не требуется: подарочную карту пришлём на электронную почту.',
    download: 'Электронный файл (PDF): ссылка для скачивания придёт после оплаты.',
  },
  {
    name: 'en',
    prefix: '/en',
    index: 'vue_storefront_catalog_en',
    store: 'en',
    addToCart: 'Add to cart',
    quantity: 'Quantity',
    size: 'Size',
    chooseQuantities: 'Please enter the quantity of at least one product.',
    chooseMaking: 'Please choose: making time.',
    making: 'Making time',
    express: 'Express, 1 day (+10 %)',
    noShipping: 'No shipping needed: the gift card is sent by email.',
    download: 'A download (PDF): the link arrives after payment.',
  },
] as const;

interface Doc {
  sku: string;
  name: string;
  url_path: string;
  type_id: string;
  price_incl_tax: number;
  product_links?: Array<{ linked_product_sku: string }>;
  bundle_options?: Array<{
    option_id: number;
    product_links: Array<{ id: string; sku: string; is_default: boolean; qty: number; price: number }>;
  }>;
  special_price?: number | null;
  special_to_date?: string | null;
}

/** Catalogue search through the public API (contract §2), filters as `_appliedFilters`. */
async function search(page: Page, index: string, filters: unknown[], size = 1): Promise<Doc[]> {
  const request = { _appliedFilters: filters, _availableFilters: [], _appliedSort: [], _searchText: '' };
  const response = await page.request.get(`/api/catalog/${index}/product/_search`, {
    params: { request_format: 'search-query', request: JSON.stringify(request), size: String(size) },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { hits: { hits: Array<{ _source: Doc }> } }).hits.hits.map((hit) => hit._source);
}

/** The first visible, enabled product with these filters. */
async function firstProduct(page: Page, index: string, filters: unknown[]): Promise<Doc> {
  const [doc] = await search(page, index, [
    ...filters,
    { attribute: 'visibility', value: { in: [2, 4] } },
    { attribute: 'status', value: { eq: 1 } },
  ]);
  if (!doc) throw new Error(`no product for ${JSON.stringify(filters)}`);
  return doc;
}

const ofType = (type: string) => [{ attribute: 'type_id', value: { eq: type } }];

async function bySkus(page: Page, index: string, skus: readonly string[]): Promise<Map<string, Doc>> {
  const docs = await search(page, index, [{ attribute: 'sku', value: { in: skus } }], skus.length);
  return new Map(docs.map((doc) => [doc.sku, doc]));
}

/** The page's main price (the amount to pay). */
const shownPrice = (page: Page) => page.locator('.product__info > .price .price__current').textContent();

/** Waits until the cart holds `count` lines (the add runs a stock check first). */
async function cartWith(page: Page, count: number) {
  await expect.poll(async () => (await persistedCart(page)).length, { timeout: 15_000 }).toBe(count);
  return persistedCart(page);
}

describeEach(
  VIEWS,
  (view) => `product types (${view.name} view)`,
  (view) => {
    test('grouped: two quantities give two lines at their own prices; none gives the hint', async ({
      page,
      problems,
    }) => {
      const grouped = await firstProduct(page, view.index, ofType('grouped'));
      const skus = (grouped.product_links ?? []).map((link) => link.linked_product_sku);
      const linked = await bySkus(page, view.index, skus);
      const [first, second, third] = skus.map((sku) => linked.get(sku) as Doc);
      if (!first || !second || !third) throw new Error('a look has three products');
      await openHydrated(page, `${view.prefix}/${grouped.url_path}`);

      // The price starts from the sum of the default items at qty 1.
      const sum = first.price_incl_tax + second.price_incl_tax + third.price_incl_tax;
      expect(await shownPrice(page)).toBe(formatPrice(sum, view.store));
      const qty = (doc: Doc) => page.getByRole('spinbutton', { name: `${doc.name} ${view.quantity}`, exact: true });
      expect(await qty(first).inputValue()).toBe('1');

      for (const doc of [first, second, third]) await qty(doc).fill('0');
      await page.getByRole('button', { name: view.addToCart }).click();
      expect(await page.getByRole('alert').textContent()).toBe(view.chooseQuantities);

      await qty(first).fill('2');
      await qty(third).fill('1');
      expect(await shownPrice(page)).toBe(formatPrice(first.price_incl_tax * 2 + third.price_incl_tax, view.store));
      await page.getByRole('button', { name: view.addToCart }).click();
      const lines = await cartWith(page, 2);
      expect(lines.map((line) => [line.sku, line.parentSku, line.qty, line.price])).toEqual([
        [first.sku, grouped.sku, 2, first.price_incl_tax],
        [third.sku, grouped.sku, 1, third.price_incl_tax],
      ]);
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolationsWithGalleryOpen(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('bundle: the default options go in as one line with its bundle_options', async ({ page, problems }) => {
      const bundle = await firstProduct(page, view.index, ofType('bundle'));
      const options = bundle.bundle_options ?? [];
      const defaults = options.map((option) => option.product_links.find((link) => link.is_default));
      const linked = await bySkus(
        page,
        view.index,
        defaults.map((link) => link?.sku ?? ''),
      );
      // The default links' prices: the price the platform gives the bundle document (and its listing tile).
      const price = defaults.reduce((sum, link) => sum + (link?.price ?? 0), 0);
      expect(price).toBe(bundle.price_incl_tax);
      await openHydrated(page, `${view.prefix}/${bundle.url_path}`);
      expect(await shownPrice(page)).toBe(formatPrice(price, view.store));
      for (const link of defaults) {
        expect(await page.getByRole('radio', { name: linked.get(link?.sku ?? '')?.name ?? '?' }).isChecked()).toBe(
          true,
        );
      }

      await page.getByRole('button', { name: view.addToCart }).click();
      const [line] = await cartWith(page, 1);
      expect([line?.sku, line?.qty, line?.price]).toEqual([bundle.sku, 1, price]);
      expect(line?.product_option?.extension_attributes.bundle_options).toEqual(
        options.map((option, o) => ({
          option_id: option.option_id,
          option_qty: 1,
          option_selections: [Number(defaults[o]?.id)],
        })),
      );
      expect(line?.options.map((option) => option.value)).toEqual(
        defaults.map((link) => `${linked.get(link?.sku ?? '')?.name ?? ''} × 1`),
      );
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolationsWithGalleryOpen(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('gift card: no size, no shipping; care guide: a download; both go in the cart', async ({ page }) => {
      const card = await firstProduct(page, view.index, ofType('virtual'));
      await openHydrated(page, `${view.prefix}/${card.url_path}`);
      expect(await page.getByRole('group', { name: view.size }).count()).toBe(0);
      expect(await page.getByTestId('product-type-note').textContent()).toBe(view.noShipping);
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolationsWithGalleryOpen(page)).toEqual([]);
      await page.getByRole('button', { name: view.addToCart }).click();
      const [cardLine] = await cartWith(page, 1);
      expect([cardLine?.sku, cardLine?.price]).toEqual([card.sku, card.price_incl_tax]);

      const guide = await firstProduct(page, view.index, ofType('downloadable'));
      await openHydrated(page, `${view.prefix}/${guide.url_path}`);
      expect(await page.getByTestId('product-type-note').textContent()).toBe(view.download);
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolationsWithGalleryOpen(page)).toEqual([]);
      await page.getByRole('button', { name: view.addToCart }).click();
      const lines = await cartWith(page, 2);
      expect(lines.map((line) => line.sku)).toEqual([card.sku, guide.sku]);
    });

    test('custom options: a required one missing gives the hint; a percent price changes the price exactly', async ({
      page,
      problems,
    }) => {
      const bag = await firstProduct(page, view.index, [{ attribute: 'has_options', value: { eq: '1' } }]);
      await openHydrated(page, `${view.prefix}/${bag.url_path}`);
      expect(await shownPrice(page)).toBe(formatPrice(bag.price_incl_tax, view.store));
      expect(await axeViolations(page)).toEqual([]);
      expect(await axeViolationsWithGalleryOpen(page)).toEqual([]);

      await page.getByRole('button', { name: view.addToCart }).click();
      expect(await page.getByRole('alert').textContent()).toBe(view.chooseMaking);

      await page.getByRole('combobox', { name: new RegExp(`^${view.making}`) }).selectOption({ label: view.express });
      // The choice clears the hint.
      expect(await page.getByRole('alert').count()).toBe(0);
      const withExpress = Math.round(bag.price_incl_tax * 1.1 * 100) / 100;
      expect(await shownPrice(page)).toBe(formatPrice(withExpress, view.store));
      await page.getByRole('button', { name: view.addToCart }).click();
      const [line] = await cartWith(page, 1);
      expect([line?.sku, line?.price]).toEqual([bag.sku, withExpress]);
      expect(line?.product_option?.extension_attributes.custom_options).toEqual([
        { option_id: expect.any(String) as unknown as string, option_value: expect.any(String) as unknown as string },
      ]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('an expired special price shows only the regular price', async ({ page }) => {
      const [expired] = await search(page, view.index, [
        { attribute: 'special_to_date', value: { eq: '2025-06-30 23:59:59' } },
        { attribute: 'visibility', value: { in: [2, 4] } },
        { attribute: 'status', value: { eq: 1 } },
      ]);
      if (!expired) throw new Error('the catalogue has expired special prices');
      await openHydrated(page, `${view.prefix}/${expired.url_path}`);
      const price = page.locator('.product__info > .price');
      expect(await price.locator('s').count()).toBe(0);
      expect(await page.getByTestId('price-saving').count()).toBe(0);
      expect(await price.locator('.price__current').textContent()).toBe(
        formatPrice(expired.price_incl_tax, view.store),
      );
    });
  },
);

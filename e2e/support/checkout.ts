// Shared steps of the checkout's browser tests (issue 13): the two store views' words (supplement §6, spec §5),
// adding a product from its page, and filling the four steps with valid details.
import { expect } from '@playwright/test';
import { codOrderBody } from '#tests/support/cod-order.ts';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { openHydrated, persistedCart } from './pages';

export const SIMPLE = 'muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';
export const CONFIGURABLE = 'muzhchinam/obuv/kedy/kedy-muzhskie-nizkie-severnyi-veter-lada-1900.html';

export const CHECKOUT_VIEWS = [
  {
    name: 'ru',
    prefix: '',
    index: 'vue_storefront_catalog',
    addToCart: 'Добавить в корзину',
    size: 'Размер',
    open: 'Открыть мини-корзину',
    cartHeading: 'Корзина',
    increase: (name: string) => `Увеличить количество: ${name}`,
    coupon: 'Промокод',
    apply: 'Применить',
    proceed: 'Оформить заказ',
    steps: ['Личные данные', 'Доставка', 'Оплата', 'Проверка заказа'],
    submit: ['Перейти к доставке', 'Перейти к оплате', 'Перейти к проверке заказа', 'Оформить заказ'],
    field: {
      firstName: 'Имя',
      lastName: 'Фамилия',
      email: 'Электронная почта',
      street: 'Улица и дом',
      city: 'Город',
      zip: 'Индекс',
      phone: 'Телефон',
      company: 'Компания',
      taxId: 'ИНН',
    },
    invoice: 'Счёт для юридических лиц (банковский перевод)',
    cod: 'Оплата при получении',
    acceptTerms: 'Я принимаю условия использования',
    messages: {
      required: 'Поле обязательно для заполнения.',
      email: 'Укажите правильный адрес электронной почты.',
      latinOnly: 'Допускаются только латинские буквы.',
      firstNameMin: 'Имя должно содержать не меньше 2 букв.',
      lastNameMin: 'Фамилия должна содержать не меньше 3 букв.',
      zipMin: 'Индекс должен содержать не меньше 3 символов.',
      taxIdMin: 'ИНН должен содержать не меньше 3 символов.',
      city: 'Укажите правильное название города.',
      terms: 'Необходимо принять условия использования.',
      fixErrors: 'Исправьте ошибки в форме и проверьте, что все данные верны.',
    },
    thankYou: 'Спасибо за заказ!',
    orderNumber: (number: string) => `Номер заказа: ${number}`,
    paymentInformation: 'Информация об оплате',
    cashOnDelivery: 'Вы оплатите этот заказ при получении.',
    notFound: 'Заказ не найден',
    emptyCart: 'Корзина пуста. Добавьте товары, прежде чем оформлять заказ.',
  },
  {
    name: 'en',
    prefix: '/en',
    index: 'vue_storefront_catalog_en',
    addToCart: 'Add to cart',
    size: 'Size',
    open: 'Open microcart',
    cartHeading: 'Shopping cart',
    increase: (name: string) => `Increase the quantity of ${name}`,
    coupon: 'Discount code',
    apply: 'Apply',
    proceed: 'Proceed to checkout',
    steps: ['Personal Details', 'Shipping', 'Payment', 'Review order'],
    submit: ['Continue to shipping', 'Continue to payment', 'Go review the order', 'Place the order'],
    field: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      street: 'Street and house',
      city: 'City',
      zip: 'Zip-code',
      phone: 'Phone number',
      company: 'Company',
      taxId: 'Tax ID (INN)',
    },
    invoice: 'Invoice for companies (bank transfer)',
    cod: 'Cash on delivery',
    acceptTerms: 'I accept the terms and conditions',
    messages: {
      required: 'Field is required.',
      email: 'Please provide valid e-mail address.',
      latinOnly: 'Only Latin alphabet characters are accepted.',
      firstNameMin: 'First name needs at least 2 letters.',
      lastNameMin: 'Last name needs at least 3 letters.',
      zipMin: 'Zip-code needs at least 3 letters.',
      taxIdMin: 'Tax ID needs at least 3 letters.',
      city: 'Please provide valid city name.',
      terms: 'You must accept the terms and conditions.',
      fixErrors: 'Please fix the validation errors. Please check if all data are correct.',
    },
    thankYou: 'Thank you for your order!',
    orderNumber: (number: string) => `Order number: ${number}`,
    paymentInformation: 'Payment Information',
    cashOnDelivery: 'You are going to pay for this order upon delivery.',
    notFound: 'Order not found',
    emptyCart: 'Shopping cart is empty. Please add some products before entering Checkout.',
  },
] as const;

export type CheckoutView = (typeof CHECKOUT_VIEWS)[number];

/** Opens a product page, chooses the last size that can be chosen (if any) and adds it; answers its name. */
export async function addProduct(page: Page, view: CheckoutView, path: string, expectedCount: number): Promise<string> {
  await openHydrated(page, `${view.prefix}/${path}`);
  return addOpenProduct(page, view, expectedCount);
}

/** Adds the product of the page already open (its last size that can be chosen, if any); answers its name. */
export async function addOpenProduct(page: Page, view: CheckoutView, expectedCount: number): Promise<string> {
  const sizes = page.getByRole('group', { name: view.size });
  if ((await sizes.count()) > 0) {
    const size = sizes.locator('button:not([disabled]):not([aria-disabled="true"])').last();
    await size.click();
    await expect.poll(() => size.getAttribute('aria-pressed')).toBe('true');
  }
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: view.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText(String(expectedCount), { timeout: 15_000 });
  // The count changes at once, the device's copy a moment later: a page left before that write finished
  // loses the line (the browser aborts an unfinished IndexedDB write as the document goes).
  await expect
    .poll(async () => (await persistedCart(page)).reduce((sum, line) => sum + line.qty, 0))
    .toBe(expectedCount);
  return name;
}

export const step = (page: Page, key: string) => page.getByTestId(`checkout-step-${key}`);

/** The message shown under a field (tied to it by aria-describedby). */
export async function errorOf(field: Locator): Promise<string | null> {
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return field.page().locator(`[id="${errorId}"]`).textContent();
}

/**
 * The review step's message (empty while none), or '' once the page has left the checkout. It reads what is there
 * without waiting: the page may leave for the thank-you page between a check and a read.
 */
export const placeMessage = async (page: Page) =>
  (await page.getByTestId('checkout-order-message').allTextContents())[0] ?? '';

export const alertOf = (section: Locator) => section.getByRole('alert').first().textContent();

/** Fills every step with valid details (a Russian address, `payment` chosen) up to the open review step. */
/** Step 1 with a valid name and e-mail, sent: the shipping step (or payment, for a virtual cart) opens next. */
export async function fillPersonalDetails(page: Page, view: CheckoutView): Promise<void> {
  const personal = step(page, 'personalDetails');
  await personal.getByRole('textbox').first().waitFor();
  await personal.getByLabel(view.field.firstName).fill('Анна');
  await personal.getByLabel(view.field.lastName).fill('Петрова');
  await personal.getByLabel(view.field.email).fill('anna@example.ru');
  await personal.getByRole('button', { name: view.submit[0] }).click();
}

export async function fillValidCheckout(page: Page, view: CheckoutView, payment: 'cod' | 'invoice' = 'cod') {
  await fillPersonalDetails(page, view);
  const shipping = step(page, 'shipping');
  await expect.poll(() => shipping.getAttribute('data-state')).toBe('open');
  await shipping.getByLabel(view.field.street).fill('ул. Ленина, 5');
  await shipping.getByLabel(view.field.city).fill('Ярославль');
  await shipping.getByLabel(view.field.zip).fill('150000');
  await shipping.getByLabel(view.field.phone).fill('+7 900 000-00-00');
  await shipping.getByRole('button', { name: view.submit[1] }).click();
  const paymentStep = step(page, 'payment');
  await expect.poll(() => paymentStep.getAttribute('data-state')).toBe('open');
  await paymentStep.getByRole('radio', { name: payment === 'cod' ? view.cod : view.invoice }).check();
  if (payment === 'invoice') {
    await paymentStep.getByLabel(view.field.company).fill('ООО «Берег»');
    await paymentStep.getByLabel(view.field.taxId).fill('7701234567');
  }
  await paymentStep.getByRole('button', { name: view.submit[2] }).click();
  const review = step(page, 'orderReview');
  await expect.poll(() => review.getAttribute('data-state')).toBe('open');
  await review.getByRole('checkbox').check();
  return review;
}

/** Waits until the order is placed (the thank-you url) or fails with the message the checkout shows. */
export async function waitForPlaced(page: Page): Promise<string> {
  await expect
    .poll(async () => (page.url().includes('/checkout-thankyou/') ? 'placed' : await placeMessage(page)), {
      timeout: 30_000,
    })
    .toBe('placed');
  return /(\d{9})$/.exec(page.url())?.[1] ?? '';
}

/** The client's order id this device keeps for a placed order's number (IndexedDB `orders`). */
export function deviceOrderId(page: Page, orderNumber: string): Promise<string> {
  return page.evaluate(
    (number) =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open('storefront');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const get = request.result.transaction('orders').objectStore('orders').index('by-order-number').get(number);
          get.onsuccess = () => resolve((get.result as { order_id: string }).order_id);
          get.onerror = () => reject(get.error);
        };
      }),
    orderNumber,
  );
}

/** The catalogue search (contract §2.3 SearchQuery) of the visible, enabled simple products. */
export const SIMPLE_PRODUCTS_REQUEST = {
  _appliedFilters: [
    { attribute: 'type_id', value: { eq: 'simple' } },
    { attribute: 'visibility', value: { in: [2, 4] } },
    { attribute: 'status', value: { eq: 1 } },
  ],
  _availableFilters: [],
  _appliedSort: [],
  _searchText: '',
};

/**
 * A simple product in stock that no other browser test buys: the last of the demo catalogue's first 20 simple
 * products without a required option that still has stock (a local re-run on the same database finds the first choice sold out).
 */
export function productToSellOut(page: Page): Promise<{ sku: string; url_path: string; name: string }> {
  return productInStock(page, { atLeast: 1, fromEnd: true });
}

/**
 * A simple product without a required option holding at least `atLeast` units, among the demo catalogue's first
 * 20 simple products (from the end: the sell-out tests' pick; from the start: the others', skipping SIMPLE, which
 * many tests buy and a long local run can sell out).
 */
export async function productInStock(
  page: Page,
  { atLeast, fromEnd }: { atLeast: number; fromEnd: boolean },
): Promise<{ sku: string; url_path: string; name: string }> {
  const response = await page.request.get(`/api/catalog/${CHECKOUT_VIEWS[0].index}/product/_search`, {
    params: { request_format: 'search-query', request: JSON.stringify(SIMPLE_PRODUCTS_REQUEST), size: '20' },
  });
  const hits = (
    (await response.json()) as {
      hits: {
        hits: Array<{ _source: { sku: string; url_path: string; name: string; required_options?: string | number } }>;
      };
    }
  ).hits.hits;
  for (const { _source: product } of fromEnd ? [...hits].reverse() : hits) {
    // A product with a required custom option (a bag's making time) cannot be added in one click.
    if (String(product.required_options ?? '0') === '1') continue;
    if (!fromEnd && SIMPLE.endsWith(product.url_path)) continue;
    const stock = (await (await page.request.get(`/api/stock/check?sku=${product.sku}`)).json()) as {
      result: { qty: number; is_in_stock: boolean };
    };
    if (stock.result.is_in_stock && stock.result.qty >= atLeast) return product;
  }
  throw new Error(`no simple product without required options with ${atLeast}+ units among the first 20`);
}

/**
 * Another shopper places an order for every unit left of `sku` (through the API, as a second device would; a
 * context's API requests are not subject to its offline emulation).
 */
export async function buyOutStock(api: APIRequestContext, sku: string): Promise<void> {
  const stock = (await (await api.get(`/api/stock/check?sku=${sku}`)).json()) as { result: { qty: number } };
  expect(stock.result.qty).toBeGreaterThan(0);
  const address = {
    firstname: 'Олег',
    lastname: 'Смирнов',
    street: ['ул. Мира, 1'],
    city: 'Тверь',
    postcode: '170000',
    country_id: 'RU',
    email: 'oleg@example.ru',
  };
  const other = await api.post('/api/order', {
    data: {
      ...codOrderBody(`${Date.now()}-another-shopper-takes-the-last-units-of-${sku}`, sku, address),
      products: [{ sku, qty: stock.result.qty }],
    },
  });
  expect([other.status(), other.status() === 200 ? '' : await other.text()]).toEqual([200, '']);
}

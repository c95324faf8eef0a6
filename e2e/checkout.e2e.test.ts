// Issue 13 "Checkout" in the browser, both store views: product → add two items → microcart → raise a quantity →
// the newsletter coupon → Proceed to checkout → the four steps with every spec §5 message triggered once (and
// Cyrillic names, streets and cities accepted, ADR 033) → cash on delivery → place the order → the thank-you page
// with the platform's order number, the lines, the totals and the 'Payment Information' box → the cart is empty;
// a reload of the checkout within 30 minutes keeps the details and the step, a later one only the details; a
// number this device did not place shows no order. A gift-card-only cart has no shipping step and no cash on
// delivery. axe: 0 violations on every step with its errors shown and on the thank-you page. Demo catalogue
// (seed 1): BPK00006 a simple backpack in stock, KED00010 a one-colour configurable (sizes 36-42 in stock).
import type { Page } from 'playwright-core';
import { CHECKOUT_RECENCY_MS } from '#shared/domain/checkout/steps.ts';
import { describeEach, expect, test } from './support/fixtures';
import { saveScreenshot } from './support/browser';
import { axeViolations, isTouchSized, openHydrated, persistedCart, phonePage, waitForHydration } from './support/pages';
import {
  addProduct,
  alertOf,
  CHECKOUT_VIEWS,
  CONFIGURABLE,
  deviceOrderId,
  errorOf,
  fillPersonalDetails,
  SIMPLE,
  step,
  waitForPlaced,
} from './support/checkout';

describeEach(
  CHECKOUT_VIEWS,
  (view) => `checkout (${view.name} view)`,
  (view) => {
    test('two items → microcart → coupon → four steps with every message → cash on delivery → thank-you → empty cart', async ({
      page,
      problems,
    }) => {
      const backpack = await addProduct(page, view, SIMPLE, 1);
      await addProduct(page, view, CONFIGURABLE, 2);

      // The microcart: a quantity up, the newsletter coupon, then the checkout.
      await page.getByRole('button', { name: view.open, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: view.cartHeading });
      await dialog.getByTestId('microcart-line').first().waitFor();
      await dialog.getByRole('button', { name: view.increase(backpack) }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      await dialog.getByRole('textbox', { name: view.coupon }).fill('NEWSLETTER10');
      await dialog.getByRole('button', { name: view.apply }).click();
      await expect(dialog.getByTestId('coupon-code')).toHaveText('NEWSLETTER10', { timeout: 30_000 });
      await dialog.getByRole('link', { name: view.proceed }).click();
      await page.waitForURL(`**${view.prefix}/checkout`);

      // The steps, in order, with the names of the shop's dictionary (shared/i18n/ru.ts, en.ts).
      await step(page, 'personalDetails').getByRole('textbox').first().waitFor();
      expect(await page.locator('.checkout-step__title').allTextContents()).toEqual(
        view.steps.map((name, index) => `${index + 1}${name}`),
      );

      // Step 1: empty → 'Field is required.' and the form's alert, with nothing for axe to find; each field's
      // messages are the component test's (tests/client/pages/checkout/personal-details-step.component.test.tsx).
      const personal = step(page, 'personalDetails');
      const firstName = personal.getByLabel(view.field.firstName);
      const lastName = personal.getByLabel(view.field.lastName);
      const email = personal.getByLabel(view.field.email);
      await personal.getByRole('button', { name: view.submit[0] }).click();
      expect(await alertOf(personal)).toBe(view.messages.fixErrors);
      expect(await errorOf(firstName)).toBe(view.messages.required);
      await expect.poll(() => firstName.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await firstName.fill('Анна');
      await lastName.fill('Петрова-Водкина');
      await email.fill('anna@example.ru');
      await personal.getByRole('button', { name: view.submit[0] }).click();

      // Step 2: the names came along; a bad city and zip, no phone; then a Russian address.
      const shipping = step(page, 'shipping');
      await expect(shipping).toHaveAttribute('data-state', 'open');
      expect(await shipping.getByLabel(view.field.firstName).inputValue()).toBe('Анна');
      await shipping.getByLabel(view.field.city).fill('123');
      await shipping.getByLabel(view.field.zip).fill('15');
      await shipping.getByRole('button', { name: view.submit[1] }).click();
      expect(await alertOf(shipping)).toBe(view.messages.fixErrors);
      expect(await errorOf(shipping.getByLabel(view.field.street))).toBe(view.messages.required);
      expect(await errorOf(shipping.getByLabel(view.field.city))).toBe(view.messages.city);
      expect(await errorOf(shipping.getByLabel(view.field.zip))).toBe(view.messages.zipMin);
      expect(await errorOf(shipping.getByLabel(view.field.phone))).toBe(view.messages.required);
      expect(await axeViolations(page)).toEqual([]);
      await shipping.getByLabel(view.field.street).fill('ул. Ленина, 5');
      await shipping.getByLabel(view.field.city).fill('Ростов-на-Дону');
      await shipping.getByLabel(view.field.zip).fill('344000');
      await shipping.getByLabel(view.field.phone).fill('+7 900 000-00-00');
      expect(await shipping.getByRole('radio').count()).toBe(1);
      expect(await shipping.getByRole('radio').isChecked()).toBe(true);
      await shipping.getByRole('button', { name: view.submit[1] }).click();

      // Step 3: the invoice asks for a company and a tax ID (too short); then cash on delivery.
      const payment = step(page, 'payment');
      await expect(payment).toHaveAttribute('data-state', 'open');
      expect(await payment.getByRole('radio').count()).toBe(2);
      await payment.getByRole('radio', { name: view.invoice }).check();
      await payment.getByLabel(view.field.taxId).fill('77');
      await payment.getByRole('button', { name: view.submit[2] }).click();
      expect(await alertOf(payment)).toBe(view.messages.fixErrors);
      expect(await errorOf(payment.getByLabel(view.field.company))).toBe(view.messages.required);
      expect(await errorOf(payment.getByLabel(view.field.taxId))).toBe(view.messages.taxIdMin);
      expect(await axeViolations(page)).toEqual([]);
      await payment.getByRole('radio', { name: view.cod }).check();
      await payment.getByRole('button', { name: view.submit[2] }).click();

      // Step 4: the terms must be accepted.
      const review = step(page, 'orderReview');
      await expect(review).toHaveAttribute('data-state', 'open');
      await expect(page.getByTestId('checkout-stock-status')).toHaveText('', { timeout: 15_000 });
      await review.getByRole('button', { name: view.submit[3] }).click();
      expect(await errorOf(review.getByRole('checkbox'))).toBe(view.messages.terms);
      expect(await axeViolations(page)).toEqual([]);

      // A reload keeps the details and the step (within CHECKOUT_RECENCY_MS, 30 minutes: shared/domain/checkout/steps.ts).
      await page.reload();
      await page.waitForSelector('html[data-hydrated="true"]');
      await expect(step(page, 'orderReview')).toHaveAttribute('data-state', 'open', { timeout: 15_000 });
      expect(await step(page, 'personalDetails').textContent()).toContain('anna@example.ru');
      expect(await step(page, 'shipping').textContent()).toContain('Ростов-на-Дону');

      // The platform's totals with the coupon: the summary's grand total is what the order costs.
      const platformTotals = page
        .getByTestId('checkout-summary')
        .locator('[data-testid="microcart-totals"][data-source="platform"]');
      await platformTotals.waitFor({ timeout: 30_000 });
      expect(await platformTotals.locator('[data-code="discount"] dt').textContent()).toContain('NEWSLETTER10');
      const grandTotal = (await platformTotals.locator('[data-code="grand_total"] dd').textContent()) ?? '';
      expect(grandTotal).toMatch(/₽$/);

      await step(page, 'orderReview').getByRole('checkbox').check();
      await step(page, 'orderReview').getByRole('button', { name: view.submit[3] }).click();
      // The thank-you page: the platform's number, the lines, the totals, the cash-on-delivery box.
      const number = await waitForPlaced(page);
      expect(page.url()).toMatch(new RegExp(`${view.prefix}/checkout-thankyou/${number}$`));
      const confirmation = page.getByTestId('order-confirmation');
      await confirmation.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(view.thankYou);
      expect(await page.getByTestId('order-number').textContent()).toBe(view.orderNumber(number));
      expect(await page.getByTestId('order-lines').locator('li').count()).toBe(2);
      expect(
        await page.getByTestId('order-totals').locator('.order-confirmation__total--grand_total dd').textContent(),
      ).toBe(grandTotal);
      const box = page.getByTestId('order-payment-info');
      expect(await box.getByRole('heading').textContent()).toBe(view.paymentInformation);
      expect(await box.locator('p').textContent()).toBe(view.cashOnDelivery);
      expect(await page.getByTestId('order-newsletter-offer').textContent()).toContain('10 %');
      expect(await axeViolations(page)).toEqual([]);

      // The cart is empty on the device and in the header; the checkout says so.
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      expect(await persistedCart(page)).toEqual([]);
      await openHydrated(page, `${view.prefix}/checkout`);
      await expect.poll(() => page.getByTestId('checkout-empty').textContent()).toContain(view.emptyCart);

      // The platform holds the order with the coupon (its own lookup needs the device's order id).
      const orderId = await deviceOrderId(page, number);
      const stored = (await (
        await page.request.get(`/api/order/${number}?orderId=${encodeURIComponent(orderId)}`)
      ).json()) as {
        result: { coupon_code: string; status: string; items: unknown[] };
      };
      expect([stored.result.coupon_code, stored.result.status, stored.result.items.length]).toEqual([
        'NEWSLETTER10',
        'pending',
        2,
      ]);

      // Another number (a shopper's guess) is not this device's order.
      const otherNumber = String(Number(number) + 1000).padStart(9, '0');
      await openHydrated(page, `${view.prefix}/checkout-thankyou/${otherNumber}`);
      await expect(page.getByTestId('checkout-thankyou-page')).toHaveAttribute('data-state', 'missing');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(view.notFound);
      expect(problems.pageErrors).toEqual([]);
    });

    test('a gift-card-only cart: no shipping step, no cash on delivery; the invoice note on the thank-you page', async ({
      page,
      problems,
    }) => {
      const request = {
        _appliedFilters: [
          { attribute: 'type_id', value: { eq: 'virtual' } },
          { attribute: 'visibility', value: { in: [2, 4] } },
        ],
        _availableFilters: [],
        _appliedSort: [],
        _searchText: '',
      };
      const response = await page.request.get(`/api/catalog/${view.index}/product/_search`, {
        params: { request_format: 'search-query', request: JSON.stringify(request), size: '1' },
      });
      const card = ((await response.json()) as { hits: { hits: Array<{ _source: { url_path: string } }> } }).hits
        .hits[0]!._source;
      await addProduct(page, view, card.url_path, 1);
      await openHydrated(page, `${view.prefix}/checkout`);
      const personal = step(page, 'personalDetails');
      await personal.getByRole('textbox').first().waitFor();
      expect(await page.locator('.checkout-step__title').allTextContents()).toEqual([
        `1${view.steps[0]}`,
        `2${view.steps[2]}`,
        `3${view.steps[3]}`,
      ]);
      await personal.getByLabel(view.field.firstName).fill('Ivan');
      await personal.getByLabel(view.field.lastName).fill('Petrov');
      await personal.getByLabel(view.field.email).fill('ivan@example.com');
      // Without a shipping step (a virtual cart) the first step's button continues to the payment.
      await personal.getByRole('button', { name: view.submit[1] }).click();

      const payment = step(page, 'payment');
      await expect(payment).toHaveAttribute('data-state', 'open');
      expect(await payment.getByRole('radio').count()).toBe(1);
      expect(await payment.getByRole('radio', { name: view.cod }).count()).toBe(0);
      expect(await payment.getByRole('radio', { name: view.invoice }).isChecked()).toBe(true);
      await payment.getByLabel(view.field.company).fill('ООО «Берег»');
      await payment.getByLabel(view.field.taxId).fill('7701234567');
      await payment.getByLabel(view.field.street).fill('Невский проспект, 1');
      await payment.getByLabel(view.field.city).fill('Санкт-Петербург');
      await payment.getByLabel(view.field.zip).fill('191186');
      await payment.getByRole('button', { name: view.submit[2] }).click();

      const review = step(page, 'orderReview');
      await expect(review).toHaveAttribute('data-state', 'open');
      await review.getByRole('checkbox').check();
      await review.getByRole('button', { name: view.submit[3] }).click();
      await waitForPlaced(page);
      const box = page.getByTestId('order-payment-info');
      await box.waitFor();
      expect(await box.locator('p').textContent()).toContain('ivan@example.com');
      expect(await box.locator('p').textContent()).toContain('ООО «Берег»');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  },
);

test.describe('checkout on a phone', () => {
  test('one column; every control of the shipping and payment steps is at least 44 × 44 px; axe finds nothing', async ({
    browser,
    baseURL,
  }) => {
    const page = await phonePage(browser, baseURL);
    const context = page.context();
    try {
      const view = CHECKOUT_VIEWS[0];
      await addProduct(page, view, SIMPLE, 1);
      await openHydrated(page, '/checkout');
      await fillPersonalDetails(page, view);
      await expect(step(page, 'shipping')).toHaveAttribute('data-state', 'open');
      // The summary is under the steps, as wide as they are.
      const steps = await page.locator('.checkout__steps').boundingBox();
      const summary = await page.getByTestId('checkout-summary').boundingBox();
      expect(summary!.y).toBeGreaterThan(steps!.y + steps!.height - 1);
      expect(Math.round(summary!.width)).toBe(Math.round(steps!.width));
      await saveScreenshot(page, 'checkout-phone-shipping');
      const targets = async () => {
        const controls = page.locator(
          '.checkout-page button, .checkout-page input:not([type="radio"]):not([type="checkbox"]), .checkout-page select, .checkout-page .choice__label',
        );
        expect(await controls.count()).toBeGreaterThan(8);
        for (const control of await controls.all()) {
          if (!(await control.isVisible())) continue;
          const box = await control.boundingBox();
          const label = (await control.getAttribute('name')) ?? (await control.textContent()) ?? '';
          expect({ label, touchSized: isTouchSized(box) }).toEqual({
            label,
            touchSized: true,
          });
        }
      };
      await targets();
      expect(await axeViolations(page)).toEqual([]);
      const shipping = step(page, 'shipping');
      await shipping.getByLabel(view.field.street).fill('ул. Ленина, 5');
      await shipping.getByLabel(view.field.city).fill('Ярославль');
      await shipping.getByLabel(view.field.zip).fill('150000');
      await shipping.getByLabel(view.field.phone).fill('+7 900 000-00-00');
      await shipping.getByRole('button', { name: view.submit[1] }).click();
      await expect(step(page, 'payment')).toHaveAttribute('data-state', 'open');
      await step(page, 'payment').getByRole('checkbox').uncheck();
      await saveScreenshot(page, 'checkout-phone-payment');
      await targets();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('checkout recency (ru view)', () => {
  const view = CHECKOUT_VIEWS[0];

  /** The device's record of the checkout's `key` (IndexedDB `checkout`), or writes `value` into it. */
  const checkoutRecord = (page: Page, key: string, value?: number) =>
    page.evaluate(
      ([name, write]) =>
        new Promise<unknown>((resolve, reject) => {
          const open = indexedDB.open('storefront');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const store = open.result.transaction('checkout', 'readwrite').objectStore('checkout');
            const request = write === undefined ? store.get(name) : store.put(write, name);
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              open.result.close();
              resolve(write === undefined ? request.result : write);
            };
          };
        }),
      [key, value] as const,
    );

  test('a reload more than 30 minutes after the last change starts at the first step, the details kept', async ({
    page,
  }) => {
    await addProduct(page, view, SIMPLE, 1);
    await openHydrated(page, `${view.prefix}/checkout`);
    await fillPersonalDetails(page, view);
    await expect(step(page, 'shipping')).toHaveAttribute('data-state', 'open');
    await expect
      .poll(async () => ((await checkoutRecord(page, 'progress')) as { step?: string } | undefined)?.step)
      .toBe('shipping');
    // The last change was 31 minutes ago: the clock the checkout reads is the one that wrote it.
    const modifiedAt = (await checkoutRecord(page, 'modified-at')) as number;
    await checkoutRecord(page, 'modified-at', modifiedAt - CHECKOUT_RECENCY_MS - 60_000);
    await page.reload();
    await waitForHydration(page);
    await expect(step(page, 'personalDetails')).toHaveAttribute('data-state', 'open');
    await expect(step(page, 'personalDetails').getByLabel(view.field.email)).toHaveValue('anna@example.ru');
  });
});

// Issue 13 "nothing is lost and a retry never creates a second order", in the browser (ru view):
// - the order reaches the platform but its answer is lost on the way back (the connection drops): the checkout
//   says it could not be sent and keeps the cart; the retry sends the same order id and the platform answers the
//   first order's number — one order, never two (ADR 031); no server cart keeps the ordered line (the order's is
//   closed, the one the retry synced into is emptied: ADR 045);
// - another shopper buys the last units while this one is at the review step: 'Some of the ordered products are
//   not available.' names the product, its line is marked in the summary, the cart is kept, nothing is ordered.
import { expect, test } from './support/fixtures';
import { openHydrated, persistedCart } from './support/pages';
import {
  addProduct,
  buyOutStock,
  CHECKOUT_VIEWS,
  fillValidCheckout,
  placeMessage,
  productToSellOut,
  SIMPLE,
  waitForPlaced,
} from './support/checkout';

const view = CHECKOUT_VIEWS[0];

test.describe('placing an order: lost answers and sold-out lines (ru view)', () => {
  test('the answer is lost: the cart is kept, the retry gets the same order, not a second one', async ({
    page,
    problems,
  }) => {
    // The server carts this shopper's browser uses, in the order of first use, from the `cartId` of the cart calls
    // (the retry's sync connects a new one: the order closed the one it named).
    const carts: string[] = [];
    page.context().on('request', (request) => {
      const cartId = new URL(request.url()).searchParams.get('cartId');
      if (cartId && !carts.includes(cartId)) carts.push(cartId);
    });
    await addProduct(page, view, SIMPLE, 1);
    await openHydrated(page, '/checkout');
    const review = await fillValidCheckout(page, view);

    // The first POST reaches the platform (the order is placed there), then the connection drops.
    let firstNumber = '';
    let posts = 0;
    let orderedCart = '';
    await page.route('**/api/order?*', async (route) => {
      posts += 1;
      orderedCart = (route.request().postDataJSON() as { cart_id: string }).cart_id;
      const response = await route.fetch();
      firstNumber = ((await response.json()) as { result: { orderNumber: string } }).result.orderNumber;
      await route.abort('connectionreset');
    });
    await review.getByRole('button', { name: view.submit[3] }).click();
    await expect
      .poll(() => placeMessage(page), { timeout: 30_000 })
      .toBe('Не удалось отправить заказ. Корзина сохранена — попробуйте ещё раз.');
    expect(firstNumber).toMatch(/^\d{9}$/);
    expect((await persistedCart(page)).length).toBe(1);
    await page.unrouteAll();

    await review.getByRole('button', { name: view.submit[3] }).click();
    const number = await waitForPlaced(page);
    expect([posts, number]).toEqual([1, firstNumber]);
    await expect.poll(async () => (await persistedCart(page)).length).toBe(0);
    // No server cart keeps the ordered line (ADR 045): the one the order names is closed, and the one the retry
    // synced into (the last the browser used) is emptied.
    const ordered = carts.find((cartId) => cartId === orderedCart);
    const retried = carts.at(-1);
    expect(ordered).toBeDefined();
    expect(retried).not.toBe(ordered);
    const linesOf = async (cartId: string) => {
      const answer = await page.request.get(`/api/cart/pull?cartId=${cartId}`);
      return answer.status() === 404 ? 'closed' : ((await answer.json()) as { result: unknown[] }).result.length;
    };
    expect(await linesOf(ordered!)).toBe('closed');
    await expect.poll(() => linesOf(retried!)).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('another shopper buys the last units: the line is named and marked, the cart is kept', async ({
    page,
    problems,
  }) => {
    const product = await productToSellOut(page);
    const name = await addProduct(page, view, product.url_path, 1);
    await openHydrated(page, '/checkout');
    const review = await fillValidCheckout(page, view);
    // Wait for the review's own stock check, then the other shopper takes everything left.
    await expect(page.getByTestId('checkout-stock-status')).toHaveText('', { timeout: 15_000 });
    await buyOutStock(page.request, product.sku);

    await review.getByRole('button', { name: view.submit[3] }).click();
    await expect
      .poll(() => placeMessage(page), { timeout: 30_000 })
      .toBe(`Некоторых заказанных товаров нет в наличии. ${name}`);
    const line = page.getByTestId('checkout-summary').locator(`[data-sku="${product.sku}"]`);
    expect(await line.getAttribute('class')).toContain('checkout-line--unavailable');
    expect(await line.textContent()).toContain('Нет в наличии!');
    expect(page.url()).toMatch(/\/checkout$/);
    expect((await persistedCart(page)).map((cartLine) => cartLine.sku)).toEqual([product.sku]);
    expect(problems.pageErrors).toEqual([]);
  });
});

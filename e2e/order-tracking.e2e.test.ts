// /order-tracking in both store views: an order placed through the API (as any device would) is found by its number
// and e-mail and its status named in the view's language; a wrong e-mail is "not found"; axe finds nothing on the
// page with its answer. The form's rules and messages are component tests
// (tests/client/pages/static/order-tracking.component.test.tsx); the lookup's limits are the worker's.
import { expect, test } from './support/fixtures';
import { axeViolations, openHydrated } from './support/pages';
import { productInStock } from './support/checkout';
import { codOrderBody } from '#tests/support/cod-order.ts';

const VIEWS = [
  {
    prefix: '',
    number: 'Номер заказа',
    email: 'Адрес электронной почты',
    submit: 'Найти заказ',
    found: (number: string) => `Заказ № ${number}`,
    pending: 'Ожидает обработки',
    notFound: 'Заказ с таким номером и адресом электронной почты не найден. Проверьте, как они написаны.',
  },
  {
    prefix: '/en',
    number: 'Order number',
    email: 'E-mail address',
    submit: 'Find my order',
    found: (number: string) => `Order #${number}`,
    pending: 'Pending',
    notFound: 'No order with this number and e-mail address. Please check how they are written.',
  },
];

for (const view of VIEWS) {
  test(`an order is found by its number and e-mail (${view.prefix || 'ru'} view)`, async ({ page, problems }) => {
    const product = await productInStock(page, { atLeast: 2, fromEnd: true });
    const address = {
      firstname: 'Мария',
      lastname: 'Иванова',
      street: ['ул. Садовая, 3'],
      city: 'Казань',
      postcode: '420000',
      country_id: 'RU',
      email: 'maria.tracking@example.ru',
    };
    const placed = await page.request.post('/api/order', {
      data: codOrderBody(`${Date.now()}-order-tracking-${view.prefix || 'ru'}-view`, product.sku, address),
    });
    expect(placed.status()).toBe(200);
    const { orderNumber } = ((await placed.json()) as { result: { orderNumber: string } }).result;

    await openHydrated(page, `${view.prefix}/order-tracking`);
    const form = page.getByTestId('order-tracking');
    await form.getByLabel(view.number).fill(orderNumber);
    await form.getByLabel(view.email).fill('someone.else@example.ru');
    await form.getByRole('button', { name: view.submit }).click();
    await expect(page.getByTestId('order-tracking-outcome')).toHaveText(view.notFound);

    await form.getByLabel(view.email).fill(address.email.toUpperCase());
    await form.getByRole('button', { name: view.submit }).click();
    const found = page.getByRole('region', { name: view.found(orderNumber) });
    await expect(found.getByTestId('order-tracking-status')).toHaveText(view.pending);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
}

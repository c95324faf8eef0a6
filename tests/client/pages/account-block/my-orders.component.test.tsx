// My orders and one order's page (client/pages/account-block/my-orders.tsx, my-order.tsx): an order is linked and
// found by the number the shopper was given (`000000004`), its status and its addresses' country are named in the
// view's language, never as the platform's codes.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyOrder } from '#client/pages/account-block/my-order.tsx';
import { MyOrders } from '#client/pages/account-block/my-orders.tsx';
import { countryName, orderStatusLabel, ORDER_STATUSES } from '#client/features/user/order-labels.ts';
import { translatorFor } from '#shared/i18n/translate.ts';
import { renderSignedIn } from '#tests/support/components/signed-in.tsx';

const ADDRESS = {
  firstname: 'Анна',
  lastname: 'Петрова',
  street: ['ул. Ленина, 1'],
  city: 'Казань',
  postcode: '420000',
  country_id: 'KZ',
  telephone: '+79991234567',
};

const ORDER = {
  entity_id: 4,
  increment_id: '000000004',
  created_at: '2026-12-05 12:30:00',
  status: 'pending',
  state: 'new',
  grand_total: 5500,
  subtotal_incl_tax: 5000,
  shipping_incl_tax: 500,
  customer_email: 'anna@example.ru',
  items: [{ item_id: 1, sku: 'SOKOL-1', name: 'Кроссовки «Сокол»', qty_ordered: 1, row_total_incl_tax: 5000 }],
  billing_address: ADDRESS,
  extension_attributes: { shipping_assignments: [{ shipping: { address: ADDRESS } }] },
};

const history = () =>
  Response.json({
    code: 200,
    result: { items: [ORDER], search_criteria: { page_size: 100, current_page: 1 }, total_count: 1 },
  });

describe('My orders', () => {
  it('links each order by its number and names its status', async () => {
    renderSignedIn(<MyOrders />, { path: '/my-account/orders', answer: history });
    const table = await screen.findByTestId('orders-table');
    const link = within(table).getByRole('link', { name: '#000000004' });
    expect(link.getAttribute('href')).toBe('/my-account/orders/000000004');
    expect(within(table).getByText('Ожидает обработки')).toBeTruthy();
    expect(within(table).queryByText('pending')).toBeNull();
  });

  it('opens an order by its number, with the status and the countries named (English view)', async () => {
    renderSignedIn(<MyOrder orderId="000000004" />, { path: '/en/my-account/orders/000000004', answer: history });
    const details = await screen.findByTestId('order-details');
    expect(details.textContent).toContain('status: Pending');
    // The shipping and the billing address.
    expect(within(details).getAllByText('Kazakhstan')).toHaveLength(2);
    expect(within(details).queryByText('KZ')).toBeNull();
  });

  it('still opens an order by the platform’s id, which older links carried', async () => {
    renderSignedIn(<MyOrder orderId="4" />, { path: '/my-account/orders/4', answer: history });
    expect((await screen.findByTestId('order-details')).textContent).toContain('000000004');
  });

  it('says there is no such order for a number the customer does not have', async () => {
    renderSignedIn(<MyOrder orderId="000000999" />, { path: '/my-account/orders/000000999', answer: history });
    expect(await screen.findByText('В вашем кабинете нет такого заказа.')).toBeTruthy();
  });
});

describe('order labels', () => {
  it('name every known status in both views and leave an unknown code as it is', () => {
    for (const storeCode of ['ru', 'en'] as const) {
      const t = translatorFor(storeCode);
      const labels = ORDER_STATUSES.map((status) => orderStatusLabel(t, status));
      expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
      for (const [index, label] of labels.entries()) expect(label).not.toBe(ORDER_STATUSES[index]);
    }
    expect(orderStatusLabel(translatorFor('ru'), 'complete')).toBe('Выполнен');
    expect(orderStatusLabel(translatorFor('ru'), 'shipped_by_partner')).toBe('shipped_by_partner');
  });

  it('name a country in the view’s language', () => {
    expect(countryName('RU', 'ru-RU')).toBe('Россия');
    expect(countryName('by', 'en-GB')).toBe('Belarus');
    expect(countryName('ZZZ', 'ru-RU')).toBe('ZZZ');
  });
});

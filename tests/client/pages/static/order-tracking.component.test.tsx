// The /order-tracking form (client/pages/static/order-tracking.tsx): the spec's field messages, a number that is not
// digits, the order's status named in the view's language with its date, items and sum, the same "not found" for any
// miss, and the platform's limit said in the view's words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTracking } from '#client/pages/static/order-tracking.tsx';
import { ORDER_NOT_FOUND } from '#shared/contract/order-tracking.ts';
import { renderInView } from '#tests/support/components/render.tsx';
import { withServices, type ApiCall } from '#tests/support/components/services.tsx';

const FOUND = {
  increment_id: '000000004',
  status: 'processing',
  created_at: '2026-12-05T09:30:00.000Z',
  grand_total: 5580,
  items_qty: 2,
};

function renderForm(path: string, answer: (call: ApiCall) => Response) {
  const { ui, calls } = withServices(<OrderTracking />, answer);
  return { ...renderInView(ui, { path }), calls };
}

describe('order tracking', () => {
  it('says what is missing, and that a number is digits, before asking', async () => {
    const { user, calls } = renderForm('/order-tracking', () => Response.json({ code: 200, result: FOUND }));
    await user.click(screen.getByRole('button', { name: 'Найти заказ' }));
    expect(screen.getAllByText('Поле обязательно для заполнения.')).toHaveLength(2);
    expect(document.activeElement?.id).toBe('order-tracking-orderNumber');
    await user.type(screen.getByLabelText(/Номер заказа/), 'abc');
    await user.type(screen.getByLabelText(/Адрес электронной почты/), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Найти заказ' }));
    expect(screen.getByText('Номер заказа состоит из цифр, например 000000004.')).toBeTruthy();
    expect(screen.getByText('Укажите правильный адрес электронной почты.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the order found: its status by name, when it was placed, its items and sum', async () => {
    const { user, calls } = renderForm('/order-tracking', () => Response.json({ code: 200, result: FOUND }));
    await user.type(screen.getByLabelText(/Номер заказа/), ' 4 ');
    await user.type(screen.getByLabelText(/Адрес электронной почты/), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Найти заказ' }));
    const found = await screen.findByRole('region', { name: 'Заказ № 000000004' });
    expect(within(found).getByTestId('order-tracking-status').textContent).toBe('В обработке');
    expect(found.textContent).toContain('5\u00a0580\u00a0₽');
    expect(found.textContent).toContain('5 дек. 2026 г., 12:30');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/order/track', { orderNumber: '4', email: 'anna@example.ru' }],
    ]);
  });

  it('says the same for any miss, and the limit in the English view', async () => {
    let answer = () => Response.json({ code: 404, result: ORDER_NOT_FOUND }, { status: 404 });
    const { user } = renderForm('/en/order-tracking', () => answer());
    await user.type(screen.getByLabelText(/Order number/), '000000009');
    await user.type(screen.getByLabelText(/E-mail address/), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    expect(
      await screen.findByText('No order with this number and e-mail address. Please check how they are written.'),
    ).toBeTruthy();
    answer = () =>
      Response.json({ code: 429, result: 'Too many attempts. Please wait 12 minutes and try again.' }, { status: 429 });
    await user.click(screen.getByRole('button', { name: 'Find my order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/12 minutes/);
    expect(screen.queryByText(/No order with this number/)).toBeNull();
  });
});

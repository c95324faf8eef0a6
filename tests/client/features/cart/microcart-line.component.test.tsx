// One microcart line (client/features/cart/components/microcart-line.tsx) as a shopper changes it: the stepper's
// buttons and arrow keys, a typed quantity committed on Enter or on leaving the field (and refused outside
// 1..MAX_LINE_QTY), the stock status and row total in both views, and Remove asking first with focus on
// "Cancel", then back on Remove.
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MicrocartLine } from '#client/features/cart/components/microcart-line.tsx';
import type { CartItem } from '#client/features/cart/store.ts';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import { TaxDisplayContext } from '#client/lib/tax-display.tsx';
import { renderInView } from '#tests/support/components/render.tsx';
import { fieldError } from '#tests/support/components/field-error.ts';

const SNEAKER: CartItem = {
  sku: 'SNK-42-BLK',
  parentSku: 'SNK',
  name: 'Кроссовки Лесная тропа',
  qty: 2,
  price: 4990,
  image: '/s/snk.jpg',
  type_id: 'configurable',
  options: [
    { label: 'Размер', value: '42' },
    { label: 'Цвет', value: 'Чёрный' },
  ],
  stock_status: 'ok',
};

/** The line as the microcart holds it: a quantity change is applied, so the line shows what the cart holds. */
function renderLine(line: CartItem = SNEAKER, path = '/') {
  const changes: number[] = [];
  let removed = 0;
  function Holder() {
    const [qty, setQty] = useState(line.qty);
    return (
      <ul>
        <MicrocartLine
          line={{ ...line, qty }}
          id="line-1"
          storeCode={path.startsWith('/en') ? 'en' : 'ru'}
          onQty={(next) => {
            changes.push(next);
            setQty(next);
          }}
          onRemove={() => (removed += 1)}
        />
      </ul>
    );
  }
  const view = renderInView(<Holder />, { path });
  return { ...view, changes, removed: () => removed };
}

const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('a microcart line', () => {
  it('shows the options, the stock status, the unit price and the row total (ru view)', () => {
    renderLine();
    const line = screen.getByTestId('microcart-line');
    expect(Array.from(line.querySelectorAll('.microcart-line__option'), text)).toEqual(['Размер: 42', 'Цвет: Чёрный']);
    expect(screen.getByTestId('microcart-line-stock').textContent).toBe('В наличии!');
    // (text() turns the price's no-break spaces into plain ones.)
    expect(text(line.querySelector('.microcart-line__prices'))).toBe('Цена за штуку: 4 990 ₽ Сумма: · 9 980 ₽');
  });

  it('prices without VAT when the shopper chose so: the net unit price and row total, labelled', () => {
    const excl = { get: () => 'excl' as const, subscribe: () => () => undefined };
    renderInView(
      <TaxDisplayContext.Provider value={excl}>
        <ul>
          <MicrocartLine
            line={{ ...SNEAKER, price_excl_tax: 4158.33 }}
            id="line-1"
            storeCode="ru"
            onQty={() => undefined}
            onRemove={() => undefined}
          />
        </ul>
      </TaxDisplayContext.Provider>,
    );
    const prices = screen.getByTestId('microcart-line').querySelector('.microcart-line__prices');
    expect(text(prices)).toBe('Цена за штуку: 4 158 ₽ Сумма: · 8 317 ₽ без НДС');
  });

  it('a line without a known net keeps its price with VAT, unlabelled, whatever the choice', () => {
    const excl = { get: () => 'excl' as const, subscribe: () => () => undefined };
    renderInView(
      <TaxDisplayContext.Provider value={excl}>
        <ul>
          <MicrocartLine line={SNEAKER} id="line-1" storeCode="ru" onQty={() => undefined} onRemove={() => undefined} />
        </ul>
      </TaxDisplayContext.Provider>,
    );
    expect(screen.queryByTestId('line-tax-note')).toBeNull();
    expect(text(screen.getByTestId('microcart-line').querySelector('.microcart-line__prices'))).toBe(
      'Цена за штуку: 4 990 ₽ Сумма: · 9 980 ₽',
    );
  });

  it('out of stock says so in English, and a single item has no row total', () => {
    renderLine({ ...SNEAKER, qty: 1, stock_status: 'out_of_stock' }, '/en/');
    expect(screen.getByTestId('microcart-line-stock').textContent).toBe('Out of the stock!');
    expect(screen.getByTestId('microcart-line').querySelector('.microcart-line__row')).toBeNull();
    expect(screen.getByRole('button', { name: 'Decrease the quantity of Кроссовки Лесная тропа' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('the stepper: −, +, the arrow keys; a typed quantity counts on Enter or on leaving the field', async () => {
    const { user, changes } = renderLine();
    await user.click(screen.getByRole('button', { name: 'Увеличить количество: Кроссовки Лесная тропа' }));
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество: Кроссовки Лесная тропа' }));
    const field = screen.getByRole('textbox', { name: 'Количество: Кроссовки Лесная тропа' });
    await user.click(field);
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(changes).toEqual([3, 2, 3, 4, 3]);

    await user.clear(field);
    await user.type(field, '7x');
    expect(field).toHaveProperty('value', '7');
    expect(changes).toHaveLength(5);
    await user.keyboard('{Enter}');
    await user.clear(field);
    await user.type(field, '12');
    await user.tab();
    expect(changes).toEqual([3, 2, 3, 4, 3, 7, 12]);
  });

  it(`a typed 0, nothing or more than ${MAX_LINE_QTY} changes nothing, says why and shows the line's quantity again`, async () => {
    const { user, changes } = renderLine();
    const field = screen.getByRole('textbox', { name: 'Количество: Кроссовки Лесная тропа' });
    const message = 'Количество должно быть целым числом от 1 до 10000.';
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(field).toHaveProperty('value', '2');
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(fieldError(field)).toBe(message);
    // Typing again clears the message; the field takes five digits at most (maxLength), 99999 is over the limit.
    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, '99999{Enter}');
    expect(field).toHaveProperty('value', '2');
    expect(screen.getByRole('alert').textContent).toBe(message);
    // An emptied field left with Tab.
    await user.clear(field);
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(changes).toEqual([]);
    // A valid quantity, or the stepper, clears it.
    await user.click(screen.getByRole('button', { name: /^Увеличить/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(changes).toEqual([3]);
  });

  it('says the same in English', async () => {
    const { user } = renderLine(SNEAKER, '/en/');
    const field = screen.getByRole('textbox', { name: /^Quantity/ });
    await user.clear(field);
    await user.type(field, '0{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Quantity must be a whole number from 1 to 10000.');
  });

  it('Remove asks first with focus on Cancel; Cancel goes back to Remove; Remove removes', async () => {
    const { user, removed } = renderLine();
    const remove = screen.getByRole('button', { name: 'Удалить Кроссовки Лесная тропа' });
    await user.click(remove);
    const question = { name: 'Удалить «Кроссовки Лесная тропа» из корзины?' };
    expect(screen.getByRole('group', question)).toBeDefined();
    expect(document.activeElement?.textContent).toBe('Отмена');
    await user.keyboard('{Enter}');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('group', question)).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Удалить Кроссовки Лесная тропа' }));
    expect(removed()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Удалить Кроссовки Лесная тропа' }));
    await user.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(removed()).toBe(1);
  });
});

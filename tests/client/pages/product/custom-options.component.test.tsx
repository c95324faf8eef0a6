// A product's custom options (client/pages/product/custom-options.tsx) as the shopper sees and chooses them: each
// labelled with what it adds to the price (a fixed amount or a share, nothing for a free value), required ones
// marked, values with option_type_id ≤ 0 never offered, and the values the page keeps for the cart line.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CustomOptions } from '#client/pages/product/custom-options.tsx';
import type { StoreCode } from '#shared/config/store-views.ts';
import type { CustomOption } from '#shared/contract/entities.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { renderInView } from '#tests/support/components/render.tsx';

const OPTIONS: CustomOption[] = [
  {
    option_id: 1,
    title: 'Гравировка',
    type: 'field',
    is_require: false,
    price: 500,
    price_type: 'fixed',
    sort_order: 2,
  },
  {
    option_id: 2,
    title: 'Упаковка',
    type: 'radio',
    is_require: true,
    sort_order: 1,
    values: [
      { option_type_id: 21, title: 'Пакет', price: 0, price_type: 'fixed' },
      { option_type_id: 22, title: 'Коробка', price: 10, price_type: 'percent' },
      { option_type_id: 0, title: 'Не считается', price: 900, price_type: 'fixed' },
    ],
  },
  {
    option_id: 3,
    title: 'Уход',
    type: 'checkbox',
    is_require: false,
    sort_order: 3,
    values: [
      { option_type_id: 31, title: 'Пропитка', price: 300, price_type: 'fixed', sort_order: 1 },
      { option_type_id: 32, title: 'Щётка', price: 200, price_type: 'fixed', sort_order: 2 },
    ],
  },
];

function renderOptions(storeCode: StoreCode = 'ru') {
  let current: Record<string, string> = {};
  function Page() {
    const [values, setValues] = useState<Record<string, string>>({});
    current = values;
    return (
      <CustomOptions
        options={OPTIONS}
        values={values}
        storeCode={storeCode}
        onChange={(optionId, value) => setValues((before) => ({ ...before, [optionId]: value }))}
      />
    );
  }
  const view = renderInView(<Page />, { path: storeCode === 'ru' ? '/' : '/en/' });
  return { ...view, values: () => current };
}

describe('CustomOptions', () => {
  it('labels each option with its price, marks the required one and leaves out a value that never counts', () => {
    renderOptions();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Дополнительные услуги');
    expect(screen.getByRole('textbox', { name: `Гравировка (+${formatPrice(500, 'ru')})` })).toBeTruthy();
    const packing = screen.getByRole('group', { name: 'Упаковка (обязательно)' });
    expect(Array.from(packing.querySelectorAll('label')).map((label) => label.textContent)).toEqual([
      'Пакет',
      'Коробка (+10 %)',
    ]);
    expect(screen.queryByText(/Не считается/)).toBeNull();
    // Sorted by sort_order: the packing (1) before the engraving (2) and the care (3).
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Упаковка (обязательно)',
      'Уход',
    ]);
  });

  it('keeps the text, the chosen value and the ticked values in the options’ own order', async () => {
    const { user, values } = renderOptions();
    await user.type(screen.getByRole('textbox', { name: /Гравировка/ }), 'Анне');
    await user.click(screen.getByRole('radio', { name: 'Коробка (+10 %)' }));
    await user.click(screen.getByRole('checkbox', { name: `Щётка (+${formatPrice(200, 'ru')})` }));
    await user.click(screen.getByRole('checkbox', { name: `Пропитка (+${formatPrice(300, 'ru')})` }));
    expect(values()).toEqual({ 1: 'Анне', 2: '22', 3: '31,32' });
    await user.click(screen.getByRole('checkbox', { name: /Щётка/ }));
    expect(values()[3]).toBe('31');
  });

  it('speaks English in the English view', () => {
    renderOptions('en');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Extras');
    expect(screen.getByRole('group', { name: 'Упаковка (required)' })).toBeTruthy();
  });
});

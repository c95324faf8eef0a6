// The size and colour buttons (client/pages/product/variant-picker.tsx) wired as the product page wires them, to
// the shared variant rules (shared/domain/variants.ts): the options in their position order, named by value, the
// chosen one pressed; a value no available child has with the rest of the choice stays focusable but
// aria-disabled and a press says why instead of choosing; a choice moves the other option to the best child's;
// the keyboard chooses as the mouse does; the size guide beside the sizes, in the view's language.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { VariantPicker } from '#client/pages/product/variant-picker.tsx';
import type { ConfigurableOption } from '#shared/contract/entities.ts';
import {
  bestVariantFor,
  findConfigurableVariant,
  isOptionValueAvailable,
  selectionOfChild,
  type VariantChild,
} from '#shared/domain/variants.ts';
import { renderInView } from '#tests/support/components/render.tsx';

const OPTIONS: ConfigurableOption[] = [
  {
    id: 2,
    attribute_id: '93',
    attribute_code: 'color',
    label: 'Цвет',
    position: 1,
    product_id: 10,
    values: [
      { value_index: 49, label: 'Чёрный' },
      { value_index: 50, label: 'Белый' },
    ],
  },
  {
    id: 1,
    attribute_id: '142',
    attribute_code: 'size',
    label: 'Размер',
    position: 0,
    product_id: 10,
    values: [
      { value_index: 167, label: '41' },
      { value_index: 168, label: '42' },
      { value_index: 169, label: '43' },
    ],
  },
];

/** Black in 41 and 42, white only in 43 (white 42 is sold out, 43 black is disabled). */
const CHILDREN: VariantChild[] = [
  { sku: 'SNK-41-BLK', status: 1, price: 4990, size: 167, color: 49, stock: { is_in_stock: true } },
  { sku: 'SNK-42-BLK', status: 1, price: 4990, size: 168, color: 49, stock: { is_in_stock: true } },
  { sku: 'SNK-42-WHT', status: 1, price: 4490, size: 168, color: 50, stock: { is_in_stock: false } },
  { sku: 'SNK-43-WHT', status: 1, price: 5290, size: 169, color: 50, stock: { is_in_stock: true } },
  { sku: 'SNK-43-BLK', status: 2, price: 3990, size: 169, color: 49, stock: { is_in_stock: true } },
];

function renderPicker(path = '/') {
  const warnings: string[] = [];
  function Page() {
    const [selection, setSelection] = useState(() =>
      selectionOfChild(OPTIONS, findConfigurableVariant(CHILDREN, null)),
    );
    return (
      <VariantPicker
        options={OPTIONS}
        selection={selection}
        isValueAvailable={(code, value) => isOptionValueAvailable(CHILDREN, selection, code, value)}
        onSelect={(code, value) => {
          const best = bestVariantFor(CHILDREN, selection, code, value);
          if (best) setSelection(selectionOfChild(OPTIONS, best));
        }}
        onUnavailable={(code, value) => warnings.push(`${code}=${value}`)}
      />
    );
  }
  const view = renderInView(<Page />, { path });
  const pressed = () =>
    screen
      .getAllByRole('button', { pressed: true })
      .map((button) => button.textContent)
      .sort();
  return { ...view, warnings, pressed };
}

describe('the variant picker', () => {
  it('sizes before colours; the cheapest available child chosen first; unavailable values aria-disabled', () => {
    const { pressed } = renderPicker();
    const legends = Array.from(document.querySelectorAll('legend'), (legend) => legend.textContent);
    expect(legends).toEqual(['Размер', 'Цвет']);
    // The cheapest available child is black 41 (4 990 ₽, tied with 42, which comes later).
    expect(pressed()).toEqual(['41', 'Чёрный']);
    const disabled = screen
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-disabled') === 'true')
      .map((button) => button.textContent);
    // With black chosen, 43 has no black child on sale; with 41 chosen, there is no white 41.
    expect(disabled).toEqual(['43', 'Белый']);
    expect(screen.getByRole('link', { name: 'Таблица размеров' }).getAttribute('href')).toBe('/size-guide');
  });

  it('pressing an unavailable value warns and changes nothing; it keeps focus', async () => {
    const { user, warnings, pressed } = renderPicker();
    const white = screen.getByRole('button', { name: 'Белый' });
    await user.click(white);
    expect(warnings).toEqual(['color=50']);
    expect(pressed()).toEqual(['41', 'Чёрный']);
    expect(document.activeElement).toBe(white);
  });

  it('a size moves the colour to its best child; the keyboard chooses as a click does', async () => {
    const { user, pressed } = renderPicker();
    await user.click(screen.getByRole('button', { name: '42' }));
    // 42 exists in black (in stock) and white (sold out): black stays.
    expect(pressed()).toEqual(['42', 'Чёрный']);
    // White 42 is sold out, so white stays unavailable with 42.
    expect(screen.getByRole('button', { name: 'Белый' }).getAttribute('aria-disabled')).toBe('true');

    screen.getByRole('button', { name: '41' }).focus();
    await user.keyboard('{Enter}');
    expect(pressed()).toEqual(['41', 'Чёрный']);
    await user.tab();
    await user.keyboard(' ');
    expect(pressed()).toEqual(['42', 'Чёрный']);
  });

  it('the size guide link is the English one in the English view', () => {
    renderPicker('/en/');
    expect(screen.getByRole('link', { name: 'Size guide' }).getAttribute('href')).toBe('/en/size-guide');
  });
});

// The header's switch for prices without VAT (client/features/tax-display/components/tax-switch.tsx): a toggle
// button named in the view's language whose pressed state is the choice, by mouse and by keyboard.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreApi } from 'zustand';
import { TaxSwitch } from '#client/features/tax-display/components/tax-switch.tsx';
import { taxDisplayFeature } from '#client/features/tax-display/context.tsx';
import { TAX_DISPLAY_STORAGE_KEY } from '#client/features/tax-display/saved-choice.ts';
import type { TaxDisplayState } from '#client/features/tax-display/store.ts';
import { renderInView } from '#tests/support/components/render.tsx';

describe('TaxSwitch', () => {
  it('starts with tax (not pressed) and a click shows prices without VAT', async () => {
    const { user, stores } = renderInView(<TaxSwitch />, { features: [taxDisplayFeature] });
    const button = screen.getByRole('button', { name: 'Цены без НДС' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect((stores.taxDisplay as StoreApi<TaxDisplayState>).getState().display).toBe('excl');
  });

  it('saves the choice at the click, before anything restores it, so a reload right after keeps it', async () => {
    window.localStorage.removeItem(TAX_DISPLAY_STORAGE_KEY);
    const { user } = renderInView(<TaxSwitch />, { features: [taxDisplayFeature] });
    const button = screen.getByRole('button', { name: 'Цены без НДС' });
    await user.click(button);
    expect(window.localStorage.getItem(TAX_DISPLAY_STORAGE_KEY)).toBe('excl');
    await user.click(button);
    expect(window.localStorage.getItem(TAX_DISPLAY_STORAGE_KEY)).toBe('incl');
  });

  it('is named in English in the English view and toggles with Enter and Space', async () => {
    const { user } = renderInView(<TaxSwitch />, { path: '/en/', features: [taxDisplayFeature] });
    const button = screen.getByRole('button', { name: 'Prices without VAT' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Prices without VATWithout VAT');
  });
});

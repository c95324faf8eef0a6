// Step 1 of the checkout (client/pages/checkout/personal-details-step.tsx) as a shopper fills it: the field
// messages in both views, focus on the first wrong field, the names carried to the delivery and invoice
// addresses, and the account the shopper may ask for with matching passwords.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCheckoutStore } from '#client/features/checkout/store.ts';
import { userFeature } from '#client/features/user/context.tsx';
import { CheckoutContext } from '#client/pages/checkout/checkout-context.tsx';
import { PersonalDetailsStep } from '#client/pages/checkout/personal-details-step.tsx';
import type { StoreCode } from '#shared/config/store-views.ts';
import { fieldError } from '#tests/support/components/field-error.ts';
import { renderInView } from '#tests/support/components/render.tsx';

function renderStep(storeCode: StoreCode = 'ru') {
  const store = createCheckoutStore(storeCode);
  const context = { store, cartId: null, userToken: null, virtual: false, syncCart: async () => null };
  const view = renderInView(
    <CheckoutContext.Provider value={context}>
      <PersonalDetailsStep />
    </CheckoutContext.Provider>,
    { path: storeCode === 'ru' ? '/checkout' : '/en/checkout', features: [userFeature] },
  );
  const errorOf = (label: string) => fieldError(screen.getByRole('textbox', { name: label }));
  /** Types each value into the text field of that name, in order. */
  const typeInto = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      await view.user.type(screen.getByRole('textbox', { name: label }), value);
  };
  return { ...view, store, errorOf, typeInto };
}

describe('PersonalDetailsStep', () => {
  it('an empty step: every field says it is required and the first one has focus', async () => {
    const { user, errorOf, store } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Перейти к доставке' }));
    expect([errorOf('Имя'), errorOf('Фамилия'), errorOf('Электронная почта')]).toEqual([
      'Поле обязательно для заполнения.',
      'Поле обязательно для заполнения.',
      'Поле обязательно для заполнения.',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Исправьте ошибки в форме и проверьте, что все данные верны.');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Имя' }));
    expect(store.getState().progress.step).toBe('personalDetails');
  });

  it('a short name and a wrong e-mail get their own messages, in English in the English view', async () => {
    const { user, errorOf, typeInto } = renderStep('en');
    await typeInto({ 'First name': 'A', 'Last name': 'Petrova', 'E-mail': 'anna@' });
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect([errorOf('First name'), errorOf('Last name'), errorOf('E-mail')]).toEqual([
      'First name needs at least 2 letters.',
      null,
      'Please provide valid e-mail address.',
    ]);
  });

  it('names too short and a Cyrillic e-mail say so when the shopper leaves the field', async () => {
    const { user, errorOf, typeInto } = renderStep();
    await typeInto({ Имя: 'Я', Фамилия: 'Ли', 'Электронная почта': 'анна@почта.рф' });
    await user.tab();
    expect([errorOf('Имя'), errorOf('Фамилия'), errorOf('Электронная почта')]).toEqual([
      'Имя должно содержать не меньше 2 букв.',
      'Фамилия должна содержать не меньше 3 букв.',
      'Допускаются только латинские буквы.',
    ]);
  });

  it('valid details open the shipping step and fill the empty addresses with the names', async () => {
    const { user, store, typeInto } = renderStep();
    await typeInto({ Имя: 'Анна', Фамилия: 'Петрова', 'Электронная почта': 'anna@example.com' });
    await user.click(screen.getByRole('button', { name: 'Перейти к доставке' }));
    const state = store.getState();
    expect(state.progress).toEqual({ step: 'shipping', completed: ['personalDetails'] });
    expect([state.shippingDetails.firstName, state.shippingDetails.lastName]).toEqual(['Анна', 'Петрова']);
    expect([state.paymentDetails.firstName, state.paymentDetails.lastName]).toEqual(['Анна', 'Петрова']);
  });

  it('an account asked for needs two identical passwords before the step goes on', async () => {
    const { user, store, typeInto } = renderStep('en');
    await typeInto({ 'First name': 'Anna', 'Last name': 'Petrova', 'E-mail': 'anna@example.com' });
    await user.click(screen.getByRole('checkbox', { name: 'I want to create an account' }));
    const [password, repeat] = screen.getAllByLabelText(/password/i, { selector: 'input' });
    await user.type(password!, 'secret123');
    await user.type(repeat!, 'secret124');
    await user.click(screen.getByRole('button', { name: 'Continue to shipping' }));
    expect(screen.getByText('Passwords must be identical.')).toBeTruthy();
    expect(store.getState().progress.step).toBe('personalDetails');
  });
});

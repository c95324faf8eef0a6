// Step 4 of the checkout (client/pages/checkout/review-step.tsx): opening it checks the stock once and says so,
// the terms must be accepted (their message, the form's alert, focus on the box) before the order is placed,
// the terms link opens the view's terms page, and the order goes out once with the courier (a physical cart) or
// with no delivery method (a virtual one). What placing does (the order, its outcome, the queue offline) is
// checked end to end in the browser (e2e/checkout*.e2e.test.ts, e2e/offline-order.e2e.test.ts).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartFeature } from '#client/features/cart/context.tsx';
import { createCheckoutStore } from '#client/features/checkout/store.ts';
import { CheckoutContext } from '#client/pages/checkout/checkout-context.tsx';
import { ReviewStep } from '#client/pages/checkout/review-step.tsx';
import type { PlaceOrderState } from '#client/pages/checkout/use-place-order.ts';
import { COURIER } from '#shared/config/checkout-methods.ts';
import type { StoreCode } from '#shared/config/store-views.ts';
import { fieldError } from '#tests/support/components/field-error.ts';
import { renderInView } from '#tests/support/components/render.tsx';
import { withServices } from '#tests/support/components/services.tsx';

const TEXTS = {
  ru: {
    terms: 'Я принимаю условия использования',
    termsLink: 'условия использования',
    termsPage: '/terms-of-use-modnyi-bereg',
    termsMessage: 'Необходимо принять условия использования.',
    checking: 'Проверяем наличие товаров, подождите.',
    placing: 'Оформляем заказ…',
    submit: 'Оформить заказ',
    fixErrors: 'Исправьте ошибки в форме и проверьте, что все данные верны.',
  },
  en: {
    terms: 'I accept the terms and conditions',
    termsLink: 'terms and conditions',
    termsPage: '/en/terms-of-use-modnyi-bereg',
    termsMessage: 'You must accept the terms and conditions.',
    checking: 'Stock check in progress, please wait.',
    placing: 'Placing the order…',
    submit: 'Place the order',
    fixErrors: 'Please fix the validation errors. Please check if all data are correct.',
  },
} as const;

type Shipping = Parameters<PlaceOrderState['place']>[0];

/** The order's state as the checkout page gives it to the step; records what the step asked of it. */
function orderState(overrides: Partial<PlaceOrderState> = {}) {
  const asked = { stockChecks: 0, placed: [] as Shipping[] };
  const order: PlaceOrderState = {
    phase: 'idle',
    message: null,
    unavailable: [],
    checkStock: async () => {
      asked.stockChecks += 1;
      return true;
    },
    place: async (shipping) => {
      asked.placed.push(shipping);
    },
    ...overrides,
  };
  return { order, asked };
}

function renderStep(storeCode: StoreCode, order: PlaceOrderState, virtual = false) {
  const store = createCheckoutStore(storeCode);
  if (!virtual) store.getState().setShippingDetails({ shippingMethod: COURIER.methodCode });
  const context = { store, cartId: null, userToken: null, virtual, syncCart: async () => null };
  const { ui } = withServices(
    <CheckoutContext.Provider value={context}>
      <ReviewStep order={order} />
    </CheckoutContext.Provider>,
    () => Response.json({ code: 500, result: 'not asked' }, { status: 500 }),
  );
  return renderInView(ui, { path: storeCode === 'ru' ? '/checkout' : '/en/checkout', features: [cartFeature] });
}

const statusText = () => screen.getByTestId('checkout-stock-status').textContent;

describe.each(['ru', 'en'] as const)('ReviewStep (%s view)', (storeCode) => {
  const text = TEXTS[storeCode];

  it('checks the stock once when it opens; the terms link opens the terms page of the view', () => {
    const { order, asked } = orderState();
    renderStep(storeCode, order);
    expect(asked.stockChecks).toBe(1);
    expect(screen.getByRole('link', { name: text.termsLink }).getAttribute('href')).toBe(text.termsPage);
    expect(statusText()).toBe('');
  });

  it('points to the order summary by its heading, wherever the layout puts it (beside the steps or below them)', () => {
    renderStep(storeCode, orderState().order);
    const note = document.querySelector('.checkout-note')?.textContent ?? '';
    expect(note).toContain(storeCode === 'ru' ? '«Ваш заказ»' : '“Your order”');
    expect(note).not.toMatch(/beside|рядом/);
  });

  it('says the stock check and the placing while they run, and the button is busy', () => {
    const checking = orderState({ phase: 'checking' });
    const { unmount } = renderStep(storeCode, checking.order);
    expect(statusText()).toBe(text.checking);
    expect(screen.getByRole('button', { name: text.submit }).getAttribute('aria-busy')).toBe('true');
    unmount();
    renderStep(storeCode, orderState({ phase: 'placing' }).order);
    expect(statusText()).toBe(text.placing);
  });

  it('without the terms: their message, the alert, focus on the box, and no order', async () => {
    const { order, asked } = orderState();
    const { user } = renderStep(storeCode, order);
    await user.click(screen.getByRole('button', { name: text.submit }));
    const box = screen.getByRole('checkbox', { name: text.terms });
    expect(fieldError(box)).toBe(text.termsMessage);
    expect(screen.getByRole('alert').textContent).toBe(text.fixErrors);
    expect(document.activeElement).toBe(box);
    expect(asked.placed).toEqual([]);
  });

  it('terms accepted: the order goes out once, with the courier', async () => {
    const { order, asked } = orderState();
    const { user } = renderStep(storeCode, order);
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(asked.placed).toHaveLength(1);
    expect(asked.placed[0]).toMatchObject({ carrier_code: COURIER.carrierCode, method_code: COURIER.methodCode });
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('a virtual cart is placed with no delivery method; what the order answered is the alert', async () => {
    const { order, asked } = orderState({ message: 'Ошибка оформления' });
    const { user } = renderStep(storeCode, order, true);
    expect(screen.getByRole('alert').textContent).toBe('Ошибка оформления');
    await user.click(screen.getByRole('checkbox', { name: text.terms }));
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(asked.placed).toEqual([null]);
  });
});

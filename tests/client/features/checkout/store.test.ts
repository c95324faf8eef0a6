// The checkout's device state (client/features/checkout/store.ts; spec §3 "Checkout state", §4 "Checkout
// recency", "Place order"; ADR 033): defaults from the store view, the steps' progress, resuming, after an order.
import { describe, expect, it } from 'vitest';
import { createCheckoutStore } from '#client/features/checkout/store.ts';

describe('checkout store', () => {
  it('starts at the first step with the store view’s tax country and the billing address = shipping', () => {
    const store = createCheckoutStore('en', () => 1000);
    const state = store.getState();
    expect(state.progress).toEqual({ step: 'personalDetails', completed: [] });
    expect([state.shippingDetails.country, state.paymentDetails.country]).toEqual(['RU', 'RU']);
    expect(state.paymentDetails.sameAsShipping).toBe(true);
    expect([state.loaded, state.modifiedAt]).toEqual([false, null]);
  });

  it('records each change’s time (spec §4 recency) and moves through the steps; a reopened step keeps the others done', () => {
    let now = 1000;
    const store = createCheckoutStore('ru', () => now);
    store.getState().setPersonalDetails({ firstName: 'Анна' });
    expect([store.getState().personalDetails.firstName, store.getState().modifiedAt]).toEqual(['Анна', 1000]);
    now = 2000;
    store.getState().completeStep('personalDetails', 'shipping');
    store.getState().completeStep('shipping', 'payment');
    expect(store.getState().progress).toEqual({ step: 'payment', completed: ['personalDetails', 'shipping'] });
    store.getState().openStep('personalDetails');
    expect(store.getState().progress).toEqual({ step: 'personalDetails', completed: ['personalDetails', 'shipping'] });
    expect(store.getState().modifiedAt).toBe(2000);
  });

  it('resumes the saved step only when asked (within 30 minutes); the details are kept either way', () => {
    const saved = {
      personalDetails: { firstName: 'Анна', lastName: 'Петрова', emailAddress: 'a@b.ru', createAccount: true },
      progress: { step: 'payment' as const, completed: ['personalDetails' as const, 'shipping' as const] },
      modifiedAt: 500,
    };
    const fresh = createCheckoutStore('ru');
    fresh.getState().restore({ ...saved, resume: true });
    expect(fresh.getState().progress.step).toBe('payment');
    expect(fresh.getState().loaded).toBe(true);
    const stale = createCheckoutStore('ru');
    stale.getState().restore({ ...saved, resume: false });
    expect(stale.getState().progress).toEqual({ step: 'personalDetails', completed: [] });
    expect(stale.getState().personalDetails.firstName).toBe('Анна');
  });

  it('after an order drops the create-account flag and starts over, keeping the address (spec §4)', () => {
    const store = createCheckoutStore('ru');
    store.getState().setPersonalDetails({ createAccount: true, emailAddress: 'a@b.ru' });
    store.getState().setShippingDetails({ city: 'Тверь' });
    store.getState().completeStep('personalDetails', 'shipping');
    store.getState().afterOrder();
    expect(store.getState().personalDetails).toMatchObject({ createAccount: false, emailAddress: 'a@b.ru' });
    expect(store.getState().shippingDetails.city).toBe('Тверь');
    expect(store.getState().progress).toEqual({ step: 'personalDetails', completed: [] });
  });
});

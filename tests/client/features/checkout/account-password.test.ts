// "I want to create an account" in the checkout store (client/features/checkout/store.ts; spec §3
// personalDetails.password/createAccount, §4 "Place order": the password and the create-account flag are dropped;
// issue 14): the password lives in memory beside personalDetails (which is what the device stores), never in it.
import { describe, expect, it } from 'vitest';
import { createCheckoutStore } from '#client/features/checkout/store.ts';

describe('the checkout’s account password', () => {
  it('is kept outside personalDetails and dropped with the flag after the order', () => {
    const store = createCheckoutStore('en', () => 1_700_000_000_000);
    store.getState().setPersonalDetails({ firstName: 'Ann', createAccount: true });
    store.getState().setAccountPassword({ password: 'secret123' });
    store.getState().setAccountPassword({ repeatPassword: 'secret123' });
    expect(store.getState().accountPassword).toEqual({ password: 'secret123', repeatPassword: 'secret123' });
    expect(Object.keys(store.getState().personalDetails).sort()).toEqual([
      'createAccount',
      'emailAddress',
      'firstName',
      'lastName',
    ]);
    store.getState().afterOrder();
    expect(store.getState().accountPassword).toEqual({ password: '', repeatPassword: '' });
    expect(store.getState().personalDetails).toMatchObject({ firstName: 'Ann', createAccount: false });
  });
});

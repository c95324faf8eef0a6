// The tax display's store (issue 11 "Prices with and without tax"; spec §1; supplement §3): starts with
// tax, as the server renders; toggles and sets the shopper's choice; ignores a no-op set.
import { describe, expect, it } from 'vitest';
import { createTaxDisplayStore, isTaxDisplay } from '#client/features/tax-display/store.ts';

describe('tax display store', () => {
  it('starts with tax (what the server renders)', () => {
    expect(createTaxDisplayStore().getState().display).toBe('incl');
  });

  it('toggles between with and without tax and answers the new choice', () => {
    const store = createTaxDisplayStore();
    expect(store.getState().toggle()).toBe('excl');
    expect(store.getState().display).toBe('excl');
    expect(store.getState().toggle()).toBe('incl');
    expect(store.getState().display).toBe('incl');
  });

  it('sets a choice, notifying only on a change', () => {
    const store = createTaxDisplayStore();
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.getState().setDisplay('incl');
    expect(changes).toBe(0);
    store.getState().setDisplay('excl');
    store.getState().setDisplay('excl');
    expect(store.getState().display).toBe('excl');
    expect(changes).toBe(1);
  });

  it('each page load has its own store', () => {
    const a = createTaxDisplayStore();
    a.getState().toggle();
    expect(createTaxDisplayStore().getState().display).toBe('incl');
  });

  it('recognises only the two saved values', () => {
    expect(['incl', 'excl', 'with', null, undefined, 1].map(isTaxDisplay)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

// A page left before its saved-state code had read the device (ADR 066): `pagehide` keeps what changed, the next
// page puts it back on top of what it changed meanwhile, once, and a page restored from the back/forward cache drops
// the kept copy. Real stores, the document's real localStorage and page events (happy-dom).
import { afterEach, describe, expect, it } from 'vitest';
import { createCartStore, type CartItem } from '#client/features/cart/store.ts';
import { createSavedListStore } from '#client/lib/saved-list.ts';
import { hasUnsaved, keepUnsavedOnLeave, UNSAVED_KEY } from '#client/app/unsaved-changes.browser.ts';
import { restoreUnsaved } from '#client/app/restore-unsaved.browser.ts';

const LINE = { sku: 'BPK00006', parentSku: 'BPK00006', name: 'Рюкзак', price: 2790, qty: 1 } as unknown as CartItem;

function stores() {
  return {
    cart: createCartStore(),
    wishlist: createSavedListStore({ limit: 50 }),
    compare: createSavedListStore({ limit: 4 }),
  };
}

/** A page transition event; its `persisted` set by hand, which happy-dom's constructor does not take. */
function pageEvent(type: 'pagehide' | 'pageshow', persisted: boolean): Event {
  return Object.defineProperty(new Event(type), 'persisted', { value: persisted });
}
const leave = (persisted = false) => window.dispatchEvent(pageEvent('pagehide', persisted));

const removals: Array<() => void> = [];
const keep = (page: ReturnType<typeof stores>) => removals.push(keepUnsavedOnLeave(page));

afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  localStorage.clear();
});

describe('changes a page could not save', () => {
  it('are kept at pagehide and put back once, on top of what the next page added meanwhile', () => {
    const first = stores();
    keep(first);
    const { qty, ...line } = LINE;
    first.cart.getState().addItem(line, qty);
    first.wishlist.setState({ items: [{ sku: 'WS01', parentSku: 'WS01', added_at: 1 }] });
    leave();
    expect(hasUnsaved()).toBe(true);

    const next = stores();
    next.cart.getState().addItem(line, 2);
    next.wishlist.setState({ items: [{ sku: 'WS02', parentSku: 'WS02', added_at: 2 }] });
    restoreUnsaved(next);
    expect(next.cart.getState().items.map((item) => [item.sku, item.qty])).toEqual([['BPK00006', 3]]);
    expect(next.wishlist.getState().items.map((item) => item.sku)).toEqual(['WS01', 'WS02']);
    expect(hasUnsaved()).toBe(false);
    restoreUnsaved(next);
    expect(next.cart.getState().items.map((item) => item.qty)).toEqual([3]);
  });

  it('are not kept for a store its persistence has read, nor when nothing changed', () => {
    const page = stores();
    keep(page);
    leave();
    expect(hasUnsaved()).toBe(false);
    page.cart.getState().restoreItems([LINE]);
    leave();
    expect(hasUnsaved()).toBe(false);
  });

  it('are dropped when the page comes back from the back/forward cache, and malformed ones read as none', () => {
    const page = stores();
    keep(page);
    const { qty, ...line } = LINE;
    page.cart.getState().addItem(line, qty);
    leave(true);
    expect(hasUnsaved()).toBe(true);
    window.dispatchEvent(pageEvent('pageshow', true));
    expect(hasUnsaved()).toBe(false);

    localStorage.setItem(UNSAVED_KEY, '{not json');
    const next = stores();
    restoreUnsaved(next);
    expect(next.cart.getState().items).toEqual([]);
    expect(hasUnsaved()).toBe(false);
  });
});

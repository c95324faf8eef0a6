import { describe, expect, it } from 'vitest';
import { createCartStore, totalQuantity, type CartItem } from '#client/features/cart/store.ts';

const item: Omit<CartItem, 'qty'> = {
  sku: 'KR1001-38-black',
  parentSku: 'KR1001',
  name: 'Кроссовки',
  price: 4990,
  image: '/product/sneakers/black/1.svg',
  type_id: 'configurable',
  options: [{ label: 'Размер', value: '38' }],
};

describe('cart store', () => {
  it('adds a new line and then raises its quantity', () => {
    const store = createCartStore();
    expect(store.getState().addItem(item)).toBe('added');
    expect(store.getState().addItem(item, 2)).toBe('updated');
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().items[0]?.qty).toBe(3);
  });

  it('counts the mini-cart by total quantity (spec §9)', () => {
    const store = createCartStore();
    store.getState().addItem(item, 2);
    store.getState().addItem({ ...item, sku: 'KR1001-39-black' });
    expect(totalQuantity(store.getState().items)).toBe(3);
  });

  it('keeps a bundle with other choices, or other custom option values, on a line of its own (contract §4.1)', () => {
    const store = createCartStore();
    const bundle = (selection: number, text: string): Omit<CartItem, 'qty'> => ({
      ...item,
      sku: 'SET-1',
      type_id: 'bundle',
      product_option: {
        extension_attributes: {
          bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [selection] }],
          custom_options: [{ option_id: '5', option_value: text }],
        },
      },
    });
    expect(store.getState().addItem(bundle(10, 'А'))).toBe('added');
    expect(store.getState().addItem(bundle(11, 'А'))).toBe('added');
    expect(store.getState().addItem(bundle(10, 'Б'))).toBe('added');
    expect(store.getState().addItem(bundle(10, 'А'), 2)).toBe('updated');
    expect(store.getState().items.map((line) => line.qty)).toEqual([3, 1, 1]);
  });

  it('keeps a line added before the device cart was read, merged into the stored cart (nothing lost)', () => {
    const store = createCartStore();
    store.getState().addItem(item, 1);
    store.getState().addItem({ ...item, sku: 'NEW-1' }, 2);
    const stored = [{ ...item, qty: 3 }];
    expect(store.getState().restoreItems(stored)).toBe(true);
    expect(store.getState().items.map((line) => [line.sku, line.qty])).toEqual([
      [item.sku, 4],
      ['NEW-1', 2],
    ]);
    expect(store.getState().loaded).toBe(true);
    // Once loaded, a later restore (another read) has nothing pending of its own.
    expect(store.getState().restoreItems(stored)).toBe(false);
    expect(store.getState().items.map((line) => line.qty)).toEqual([3]);
  });

  it('on a device with nothing saved, is known empty at once and still keeps the lines added before its read', () => {
    const store = createCartStore();
    store.getState().markNothingSaved();
    expect(store.getState().loaded).toBe(true);
    store.getState().addItem(item, 2);
    // Another tab saved a cart meanwhile: both are kept, equal lines summed.
    expect(store.getState().restoreItems([{ ...item, qty: 1 }])).toBe(true);
    expect(store.getState().items.map((line) => [line.sku, line.qty])).toEqual([[item.sku, 3]]);
    expect(store.getState().restoreItems([])).toBe(false);
    expect(store.getState().items).toEqual([]);
  });

  it('refuses quantities that are not positive integers (spec §5)', () => {
    const store = createCartStore();
    expect(() => store.getState().addItem(item, 0)).toThrow(RangeError);
    expect(() => store.getState().addItem(item, 1.5)).toThrow(/positive integer/);
    expect(store.getState().items).toEqual([]);
  });

  it('marks the cart loaded when persisted items replace it', () => {
    const store = createCartStore();
    expect(store.getState().loaded).toBe(false);
    store.getState().replaceItems([{ ...item, qty: 4 }]);
    expect(store.getState()).toMatchObject({ loaded: true, items: [{ sku: 'KR1001-38-black', qty: 4 }] });
  });

  // Contract §5.4 (cart list mutations) ported: add/merge, update, delete, the server's ids, restoreQuantity.
  describe('list mutations (contract §5.4)', () => {
    const foo: Omit<CartItem, 'qty'> = { ...item, sku: 'foo', parentSku: 'foo', options: [] };

    it('adds a line with its quantity, 1 without one, and merges an equal line (10 + 10 = 20, + 1 = 21)', () => {
      const store = createCartStore();
      store.getState().addItem(foo, 123);
      expect(store.getState().items.map((line) => [line.sku, line.qty])).toEqual([['foo', 123]]);
      const other = createCartStore();
      other.getState().addItem(foo);
      expect(other.getState().items[0]?.qty).toBe(1);
      const merged = createCartStore();
      merged.getState().addItem(foo, 10);
      merged.getState().addItem(foo, 10);
      merged.getState().addItem(foo);
      expect(merged.getState().items.map((line) => line.qty)).toEqual([21]);
    });

    it('deletes a line; an unknown line changes nothing', () => {
      const store = createCartStore();
      store.getState().addItem(foo, 2);
      const before = store.getState().items;
      store.getState().removeItem({ sku: 'bar' });
      expect(store.getState().items).toBe(before);
      store.getState().removeItem({ sku: 'foo' });
      expect(store.getState().items).toEqual([]);
    });

    it('sets a quantity (1..MAX_LINE_QTY) and refuses others; an unknown line is unchanged', () => {
      const store = createCartStore();
      store.getState().addItem(foo, 2);
      store.getState().setQty({ sku: 'foo' }, 20);
      expect(store.getState().items[0]?.qty).toBe(20);
      store.getState().setQty({ sku: 'bar' }, 5);
      expect(store.getState().items.map((line) => line.qty)).toEqual([20]);
      expect(() => store.getState().setQty({ sku: 'foo' }, 0)).toThrow(RangeError);
      expect(() => store.getState().setQty({ sku: 'foo' }, 10001)).toThrow(RangeError);
    });

    it('keeps the server ids of a line of one sku with other choices apart (the old sync marked by sku only)', () => {
      const store = createCartStore();
      const engraved = (text: string): Omit<CartItem, 'qty'> => ({
        ...foo,
        product_option: { extension_attributes: { custom_options: [{ option_id: '5', option_value: text }] } },
      });
      store.getState().addItem(engraved('А'), 1);
      store.getState().addItem(engraved('Б'), 2);
      store.getState().markSynced(engraved('Б'), 77, 2);
      expect(store.getState().items.map((line) => [line.server_item_id, line.server_qty, line.prev_qty])).toEqual([
        [undefined, undefined, undefined],
        [77, 2, 2],
      ]);
    });

    it('restoreQuantity: back to prev_qty, or removed without one (spec §4 failed server item update)', () => {
      const store = createCartStore();
      store.getState().addItem(foo, 2);
      store.getState().markSynced({ sku: 'foo' }, 1, 2);
      store.getState().setQty({ sku: 'foo' }, 5);
      expect(store.getState().restoreQuantity({ sku: 'foo' })).toBe('restored');
      expect(store.getState().items[0]?.qty).toBe(2);
      store.getState().addItem({ ...foo, sku: 'new' }, 1);
      expect(store.getState().restoreQuantity({ sku: 'new' })).toBe('removed');
      expect(store.getState().items.map((line) => line.sku)).toEqual(['foo']);
    });

    it('disconnect forgets the server cart, its ids and totals, and counts a bypass', () => {
      const store = createCartStore();
      store.getState().addItem(foo, 2);
      store.getState().setServerToken('a'.repeat(32));
      store.getState().markSynced({ sku: 'foo' }, 1, 2);
      store.getState().setTotals(
        {
          grand_total: 1,
          subtotal_incl_tax: 1,
          discount_amount: 0,
          shipping_incl_tax: 0,
          tax_amount: 0,
          total_segments: [],
        },
        'hash',
      );
      store.getState().disconnect(true);
      expect(store.getState()).toMatchObject({
        serverToken: null,
        platformTotals: null,
        totalsFor: null,
        connectBypassCount: 1,
      });
      expect(store.getState().items).toEqual([{ ...foo, qty: 2 }]);
    });

    it('sets stock statuses by sku, and leaves the lines alone when nothing changes', () => {
      const store = createCartStore();
      store.getState().addItem(foo, 1);
      store.getState().setStockStatus(new Map([['foo', 'out_of_stock']]));
      expect(store.getState().items[0]?.stock_status).toBe('out_of_stock');
      const before = store.getState().items;
      store.getState().setStockStatus(new Map([['foo', 'out_of_stock']]));
      expect(store.getState().items).toBe(before);
    });
    it('clears the lines, the server cart and its totals after an order (spec §4: without a sync)', () => {
      const store = createCartStore();
      store.getState().addItem(foo, 2);
      store.getState().setServerToken('token-1');
      store.getState().clear();
      expect(store.getState()).toMatchObject({ items: [], serverToken: null, platformTotals: null, totalsFor: null });
    });
  });
});

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
});

// The pure parts of the guest cart's merge after login (client/features/cart/merge.ts; spec §4 "Post-login";
// supplement §7; ADR 042): which device lines go to the customer cart with which quantities (added to the
// customer's line of the same sku and choices, capped), and the device's cart after the merge (server ids
// copied onto matching lines, a refused line kept without ids, the customer's other lines added).
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import type { ServerCartItem } from '#shared/contract/cart.ts';
import { lineFromServer, mergedLines, planMerge } from '#client/features/cart/merge.ts';
import type { CartItem } from '#client/features/cart/store.ts';

/** A custom option's value (a monogram): part of a line's identity, unlike a configurable's child choice. */
const monogram = (value: string) => ({
  extension_attributes: { custom_options: [{ option_id: '5', option_value: value }] },
});

const COAT: CartItem = {
  sku: 'COAT-1',
  parentSku: 'COAT-1',
  name: 'Пальто',
  qty: 2,
  price: 9990,
  image: '/img/coat.jpg',
  type_id: 'simple',
  options: [],
  server_item_id: 901,
  server_qty: 2,
  prev_qty: 2,
};
const BOOTS_42: CartItem = {
  sku: 'BOOT-42',
  parentSku: 'BOOT',
  name: 'Ботинки',
  qty: 1,
  price: 5490,
  image: '/img/boot.jpg',
  type_id: 'configurable',
  options: [{ label: 'Monogram', value: 'AB' }],
  product_option: monogram('AB'),
};

const server = (item: Partial<ServerCartItem> & Pick<ServerCartItem, 'item_id' | 'sku' | 'qty'>): ServerCartItem => ({
  name: item.sku,
  price: 1000,
  product_type: 'simple',
  quote_id: 'c0ffee',
  ...item,
});

describe('planMerge (step 3: push with quantity merge)', () => {
  it('adds the customer line’s quantity to the same product; other lines go as they are', () => {
    const customer = [
      server({ item_id: 7, sku: 'COAT-1', qty: 1 }),
      server({ item_id: 8, sku: 'BOOT-42', qty: 3, product_option: monogram('CD') }),
    ];
    expect(planMerge([COAT, BOOTS_42], customer)).toEqual([
      { line: COAT, qty: 3, itemId: 7 },
      // Monogram CD in the customer cart is another line than monogram AB on the device.
      { line: BOOTS_42, qty: 1 },
    ]);
  });

  it('never asks for more than the line limit', () => {
    const customer = [server({ item_id: 7, sku: 'COAT-1', qty: MAX_LINE_QTY - 1 })];
    expect(planMerge([COAT], customer)).toEqual([{ line: COAT, qty: MAX_LINE_QTY, itemId: 7 }]);
  });

  it('an empty guest cart pushes nothing', () => {
    expect(planMerge([], [server({ item_id: 7, sku: 'COAT-1', qty: 1 })])).toEqual([]);
  });
});

describe('mergedLines (step 5: the device follows the customer cart)', () => {
  it('copies the server ids and quantities onto the matching lines and adds the customer’s other lines', () => {
    const customer = [
      server({ item_id: 7, sku: 'COAT-1', qty: 3 }),
      server({ item_id: 9, sku: 'SCARF', qty: 2, name: 'Шарф', price: 1990, product_type: 'simple' }),
    ];
    expect(mergedLines([COAT], customer)).toEqual([
      { ...COAT, qty: 3, server_item_id: 7, server_qty: 3, prev_qty: 3 },
      {
        sku: 'SCARF',
        parentSku: 'SCARF',
        name: 'Шарф',
        qty: 2,
        price: 1990,
        image: '',
        type_id: 'simple',
        options: [],
        server_item_id: 9,
        server_qty: 2,
        prev_qty: 2,
      },
    ]);
  });

  it('a line the customer cart refused stays, without the guest cart’s ids (the next sync deals with it)', () => {
    const [kept] = mergedLines([COAT], []);
    expect(kept).toEqual({
      sku: 'COAT-1',
      parentSku: 'COAT-1',
      name: 'Пальто',
      qty: 2,
      price: 9990,
      image: '/img/coat.jpg',
      type_id: 'simple',
      options: [],
    });
  });

  it('keeps a line’s choices: product_option of a server line becomes the device line’s', () => {
    const item = server({
      item_id: 5,
      sku: 'BOOT-43',
      qty: 1,
      product_type: 'configurable',
      product_option: monogram('CD'),
    });
    expect(lineFromServer(item)).toMatchObject({
      sku: 'BOOT-43',
      type_id: 'configurable',
      product_option: monogram('CD'),
    });
    expect(mergedLines([BOOTS_42], [item]).map((line) => [line.sku, line.qty, line.server_item_id])).toEqual([
      ['BOOT-42', 1, undefined],
      ['BOOT-43', 1, 5],
    ]);
  });
});

// An order line's Magento amounts from what D1 keeps (worker/platform/order/order-line-amounts.ts; ADR 056):
// the discount split into its net part and its VAT, so VSF1's `row_total - discount_amount + tax_amount` is
// what the line cost; the same from the stored totals line and without it.
import { describe, expect, it } from 'vitest';
import { orderLineAmounts } from '#worker/platform/order/order-line-amounts.ts';
import { cartOrderKey, orderIdKey, orderKeyFor } from '#worker/platform/order/order-key.ts';

describe('orderLineAmounts', () => {
  it('splits a 10 % discount off 14 190 ₽ (VAT 22 % included) into 1 163.12 net and 255.88 VAT', () => {
    const amounts = orderLineAmounts(
      { row_total_incl_tax: 14190, tax_amount: 2302.97, discount_amount: 1419 },
      { row_total: 11631.15, tax_percent: 22, discount_percent: 10 },
    );
    expect(amounts).toEqual({
      row_total: 11631.15,
      tax_percent: 22,
      discount_percent: 10,
      discount_amount: 1163.12,
      discount_tax_compensation_amount: 255.88,
    });
    expect(Math.round((amounts.row_total - amounts.discount_amount + 2302.97) * 100) / 100).toBe(12771);
  });

  it('has nothing to split without a discount', () => {
    expect(
      orderLineAmounts(
        { row_total_incl_tax: 3000, tax_amount: 0, discount_amount: 0 },
        { row_total: 3000, tax_percent: 0, discount_percent: 0 },
      ),
    ).toMatchObject({ discount_amount: 0, discount_tax_compensation_amount: 0 });
  });

  it('without the stored totals line, counts the whole discount as net (the rate is unknown)', () => {
    expect(
      orderLineAmounts({ row_total_incl_tax: 14190, tax_amount: 2302.97, discount_amount: 1419 }, undefined),
    ).toEqual({
      row_total: 11887.03,
      tax_percent: 0,
      discount_percent: 0,
      discount_amount: 1419,
      discount_tax_compensation_amount: 0,
    });
  });
});

describe('orderKeyFor (ADR 055)', () => {
  it('keys by order_id when sent, else by the cart and the body, else by nothing anyone can send again', async () => {
    const cartHash = 'c'.repeat(64);
    expect(await orderKeyFor({ orderId: 'o-1', cartHash, bodyHash: 'b1' })).toBe(await orderIdKey('o-1'));
    expect(await orderKeyFor({ orderId: undefined, cartHash, bodyHash: 'b1' })).toBe(
      await cartOrderKey(cartHash, 'b1'),
    );
    expect(await orderKeyFor({ orderId: undefined, cartHash, bodyHash: 'b2' })).not.toBe(
      await cartOrderKey(cartHash, 'b1'),
    );
    const unkeyed = [1, 2].map(() => orderKeyFor({ orderId: undefined, cartHash: null, bodyHash: 'b1' }));
    const [first, second] = await Promise.all(unkeyed);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe(second);
  });
});

import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '#shared/contract/entities.ts';
import { productOffer } from '#shared/domain/seo/product-offer.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const stock = (is_in_stock: boolean) => ({ is_in_stock, qty: is_in_stock ? 5 : 0 });
const child = (sku: string, priceInclTax: number, inStock: boolean, status = 1) => ({
  sku,
  status,
  price: priceInclTax / 1.22,
  price_incl_tax: priceInclTax,
  stock: stock(inStock),
});

const shoe = {
  sku: 'SH01',
  type_id: 'configurable',
  price: 4918.03,
  price_incl_tax: 6000,
  stock: stock(true),
  configurable_children: [child('SH01-36', 6000, true), child('SH01-38', 6500, false), child('SH01-40', 6200, true, 2)],
} as unknown as ProductDocument;

describe('productOffer (issue 11: JSON-LD follows the chosen variant)', () => {
  it("states the url's child: its sku, price incl. tax and stock", () => {
    expect(productOffer(shoe, 'SH01-36', NOW)).toEqual({ sku: 'SH01-36', price: 6000, inStock: true });
    expect(productOffer(shoe, 'SH01-38', NOW)).toEqual({ sku: 'SH01-38', price: 6500, inStock: false });
    // Disabled (status 2) is not available either.
    expect(productOffer(shoe, 'SH01-40', NOW)).toEqual({ sku: 'SH01-40', price: 6200, inStock: false });
  });

  it('without a child (or an unknown one) states the product, available while any child can be bought', () => {
    expect(productOffer(shoe, undefined, NOW)).toEqual({ sku: 'SH01', price: 6000, inStock: true });
    expect(productOffer(shoe, 'OTHER', NOW)).toEqual({ sku: 'SH01', price: 6000, inStock: true });
    const soldOut = {
      ...shoe,
      configurable_children: [child('SH01-36', 6000, false), child('SH01-40', 6200, true, 2)],
    } as unknown as ProductDocument;
    expect(productOffer(soldOut, undefined, NOW).inStock).toBe(false);
  });

  it("a simple product's stock is its own", () => {
    const simple = {
      ...shoe,
      type_id: 'simple',
      configurable_children: [],
      stock: stock(false),
    } as unknown as ProductDocument;
    expect(productOffer(simple, undefined, NOW)).toEqual({ sku: 'SH01', price: 6000, inStock: false });
  });
});

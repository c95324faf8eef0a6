// contract §4.2 worked numbers (23 %, prices excluding tax) and the shop's tax-inclusive prices (RU 22 %).
import { describe, expect, it } from 'vitest';
import { calculateProductTax, splitPrice } from '#shared/domain/tax/index.ts';
import { EXCL_23, INCL_RU, NOW, RULE_23, trailRunnerShoe } from './fixtures';

const simple = (fields: Record<string, unknown>): Record<string, unknown> => ({
  id: 1,
  sku: 'S',
  type_id: 'simple',
  tax_class_id: '2',
  ...fields,
});

describe('contract §4.2 worked numbers (rate 23 %, source excluding tax)', () => {
  it('22 → price_tax 5.06, price_incl_tax 27.06', () => {
    const p = calculateProductTax(simple({ price: 22 }), EXCL_23);
    expect(p).toMatchObject({
      price: 22,
      price_tax: 5.06,
      price_incl_tax: 27.06,
      original_price_incl_tax: 27.06,
      special_price: 0,
    });
  });

  it('80 with an active special 64 → 78.72 / 78.72 / 98.4', () => {
    const p = calculateProductTax(
      simple({
        price: 80,
        special_price: 64,
        special_from_date: '2020-01-01 00:00:00',
        special_to_date: '2030-01-01 00:00:00',
      }),
      EXCL_23,
    );
    expect(p).toMatchObject({
      price: 64,
      price_tax: 14.72,
      price_incl_tax: 78.72,
      special_price: 64,
      special_price_tax: 14.72,
      special_price_incl_tax: 78.72,
      original_price: 80,
      original_price_tax: 18.4,
      original_price_incl_tax: 98.4,
      original_special_price: 64,
    });
  });

  it('the same special with an expired window → special_price 0, price_incl_tax 98.4', () => {
    const p = calculateProductTax(
      simple({
        price: 80,
        special_price: 64,
        special_from_date: '2020-01-01 00:00:00',
        special_to_date: '2021-01-01 00:00:00',
      }),
      EXCL_23,
    );
    expect(p).toMatchObject({
      price: 80,
      price_incl_tax: 98.4,
      special_price: 0,
      special_price_tax: 0,
      special_price_incl_tax: 0,
    });
  });

  it('the window is strict at both ends', () => {
    const at = (from: string, to: string, now: number) =>
      calculateProductTax(simple({ price: 80, special_price: 64, special_from_date: from, special_to_date: to }), {
        ...EXCL_23,
        now,
      }).price_incl_tax;
    expect(at('2025-06-01 00:00:00', '2030-01-01 00:00:00', NOW)).toBe(98.4); // from == now: not yet
    expect(at('2020-01-01 00:00:00', '2025-06-01 00:00:00', NOW)).toBe(98.4); // to == now: over
    expect(at('2025-05-31 23:59:59', '2025-06-01 00:00:01', NOW)).toBe(78.72);
  });

  it('no matching rate → price_incl_tax = price, tax 0 (wrong country, no tax class)', () => {
    const p = calculateProductTax(simple({ price: 80 }), { ...EXCL_23, taxCountry: 'FR' });
    expect(p).toMatchObject({
      price: 80,
      price_tax: 0,
      price_incl_tax: 80,
      special_price_tax: 0,
      special_price_incl_tax: 0,
    });
    expect(calculateProductTax(simple({ price: 22, tax_class_id: '0' }), EXCL_23)).toMatchObject({
      price_incl_tax: 22,
      price_tax: 0,
    });
  });

  it('contract §3.3: the configurable shoe, children priced and the parent at its cheapest child', () => {
    const p = calculateProductTax(trailRunnerShoe(), EXCL_23);
    const [c1, c2, c3] = p.configurable_children as Record<string, unknown>[];
    expect(c1).toMatchObject({
      price: 64,
      price_tax: 14.72,
      price_incl_tax: 78.72,
      special_price: 64,
      special_price_incl_tax: 78.72,
      original_price: 80,
      original_price_tax: 18.4,
      original_price_incl_tax: 98.4,
      original_special_price: 64,
    });
    for (const c of [c2, c3])
      expect(c).toMatchObject({
        price: 80,
        price_tax: 18.4,
        price_incl_tax: 98.4,
        special_price: 0,
        original_price: 80,
      });
    expect(p).toMatchObject({
      price: 64,
      price_incl_tax: 78.72,
      special_price: 64,
      special_price_incl_tax: 78.72,
      original_price_incl_tax: 98.4,
    });
  });
});

describe('tax-inclusive catalogue prices (supplement §3: RU 22 %)', () => {
  it('4990 ₽ incl. 22 % → net 4090.16, tax 899.84 (net rounded half-up: 4990 / 1.22 = 4090.1639…)', () => {
    expect(splitPrice(4990, 0.22, true)).toEqual({ net: 4090.16, tax: 899.84, incl: 4990 });
    const p = calculateProductTax(simple({ price: 4990, final_price: 4990 }), INCL_RU);
    expect(p).toMatchObject({
      price: 4090.16,
      price_tax: 899.84,
      price_incl_tax: 4990,
      original_price_incl_tax: 4990,
      final_price_incl_tax: 4990,
    });
  });

  it('the shelf price survives to the kopeck where independent rounding would drift', () => {
    // net and tax are each rounded to kopecks; their sum must still be the catalogue price, kopeck-exact,
    // including amounts with kopecks (tax = incl − net, not an independently rounded net × rate).
    for (let kopecks = 10_000; kopecks < 2_000_000; kopecks += 701) {
      const parts = splitPrice(kopecks / 100, 0.22, true);
      expect(parts.incl).toBe(kopecks / 100);
      expect(Math.round(parts.net * 100) + Math.round(parts.tax * 100)).toBe(kopecks);
    }
  });

  it('an active special price (seed shape: final_price = special) is the price; the regular stays original', () => {
    const p = calculateProductTax(
      simple({
        price: 5990,
        special_price: 4790,
        final_price: 4790,
        special_from_date: '2025-01-01 00:00:00',
        special_to_date: '2099-12-31 23:59:59',
      }),
      INCL_RU,
    );
    expect(p).toMatchObject({
      price: 3926.23,
      price_tax: 863.77,
      price_incl_tax: 4790,
      special_price: 3926.23,
      special_price_incl_tax: 4790,
      original_price: 4909.84,
      original_price_incl_tax: 5990,
    });
  });

  it('an expired special never shows, even when a stale final_price equals it (supplement §7)', () => {
    const p = calculateProductTax(
      simple({
        price: 5990,
        special_price: 4790,
        final_price: 4790,
        special_from_date: '2025-01-01 00:00:00',
        special_to_date: '2025-03-01 00:00:00',
      }),
      INCL_RU,
    );
    expect(p).toMatchObject({ price_incl_tax: 5990, special_price: 0, special_price_incl_tax: 0 });
  });

  it('a catalogue-rule final_price below the price wins', () => {
    const p = calculateProductTax(simple({ price: 5990, final_price: 4990 }), INCL_RU);
    expect(p).toMatchObject({ price: 4090.16, price_incl_tax: 4990, original_price_incl_tax: 5990, special_price: 0 });
  });

  it('a rule that beats an active special becomes the special price', () => {
    const p = calculateProductTax(
      simple({
        price: 5990,
        special_price: 4790,
        final_price: 3990,
        special_from_date: '2025-01-01 00:00:00',
        special_to_date: '2099-01-01 00:00:00',
      }),
      INCL_RU,
    );
    expect(p).toMatchObject({ price_incl_tax: 3990, special_price_incl_tax: 3990, original_price_incl_tax: 5990 });
  });

  it('processing a processed product again changes nothing (original_price marks it)', () => {
    const once = calculateProductTax(simple({ price: 4990, final_price: 4990 }), INCL_RU);
    const snapshot = structuredClone(once);
    expect(calculateProductTax(once, INCL_RU)).toEqual(snapshot);
  });

  it('the configurable parent takes the cheapest AVAILABLE child', () => {
    const p = calculateProductTax(
      {
        id: 9,
        sku: 'P',
        type_id: 'configurable',
        price: 6990,
        tax_class_id: '2',
        configurable_children: [
          { id: 91, sku: 'P-1', price: 6990, status: 1, stock: { is_in_stock: true }, tax_class_id: '2' },
          { id: 92, sku: 'P-2', price: 3990, status: 1, stock: { is_in_stock: false }, tax_class_id: '2' },
          { id: 93, sku: 'P-3', price: 2990, status: 2, tax_class_id: '2' },
          { id: 94, sku: 'P-4', price: 5990, status: 1, stock: { is_in_stock: true }, tax_class_id: '2' },
        ],
      },
      INCL_RU,
    );
    expect(p.price_incl_tax).toBe(5990);
    expect(p.price).toBe(4909.84);
    expect(p.original_price_incl_tax).toBe(6990);
  });

  it('with no child available, the cheapest of all children still prices the parent', () => {
    const p = calculateProductTax(
      {
        id: 9,
        sku: 'P',
        type_id: 'configurable',
        price: 6990,
        tax_class_id: '2',
        configurable_children: [
          { id: 91, price: 4990, stock: { is_in_stock: false }, tax_class_id: '2' },
          { id: 92, price: 3990, stock: { is_in_stock: false }, tax_class_id: '2' },
        ],
      },
      INCL_RU,
    );
    expect(p.price_incl_tax).toBe(3990);
  });
});

describe('rate lookup', () => {
  it('group tax is active only with a numeric userGroupId, matched against customer_tax_class_ids', () => {
    expect(calculateProductTax(simple({ price: 22 }), { ...EXCL_23, userGroupId: 3 }).price_incl_tax).toBe(27.06);
    expect(calculateProductTax(simple({ price: 22 }), { ...EXCL_23, userGroupId: 1 }).price_incl_tax).toBe(22);
    expect(calculateProductTax(simple({ price: 22 }), { ...EXCL_23, userGroupId: null }).price_incl_tax).toBe(27.06);
  });

  it('a regional rate applies to its region only; tax_region_id 0 covers the whole country', () => {
    const rules = [
      {
        ...RULE_23,
        rates: [{ tax_country_id: 'US', tax_region_id: 12, region_name: 'California', rate: 10 }, ...RULE_23.rates],
      },
    ];
    expect(
      calculateProductTax(simple({ price: 100 }), { ...EXCL_23, taxRules: rules, taxRegion: 'California' })
        .price_incl_tax,
    ).toBe(110);
    expect(
      calculateProductTax(simple({ price: 100 }), { ...EXCL_23, taxRules: rules, taxRegion: 'Texas' }).price_incl_tax,
    ).toBe(123);
  });

  it('numeric strings in documents are read as numbers', () => {
    expect(calculateProductTax(simple({ price: '22' }), EXCL_23).price_incl_tax).toBe(27.06);
  });
});

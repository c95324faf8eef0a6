// Tax fixtures of contract §3.2/§3.6/§4.2: a 23 % rule (worked numbers) and the shop's RU 22 % rule.
import type { TaxRule } from '#shared/domain/tax/index.ts';

export const RULE_23: TaxRule = {
  id: 2,
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [
    { id: 6, tax_country_id: 'DE', tax_region_id: 0, rate: 23 },
    { id: 4, tax_country_id: 'US', tax_region_id: 0, rate: 23 },
  ],
};

export const RULE_RU_22: TaxRule = {
  id: 2,
  product_tax_class_ids: [2],
  customer_tax_class_ids: [3],
  rates: [
    { id: 1, tax_country_id: 'RU', tax_region_id: 0, rate: 22 },
    { id: 2, tax_country_id: 'PL', tax_region_id: 0, rate: 23 },
  ],
};

/** 2025-06-01T00:00:00Z: inside 2020..2030, after a window that closed in 2021. */
export const NOW = Date.UTC(2025, 5, 1);

export const EXCL_23 = {
  taxRules: [RULE_23],
  taxCountry: 'US',
  sourcePriceInclTax: false,
  finalPriceInclTax: false,
  now: NOW,
};
export const INCL_RU = {
  taxRules: [RULE_RU_22],
  taxCountry: 'RU',
  sourcePriceInclTax: true,
  finalPriceInclTax: true,
  now: NOW,
};

/** contract §3.2: the configurable shoe SH01 as stored (prices excluding tax). */
export function trailRunnerShoe(): Record<string, unknown> {
  return {
    id: 5001,
    sku: 'SH01',
    type_id: 'configurable',
    price: 80,
    special_price: null,
    special_from_date: null,
    special_to_date: null,
    tax_class_id: '2',
    configurable_children: [
      {
        id: 5002,
        sku: 'SH01-36-Black',
        status: 1,
        price: 80,
        special_price: 64,
        special_from_date: '2020-01-01 00:00:00',
        special_to_date: '2030-01-01 00:00:00',
        tax_class_id: '2',
      },
      { id: 5003, sku: 'SH01-38-Black', status: 1, price: 80, tax_class_id: '2' },
      { id: 5004, sku: 'SH01-36-Red', status: 1, price: 80, tax_class_id: '2' },
    ],
  };
}

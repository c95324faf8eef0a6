// Which tax rate applies to a product (contract §4.2, UTIL:src/taxCalc/calculateProductTax.ts):
// the first rule whose product_tax_class_ids contain the product's class (and, with group tax active,
// whose customer_tax_class_ids contain the group), then its first rate for the country whose region
// matches, is 0 (whole country) or is unnamed. Postcode ranges are not evaluated (nor were they in UTIL).
import { toNumber } from './numbers';
import type { TaxRate, TaxRule } from './types';

export interface RateQuery {
  productTaxClassId: unknown;
  taxCountry: string;
  taxRegion?: string;
  userGroupId?: number | null;
}

export function findTaxRate(rules: readonly TaxRule[], query: RateQuery): TaxRate | undefined {
  const taxClass = toNumber(query.productTaxClassId);
  if (taxClass === undefined || taxClass <= 0) return undefined;
  const groupTaxActive = typeof query.userGroupId === 'number';
  const region = query.taxRegion ?? '';
  const rule = rules.find(
    (r) =>
      r.product_tax_class_ids.includes(taxClass) &&
      (!groupTaxActive || r.customer_tax_class_ids.includes(query.userGroupId as number)),
  );
  if (!rule) return undefined;
  return rule.rates.find(
    (rate) =>
      rate.tax_country_id === query.taxCountry &&
      (rate.region_name === region || rate.tax_region_id === 0 || !rate.region_name),
  );
}

// Shapes the tax calculation reads (contract §3.6 taxrule, §3.1 product). Index documents are loose
// JSON, so products are plain records and numbers may arrive as numeric strings ("tax_class_id":"2").

/** A product document (or a configurable child) as the index holds it; the calculation writes into it. */
export type PriceDocument = Record<string, unknown>;

/** contract §3.6: one rate of a tax rule. */
export interface TaxRate {
  id?: number;
  tax_country_id: string;
  tax_region_id?: number;
  region_name?: string | null;
  tax_postcode?: string;
  /** Percent (23 = 23 %); spec §9 "tax rates are percent divided by 100". */
  rate: number;
  code?: string;
}

/** contract §3.6: a `taxrule` entity document. */
export interface TaxRule {
  id: number;
  code?: string;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRate[];
}

export interface ProductTaxOptions {
  taxRules: readonly TaxRule[];
  /** Country of the store view (STORE_VIEWS[store].taxCountry). */
  taxCountry: string;
  taxRegion?: string;
  /** Catalogue `price` / `special_price` include tax (supplement §3: true for this shop). */
  sourcePriceInclTax: boolean;
  /** Catalogue `final_price` includes tax (UTIL default true). */
  finalPriceInclTax: boolean;
  /**
   * Group-dependent tax is active only when a numeric group is given (UTIL
   * checkIfTaxWithUserGroupIsActive); then the rule's customer_tax_class_ids must contain it.
   */
  userGroupId?: number | null;
  /** Epoch ms the special-price windows are evaluated at (contract §7 #24: request time). */
  now: number;
}

/** A price split into its net amount and tax; `incl` = net + tax. */
export interface PriceParts {
  net: number;
  tax: number;
  incl: number;
}

/** What the calculation writes into every product it prices (final_* only with a final_price). */
export interface TaxedPriceFields {
  price: number;
  price_tax: number;
  price_incl_tax: number;
  special_price: number;
  special_price_tax: number;
  special_price_incl_tax: number;
  original_price: number;
  original_price_tax: number;
  original_price_incl_tax: number;
  original_special_price?: number;
  original_final_price?: number;
  final_price?: number;
  final_price_tax?: number;
  final_price_incl_tax?: number;
}

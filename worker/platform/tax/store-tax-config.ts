// Tax configuration of a store view (contract §4.2 "Server multistore": country and flags come from the
// store view; supplement §3; docs/decisions/007-server-side-tax.md).
import { STORE_VIEWS, type StoreCode } from '#shared/config/store-views.ts';

/**
 * Spec §9 "Fallback tax country PL": the country used when a store view configures none (UTIL's
 * calculateProductTax defaults taxCountry to 'PL' too). It is NOT a fallback rate for a country
 * without a rule: a RU price never gets Polish VAT.
 */
export const FALLBACK_TAX_COUNTRY = 'PL';

export interface StoreTaxConfig {
  taxCountry: string;
  /** Supplement §3: catalogue prices (price, special_price) include VAT. */
  sourcePriceInclTax: boolean;
  /** final_price is derived from the same tax-inclusive prices (seed: final = active special or price). */
  finalPriceInclTax: boolean;
}

export function storeTaxConfig(store: StoreCode): StoreTaxConfig {
  const configured = STORE_VIEWS[store].taxCountry;
  return {
    taxCountry: configured !== '' ? configured : FALLBACK_TAX_COUNTRY,
    sourcePriceInclTax: true,
    finalPriceInclTax: true,
  };
}

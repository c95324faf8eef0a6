// One amount split into net + tax (contract §4.2 createSinglePrice, UTIL rounding to 2 decimals).
import { roundMoney } from './round';
import type { PriceParts } from './types';

/**
 * `amount` excluding tax: net = amount, tax = round(amount × f), incl = round(net + tax).
 * `amount` including tax (our shop, supplement §3): net = round(amount / (1 + f)), tax = incl − net,
 * incl = amount — the shelf price the shop set is kept to the kopeck (UTIL rounds net and tax
 * independently, which can drift their sum by 0.01; see docs/decisions/007-server-side-tax.md).
 */
export function splitPrice(amount: number, rateFactor: number, amountInclTax: boolean): PriceParts {
  if (!amount) return { net: 0, tax: 0, incl: 0 };
  if (amountInclTax) {
    const incl = roundMoney(amount);
    const net = roundMoney(amount / (1 + rateFactor));
    return { net, tax: roundMoney(incl - net), incl };
  }
  const net = roundMoney(amount);
  const tax = roundMoney(amount * rateFactor);
  return { net, tax, incl: roundMoney(net + tax) };
}

export const ZERO_PRICE: Readonly<PriceParts> = Object.freeze({ net: 0, tax: 0, incl: 0 });

/** The price fields the calculation writes; key names are built once (it runs on every hit). */
export type PriceTarget = 'price' | 'special_price' | 'final_price' | 'original_price';

const KEYS: Readonly<Record<PriceTarget, readonly [string, string, string]>> = {
  price: ['price', 'price_tax', 'price_incl_tax'],
  special_price: ['special_price', 'special_price_tax', 'special_price_incl_tax'],
  final_price: ['final_price', 'final_price_tax', 'final_price_incl_tax'],
  original_price: ['original_price', 'original_price_tax', 'original_price_incl_tax'],
};

/** UTIL assignPrice: `target` = net, `target_tax` = tax, `target_incl_tax` = net + tax. */
export function assignPrice(product: Record<string, unknown>, target: PriceTarget, parts: Readonly<PriceParts>): void {
  const [netKey, taxKey, inclKey] = KEYS[target];
  product[netKey] = parts.net;
  product[taxKey] = parts.tax;
  product[inclKey] = parts.incl;
}

/** Reads back what assignPrice wrote (absent fields are 0). */
export function readPrice(product: Record<string, unknown>, target: PriceTarget): PriceParts {
  const [netKey, taxKey, inclKey] = KEYS[target];
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  return { net: num(product[netKey]), tax: num(product[taxKey]), incl: num(product[inclKey]) };
}

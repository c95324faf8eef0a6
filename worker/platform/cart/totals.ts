// Cart totals of contract §1.3 (C5 totals, C8 shipping-information, C9 collect-totals, the order of O1),
// pure: the caller prices the lines from the catalogue (line-pricing.ts), never from what a client sent.
// Supplement §3: shelf prices include VAT (22 % in RU), so each line's gross amount is exact and its tax is
// the part of it above the net (gross / 1.22, rounded to kopecks), as the tax processor does (ADR 007).
// A coupon is a percent off the lines' shelf prices (tax included; Magento's "apply discount on prices
// including tax", tax then computed after the discount), never off shipping. Which Magento field holds which
// amount (a line's discount without its VAT, the totals' with it): docs/decisions/056-magento-amounts-tax-inclusive.md. Shipping is the courier flat
// rate (shared/config/checkout-methods.ts) when the cart has something to ship and a country.
// docs/decisions/030-cart-totals-shipping-payment-coupons.md.
import { roundMoney } from '#shared/domain/tax/index.ts';
import { COURIER, MISSING_COUNTRY_LOG } from '#shared/config/checkout-methods.ts';
import { courierPrice, FREE_COURIER } from '#shared/domain/checkout/courier-price.ts';

/** A cart line priced from the catalogue. */
export interface TotalsLine {
  itemId: number;
  sku: string;
  name: string;
  qty: number;
  productType: string;
  /** Unit shelf price with tax (custom options and bundle choices included). */
  priceInclTax: number;
  /** VAT percent of the line (22 for RU; 0 when no rate applies). */
  taxPercent: number;
  /** The chosen options as Magento's totals list them (`[{label:'Color',value:'red'}]`). */
  options: ReadonlyArray<{ label: string; value: string }>;
}

export interface TotalsCoupon {
  code: string;
  percent: number;
}

export interface SegmentTitles {
  subtotal: string;
  shipping: string;
  discount: string;
  tax: string;
  grandTotal: string;
  /** The title of a VAT rate in the tax details: `VAT 22%`. */
  rate: (percent: number) => string;
}

export const SEGMENT_TITLES: Record<'ru' | 'en', SegmentTitles> = {
  en: {
    subtotal: 'Subtotal',
    shipping: `Shipping & Handling (${COURIER.carrierTitle} - ${COURIER.methodTitle})`,
    discount: 'Discount',
    tax: 'Tax',
    grandTotal: 'Grand Total',
    rate: (percent) => `VAT ${percent}%`,
  },
  ru: {
    subtotal: 'Подытог',
    shipping: 'Доставка (курьер, фиксированная ставка)',
    discount: 'Скидка',
    tax: 'НДС',
    grandTotal: 'Итого',
    rate: (percent) => `НДС ${percent}%`,
  },
};

export interface TotalsInput {
  lines: readonly TotalsLine[];
  coupon: TotalsCoupon | null;
  /** Charge the courier: false for a virtual cart, or when no country is known (no shipping totals). */
  shipping: boolean;
  /** Free delivery from this value of the goods (VAT included, after discounts); null: never (FREE_SHIPPING_FROM). */
  freeShippingFrom: number | null;
  currency: string;
  titles: SegmentTitles;
}

export interface TotalsItem {
  item_id: number;
  sku: string;
  name: string;
  price: number;
  price_incl_tax: number;
  qty: number;
  row_total: number;
  row_total_incl_tax: number;
  base_row_total_incl_tax: number;
  row_total_with_discount: number;
  /** VAT of what the line costs after its discount. */
  tax_amount: number;
  tax_percent: number;
  /**
   * The line's discount without its VAT, so VSF1's line price `row_total - discount_amount + tax_amount` is what
   * the shopper pays; the discount off the tax-inclusive row is this plus discount_tax_compensation_amount.
   */
  discount_amount: number;
  /** The VAT part of the line's discount (the tax the discount took off). */
  discount_tax_compensation_amount: number;
  discount_percent: number;
  /** JSON text, as Magento answers it (VSF parses it: contract §1.3). */
  options: string;
  product_type: string;
}

export interface TotalSegment {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total';
  title: string;
  value: number;
  area?: string;
  extension_attributes?: {
    tax_grandtotal_details: Array<{
      amount: number;
      rates: Array<{ percent: string; title: string }>;
      group_id: number;
    }>;
  };
}

export interface CartTotals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  base_subtotal: number;
  subtotal_incl_tax: number;
  base_subtotal_incl_tax: number;
  subtotal_with_discount: number;
  discount_amount: number;
  base_discount_amount: number;
  shipping_amount: number;
  base_shipping_amount: number;
  shipping_incl_tax: number;
  shipping_tax_amount: number;
  tax_amount: number;
  base_tax_amount: number;
  base_currency_code: string;
  quote_currency_code: string;
  items_qty: number;
  coupon_code?: string;
  items: TotalsItem[];
  total_segments: TotalSegment[];
}

/** Contract §4.1 isVirtualCart: non-empty and every line virtual or downloadable. */
export function isVirtualCart(lines: ReadonlyArray<{ productType: string }>): boolean {
  return (
    lines.length > 0 && lines.every((line) => line.productType === 'virtual' || line.productType === 'downloadable')
  );
}

/**
 * The shipping country: the one chosen, else the default country (the store view's tax country, VSF's
 * tax.defaultCountry); null, and the spec's log line, when neither is set (then there are no shipping totals).
 */
export function shippingCountry(chosen: string | null | undefined, defaultCountry: string): string | null {
  const country = chosen || defaultCountry || null;
  if (!country) console.warn(JSON.stringify({ level: 'warn', where: 'cart totals', message: MISSING_COUNTRY_LOG }));
  return country;
}

/** The tax included in a gross amount at `percent`. */
function includedTax(gross: number, percent: number): number {
  if (percent <= 0) return 0;
  return roundMoney(gross - roundMoney(gross / (1 + percent / 100)));
}

function priceItem(line: TotalsLine, coupon: TotalsCoupon | null): TotalsItem {
  const rowInclTax = roundMoney(line.priceInclTax * line.qty);
  const discount = coupon ? roundMoney((rowInclTax * coupon.percent) / 100) : 0;
  const rowTax = includedTax(rowInclTax, line.taxPercent);
  const paidTax = includedTax(rowInclTax - discount, line.taxPercent);
  const discountTax = roundMoney(rowTax - paidTax);
  return {
    item_id: line.itemId,
    sku: line.sku,
    name: line.name,
    price: roundMoney(line.priceInclTax - includedTax(line.priceInclTax, line.taxPercent)),
    price_incl_tax: line.priceInclTax,
    qty: line.qty,
    row_total: roundMoney(rowInclTax - rowTax),
    row_total_incl_tax: rowInclTax,
    base_row_total_incl_tax: rowInclTax,
    row_total_with_discount: roundMoney(rowInclTax - discount - paidTax),
    tax_amount: paidTax,
    tax_percent: line.taxPercent,
    discount_amount: roundMoney(discount - discountTax),
    discount_tax_compensation_amount: discountTax,
    discount_percent: coupon ? coupon.percent : 0,
    options: JSON.stringify(line.options),
    product_type: line.productType,
  };
}

const sum = (values: readonly number[]) => roundMoney(values.reduce((total, value) => total + value, 0));

/** The totals of contract §1.3 for priced lines. */
export function computeTotals(input: TotalsInput): CartTotals {
  const items = input.lines.map((line) => priceItem(line, input.coupon));
  const subtotal = sum(items.map((item) => item.row_total));
  const subtotalInclTax = sum(items.map((item) => item.row_total_incl_tax));
  const discount = sum(items.map((item) => item.discount_amount + item.discount_tax_compensation_amount));
  const itemsTax = sum(items.map((item) => item.tax_amount));
  const courier = input.shipping
    ? courierPrice(roundMoney(subtotalInclTax - discount), input.freeShippingFrom)
    : FREE_COURIER;
  const shippingInclTax = courier.inclTax;
  const shippingAmount = courier.exclTax;
  const shippingTax = roundMoney(shippingInclTax - shippingAmount);
  const taxAmount = roundMoney(itemsTax + shippingTax);
  const grandTotal = roundMoney(subtotalInclTax - discount + shippingInclTax);

  // Tax details per rate (one rate in the demo: RU 22 %); the shipping's tax counts with the most common rate.
  const byRate = new Map<number, number>();
  for (const item of items)
    byRate.set(item.tax_percent, roundMoney((byRate.get(item.tax_percent) ?? 0) + item.tax_amount));
  if (shippingTax > 0) {
    const main = [...byRate.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
    byRate.set(main, roundMoney((byRate.get(main) ?? 0) + shippingTax));
  }
  const taxDetails = [...byRate.entries()]
    .filter(([percent]) => percent > 0)
    .map(([percent, amount]) => ({
      amount,
      rates: [{ percent: String(percent), title: input.titles.rate(percent) }],
      group_id: 1,
    }));

  const segments: TotalSegment[] = [{ code: 'subtotal', title: input.titles.subtotal, value: subtotalInclTax }];
  if (input.shipping) segments.push({ code: 'shipping', title: input.titles.shipping, value: shippingInclTax });
  if (input.coupon)
    segments.push({ code: 'discount', title: `${input.titles.discount} (${input.coupon.code})`, value: -discount });
  segments.push(
    {
      code: 'tax',
      title: input.titles.tax,
      value: taxAmount,
      area: 'taxes',
      extension_attributes: { tax_grandtotal_details: taxDetails },
    },
    { code: 'grand_total', title: input.titles.grandTotal, value: grandTotal, area: 'footer' },
  );

  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal,
    base_subtotal: subtotal,
    subtotal_incl_tax: subtotalInclTax,
    base_subtotal_incl_tax: subtotalInclTax,
    subtotal_with_discount: roundMoney(subtotalInclTax - discount - itemsTax),
    discount_amount: discount === 0 ? 0 : -discount,
    base_discount_amount: discount === 0 ? 0 : -discount,
    shipping_amount: shippingAmount,
    base_shipping_amount: shippingAmount,
    shipping_incl_tax: shippingInclTax,
    shipping_tax_amount: shippingTax,
    tax_amount: taxAmount,
    base_tax_amount: taxAmount,
    base_currency_code: input.currency,
    quote_currency_code: input.currency,
    items_qty: input.lines.reduce((total, line) => total + line.qty, 0),
    ...(input.coupon ? { coupon_code: input.coupon.code } : {}),
    items,
    total_segments: segments,
  };
}

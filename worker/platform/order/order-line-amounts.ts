// A placed order line's money in the Magento fields VSF1 reads (docs/decisions/056-magento-amounts-tax-inclusive.md),
// from what D1 keeps: the order_items row (tax-inclusive row total, the VAT paid, the discount with its VAT) and
// the line of the totals stored with the order (net row total, rates). Pure.
import { roundMoney } from '#shared/domain/tax/index.ts';

export interface StoredLineMoney {
  row_total_incl_tax: number;
  /** VAT of what the line cost after its discount. */
  tax_amount: number;
  /** The discount off the tax-inclusive row, VAT included (what order_items keeps). */
  discount_amount: number;
}

/** The line of the order's stored totals (a totals item, worker/platform/cart/totals.ts), where there is one. */
export interface StoredTotalsLine {
  row_total?: number;
  tax_percent?: number;
  discount_percent?: number;
}

export interface OrderLineAmounts {
  row_total: number;
  tax_percent: number;
  discount_percent: number;
  /** The discount without its VAT: `row_total - discount_amount + tax_amount` is what the line cost. */
  discount_amount: number;
  /** The VAT part of the discount. */
  discount_tax_compensation_amount: number;
}

/** The Magento amounts of one order line. */
export function orderLineAmounts(line: StoredLineMoney, totals: StoredTotalsLine | undefined): OrderLineAmounts {
  // Every order keeps its totals; without them the rate is unknown, and the discount counts as holding no VAT.
  const rowTotal = totals?.row_total ?? roundMoney(line.row_total_incl_tax - line.tax_amount);
  // Never below 0 (nor -0): a discount holds no negative VAT, whatever a hand-edited row says.
  const discountTax = Math.max(0, roundMoney(line.row_total_incl_tax - rowTotal - line.tax_amount));
  return {
    row_total: rowTotal,
    tax_percent: totals?.tax_percent ?? 0,
    discount_percent: totals?.discount_percent ?? 0,
    discount_amount: roundMoney(line.discount_amount - discountTax),
    discount_tax_compensation_amount: discountTax,
  };
}

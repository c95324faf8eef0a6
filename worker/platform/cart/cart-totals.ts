// The totals of a stored guest cart (contract C5, C8, C9; ADR 030): its lines priced from the catalogue now
// (line-pricing.ts), its coupon, its shipping country (the store view's tax country when none was given:
// VSF's tax.defaultCountry) — then the pure computation of totals.ts. A line the catalogue no longer sells
// (disabled, removed) is left out of the totals: an order of it would be refused too.
import { isStoreCode, STORE_VIEWS, DEFAULT_STORE_CODE, type StoreCode } from '#shared/config/store-views.ts';
import { DEFAULT_SETTINGS } from '#shared/config/settings.ts';
import { readStoredLines } from './stored-line';
import { cartLines, type CartRow } from './cart-store';
import { findCoupon } from './coupons';
import { priceLines, type PricedLine } from './line-pricing';
import {
  computeTotals,
  isVirtualCart,
  SEGMENT_TITLES,
  shippingCountry,
  type CartTotals,
  type TotalsLine,
} from './totals';

export interface CartState {
  store: StoreCode;
  lines: TotalsLine[];
  virtual: boolean;
  totals: CartTotals;
}

export function cartStore(row: CartRow): StoreCode {
  return isStoreCode(row.store) ? row.store : DEFAULT_STORE_CODE;
}

export function totalsLine(itemId: number, qty: number, priced: PricedLine): TotalsLine {
  return {
    itemId,
    sku: priced.sku,
    name: priced.name,
    qty,
    productType: priced.productType,
    priceInclTax: priced.priceInclTax,
    taxPercent: priced.taxPercent,
    options: priced.options,
  };
}

/** `store`: the store view of the request (`?storeCode=`, contract §0.3), else the one the cart was created in. */
export async function cartState(
  db: D1Database,
  cartId: string,
  row: CartRow,
  now: number = Date.now(),
  store: StoreCode = cartStore(row),
  freeShippingFrom: number | null = DEFAULT_SETTINGS.freeShippingFrom,
): Promise<CartState> {
  const items = readStoredLines(await cartLines(db, row.token_hash), cartId);
  const priced = await priceLines(
    db,
    store,
    items.map((item) => ({ sku: item.sku, productOption: item.product_option })),
    now,
  );
  const lines = items.flatMap((item, index) => {
    const line = priced[index];
    return line ? [totalsLine(item.item_id, item.qty, line)] : [];
  });
  const virtual = isVirtualCart(lines);
  const country = shippingCountry(row.country_id, STORE_VIEWS[store].taxCountry);
  const coupon = row.coupon_code ? await findCoupon(db, row.coupon_code, now) : null;
  const totals = computeTotals({
    lines,
    coupon,
    shipping: !virtual && lines.length > 0 && country !== null,
    freeShippingFrom,
    currency: STORE_VIEWS[store].currencyCode,
    titles: SEGMENT_TITLES[store],
  });
  return { store, lines, virtual, totals };
}

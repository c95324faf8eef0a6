// Adding lines to the cart with the checks of spec §5 and §8, in the spec's order (issue 11 "Add to
// cart"; contract §4.1 addItem → validateProduct → checkProductStatus):
//   1. quantity: a positive integer up to the line limit (spec §5);
//   2. price: incl. tax ≤ 0 is refused ('Product price is unknown…'); with zero-price products only < 0;
//   3. stock, only when 1 and 2 found nothing: `/api/stock/check` per sku for what the cart would then hold.
//      Out of stock → refused; more than available → 'Only {maxQuantity} products…'; the check unanswered
//      (offline, a network failure, a server error or no answer within STOCK_CHECK_TIMEOUT_MS) → the
//      lines go in anyway for pre-reservation and the result says `volatile` (spec §4 cart stock status).
// All lines of one click go in together or none does (a grouped product adds several). Pure of React and
// of the notifications feature: the page turns the result into the spec's messages.
import { ApiError } from '#shared/api/errors.ts';
import { MAX_LINE_QTY } from '#shared/config/input-limits.ts';
import type { FullStockItem } from '#shared/contract/stock.ts';
import type { CartLineDraft } from './cart-line';
import { isSameCartLine, type CartStore } from './store';

/** How long a shopper waits for the stock answer before the line goes in as volatile. */
export const STOCK_CHECK_TIMEOUT_MS = 5000;

export type AddToCartResult =
  /** In the cart: a new line (`added`) or more of a line it held (`updated`); `volatile` = stock unconfirmed. */
  | { kind: 'added' | 'updated'; volatile: boolean }
  /** Spec §5: 'Product price is unknown, product cannot be added to the cart!' */
  | { kind: 'price-unknown' }
  /** Spec §5: quantities are positive integers below the line limit. */
  | { kind: 'invalid-quantity'; maxQuantity: number }
  /** Spec §8: 'The product is out of stock and cannot be added to the cart!' */
  | { kind: 'out-of-stock'; sku: string }
  /** Spec §5: 'Only {maxQuantity} products of this type are available.' */
  | { kind: 'too-many'; sku: string; maxQuantity: number };

export interface AddToCartDeps {
  cart: CartStore;
  /** The stock item of a sku; rejects when there is no answer (client/lib/api/stock.ts checkStock). */
  checkStock(sku: string, signal: AbortSignal): Promise<FullStockItem>;
  /** False while the browser knows it is offline: no check is attempted. */
  isOnline(): boolean;
  /** Spec §5 zero-price products setting: a price of 0 may be added (only a negative one is refused). */
  zeroPriceProducts: boolean;
  /** Defaults to STOCK_CHECK_TIMEOUT_MS (tests shorten it). */
  stockCheckTimeoutMs?: number;
}

type StockVerdict =
  | { kind: 'ok' }
  | { kind: 'unknown' }
  | { kind: 'out-of-stock'; sku: string }
  | { kind: 'too-many'; sku: string; maxQuantity: number };

const isValidQuantity = (qty: number) => Number.isInteger(qty) && qty > 0 && qty <= MAX_LINE_QTY;

/** What the cart holds of this line already (the check is for the total after adding). */
function heldQuantity(cart: CartStore, line: CartLineDraft): number {
  return cart.getState().items.find((item) => isSameCartLine(item, line))?.qty ?? 0;
}

/** Contract §1.3 stock item: managed stock without backorders caps at `qty`; every item at `max_sale_qty`. */
export function stockVerdict(item: FullStockItem, sku: string, wanted: number): StockVerdict {
  if (!item.is_in_stock) return { kind: 'out-of-stock', sku };
  const available = item.manage_stock && item.backorders === 0 ? Math.floor(item.qty) : Number.POSITIVE_INFINITY;
  const maxQuantity = Math.min(available, item.max_sale_qty);
  if (maxQuantity <= 0) return { kind: 'out-of-stock', sku };
  return wanted > maxQuantity ? { kind: 'too-many', sku, maxQuantity } : { kind: 'ok' };
}

async function checkLine(deps: AddToCartDeps, sku: string, wanted: number): Promise<StockVerdict> {
  try {
    const item = await deps.checkStock(sku, AbortSignal.timeout(deps.stockCheckTimeoutMs ?? STOCK_CHECK_TIMEOUT_MS));
    return stockVerdict(item, sku, wanted);
  } catch (error) {
    // The platform answers 404 for a sku it does not know: that is an answer (nothing to sell), not doubt.
    if (error instanceof ApiError && error.status === 404) return { kind: 'out-of-stock', sku };
    return { kind: 'unknown' };
  }
}

export async function addLinesToCart(deps: AddToCartDeps, lines: readonly CartLineDraft[]): Promise<AddToCartResult> {
  for (const line of lines) {
    if (!isValidQuantity(line.qty)) return { kind: 'invalid-quantity', maxQuantity: MAX_LINE_QTY };
  }
  for (const line of lines) {
    if (deps.zeroPriceProducts ? line.price < 0 : line.price <= 0) return { kind: 'price-unknown' };
  }

  // Lines of one sku (a grouped product never repeats one, but be exact) are checked for their sum.
  const wanted = new Map<string, number>();
  for (const line of lines) {
    wanted.set(line.sku, (wanted.get(line.sku) ?? heldQuantity(deps.cart, line)) + line.qty);
  }
  let volatile = !deps.isOnline();
  if (!volatile) {
    const verdicts = await Promise.all([...wanted].map(([sku, qty]) => checkLine(deps, sku, qty)));
    for (const verdict of verdicts) {
      if (verdict.kind === 'out-of-stock' || verdict.kind === 'too-many') return verdict;
    }
    volatile = verdicts.some((verdict) => verdict.kind === 'unknown');
  }

  let added = false;
  for (const line of lines) {
    const { qty, ...item } = line;
    added = deps.cart.getState().addItem(item, qty) === 'added' || added;
  }
  return { kind: added ? 'added' : 'updated', volatile };
}

// UTIL:src/taxCalc/updateProductPrices.ts (contract §4.2): every price of a product (and of its
// configurable children) split into net / tax / incl, original_* prices kept, the catalogue-rule
// final price, the special price only inside its window, the parent at its cheapest child.
// Deliberate differences from UTIL (docs/decisions/007-server-side-tax.md):
//  - an expired special price never shows (supplement §7, contract §7 #24): a final_price equal to an
//    expired special is a stale price index and is ignored, and the catalogue-rule branch only takes
//    the special price while its window is open;
//  - a document counts as already processed when it has `original_price` (UTIL needed all three
//    original_* fields, so a product without a special price was stripped of tax twice on re-run);
//  - the parent takes the cheapest *available* child (spec §4: children out of stock or with status ≥ 2
//    are dropped by the storefront), all children only when none is available.
import { isSpecialPriceActive } from '#shared/domain/special-price.ts';
import { firstAmount, optionalString, toNumber } from './numbers';
import { assignPrice, readPrice, splitPrice, ZERO_PRICE } from './single-price';
import type { PriceDocument } from './types';

export interface PriceFlags {
  sourcePriceInclTax: boolean;
  finalPriceInclTax: boolean;
  now: number;
}

/** The last window evaluated: children share their parent's window, so date parsing mostly happens once per product. */
const lastWindow = { from: null as string | null, to: null as string | null, now: Number.NaN, open: false };

/** A malformed date never opens a window (the special price is then not shown). */
function specialWindowOpen(product: PriceDocument, now: number): boolean {
  const from = optionalString(product.special_from_date);
  const to = optionalString(product.special_to_date);
  if (from === null && to === null) return true;
  if (from === lastWindow.from && to === lastWindow.to && now === lastWindow.now) return lastWindow.open;
  let open: boolean;
  try {
    open = isSpecialPriceActive(from, to, now);
  } catch {
    open = false;
  }
  lastWindow.from = from;
  lastWindow.to = to;
  lastWindow.now = now;
  lastWindow.open = open;
  return open;
}

const isRecord = (value: unknown): value is PriceDocument =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** UTIL copies `custom_attributes` ({attribute_code, value}[]) onto the child before pricing it. */
function spreadCustomAttributes(child: PriceDocument): void {
  const attributes = child.custom_attributes;
  if (!Array.isArray(attributes)) return;
  for (const attribute of attributes) {
    if (isRecord(attribute) && typeof attribute.attribute_code === 'string')
      child[attribute.attribute_code] = attribute.value;
  }
}

function isAvailable(child: PriceDocument): boolean {
  const status = toNumber(child.status);
  if (status !== undefined && status >= 2) return false;
  const stock = child.stock;
  return !(isRecord(stock) && stock.is_in_stock === false);
}

export function updateProductPrices(product: PriceDocument, rateFactor: number, flags: PriceFlags): void {
  const processedBefore = product.original_price !== undefined;
  const sourceIncl = flags.sourcePriceInclTax && !processedBefore;
  const finalIncl = flags.finalPriceInclTax && !processedBefore;
  const regular = splitPrice(firstAmount(product.original_price, product.price), rateFactor, sourceIncl);
  const final = splitPrice(firstAmount(product.original_final_price, product.final_price), rateFactor, finalIncl);
  const special = splitPrice(
    firstAmount(product.original_special_price, product.special_price),
    rateFactor,
    sourceIncl,
  );

  if (!processedBefore) {
    assignPrice(product, 'original_price', regular);
    if (special.net) product.original_special_price = special.net;
    if (final.net) product.original_final_price = final.net;
  }
  assignPrice(product, 'price', regular);
  if (special.net) assignPrice(product, 'special_price', special);
  if (final.net) assignPrice(product, 'final_price', final);

  const windowOpen = specialWindowOpen(product, flags.now);

  // Catalogue price rules: final_price below price wins (UTIL order: before the window check).
  if (final.net && final.net < regular.net) {
    const staleExpiredSpecial = !windowOpen && special.net > 0 && final.net === special.net;
    if (!staleExpiredSpecial) {
      const currentSpecial = toNumber(product.special_price) ?? 0;
      if (windowOpen && currentSpecial && final.net < currentSpecial) {
        // The rule beat the special price: the rule's price becomes the special price.
        assignPrice(product, 'special_price', final);
      }
      assignPrice(product, 'price', final);
    }
  }

  // The special price counts only below the regular price and inside its window (strict bounds).
  const currentSpecial = toNumber(product.special_price) ?? 0;
  if (currentSpecial && currentSpecial < regular.net) {
    if (windowOpen) assignPrice(product, 'price', readPrice(product, 'special_price'));
    else assignPrice(product, 'special_price', ZERO_PRICE);
  } else {
    assignPrice(product, 'special_price', ZERO_PRICE);
  }

  const children = product.configurable_children;
  if (!Array.isArray(children) || children.length === 0) return;
  let anyAvailable = false;
  for (const child of children) {
    if (!isRecord(child)) continue;
    spreadCustomAttributes(child);
    updateProductPrices(child, rateFactor, flags);
    if (!anyAvailable && isAvailable(child)) anyAvailable = true;
  }
  // Always show the lowest price (UTIL: `child.price_incl_tax <= parent.price_incl_tax || parent.price === 0`).
  for (const child of children) {
    if (!isRecord(child) || (anyAvailable && !isAvailable(child))) continue;
    const childPrice = readPrice(child, 'price');
    if (childPrice.incl <= readPrice(product, 'price').incl || product.price === 0) {
      assignPrice(product, 'price', childPrice);
      assignPrice(product, 'special_price', readPrice(child, 'special_price'));
    }
  }
}

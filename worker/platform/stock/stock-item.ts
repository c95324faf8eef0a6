// The full Magento stock item of contract §1.3 from what the index stores. Products store the full
// item; configurable children only the fields of stockItemSchema (seed: childStockItem), so the
// Magento defaults of §1.3 fill in the rest. Stored values always win over defaults.
import { MAGENTO_STOCK_DEFAULTS, type FullStockItem } from '#shared/contract/stock.ts';
import type { StoredStock } from './lookup';
import { isInStock, type LiveStock } from './live-stock';

/**
 * Stock item of a known sku. A product without a stored stock is answered as not in stock. The live row
 * (ADR 031), when given, is the truth for `qty` and `is_in_stock`: orders decrement it, not the catalogue.
 */
export function toFullStockItem(stored: StoredStock, live?: LiveStock): FullStockItem {
  return {
    ...MAGENTO_STOCK_DEFAULTS,
    item_id: stored.productId,
    product_id: stored.productId,
    qty: 0,
    is_in_stock: false,
    ...stored.stock,
    ...(live ? { qty: live.qty, is_in_stock: isInStock(live) } : {}),
    sku: stored.sku,
  };
}

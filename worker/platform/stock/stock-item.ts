// The full Magento stock item of contract §1.3 from what the index stores. Products store the full
// item; configurable children only the fields of stockItemSchema (seed: childStockItem), so the
// Magento defaults of §1.3 fill in the rest. Stored values always win over defaults.
import { DEFAULT_STOCK_ID, type FullStockItem } from '../../../shared/contract/stock';
import type { StoredStock } from './lookup';

/** The configuration defaults of the §1.3 example item (Magento's default stock configuration). */
const MAGENTO_STOCK_DEFAULTS = {
  stock_id: DEFAULT_STOCK_ID,
  is_qty_decimal: false,
  show_default_notification_message: false,
  use_config_min_qty: true,
  min_qty: 0,
  use_config_min_sale_qty: 1,
  min_sale_qty: 1,
  use_config_max_sale_qty: true,
  max_sale_qty: 10000,
  use_config_backorders: true,
  backorders: 0,
  use_config_notify_stock_qty: true,
  notify_stock_qty: 1,
  use_config_qty_increments: true,
  qty_increments: 0,
  use_config_enable_qty_inc: true,
  enable_qty_increments: false,
  use_config_manage_stock: true,
  manage_stock: true,
  low_stock_date: null,
  is_decimal_divided: false,
  stock_status_changed_auto: 0,
} as const satisfies Omit<FullStockItem, 'sku' | 'item_id' | 'product_id' | 'qty' | 'is_in_stock'>;

/** Stock item of a known sku. A product without a stored stock is answered as not in stock. */
export function toFullStockItem(stored: StoredStock): FullStockItem {
  return {
    ...MAGENTO_STOCK_DEFAULTS,
    item_id: stored.productId,
    product_id: stored.productId,
    qty: 0,
    is_in_stock: false,
    ...stored.stock,
    sku: stored.sku,
  };
}

/** The answer for a sku the catalogue does not know, inside a list (see `isUnknownSkuItem`). */
export function unknownSkuStockItem(sku: string): FullStockItem {
  return { ...MAGENTO_STOCK_DEFAULTS, item_id: 0, product_id: 0, qty: 0, is_in_stock: false, sku };
}

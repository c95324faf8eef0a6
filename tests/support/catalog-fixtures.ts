// Small builders of catalogue shapes the unit tests share (contract §1.3 stock item).
import type { StockItem } from '#shared/contract/entities.ts';

/** A stock item: 5 in stock or none, managed unless said otherwise. */
export function stockItem(isInStock: boolean, manageStock = true): StockItem {
  return {
    item_id: 1,
    product_id: 1,
    stock_id: 1,
    qty: isInStock ? 5 : 0,
    is_in_stock: isInStock,
    is_qty_decimal: false,
    min_sale_qty: 1,
    max_sale_qty: 100,
    manage_stock: manageStock,
    backorders: 0,
    low_stock_date: null,
  };
}

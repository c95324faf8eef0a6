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

/**
 * A set of two options as the demo's bundles have them (contract §3 bundle_options): a bag (default) or a belt,
 * a scarf (default) or a hat, each link at qty 1 with its own price incl. tax.
 */
export function twoOptionBundle(titles: readonly [string, string]) {
  return [
    {
      option_id: 10001,
      title: titles[0],
      type: 'radio',
      product_links: [
        { id: '1400', sku: 'BAG-1', qty: 1, is_default: true, price: 19690 },
        { id: '1500', sku: 'BLT-3', qty: 1, is_default: false, price: 5090 },
      ],
    },
    {
      option_id: 10002,
      title: titles[1],
      type: 'radio',
      product_links: [
        { id: '1600', sku: 'SCF-2', qty: 1, is_default: true, price: 3890 },
        { id: '1700', sku: 'HAT-4', qty: 1, is_default: false, price: 4190 },
      ],
    },
  ];
}

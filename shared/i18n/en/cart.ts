// English texts of the cart's lines and totals: the same keys as shared/i18n/ru/cart.ts.
import type { cart as russian } from '#shared/i18n/ru/cart.ts';

export const cart: Record<keyof typeof russian, string> = {
  'microcart.continueShopping': 'Continue shopping',
  'microcart.summary': 'Items: {count}',
  'microcart.lines': 'Products in the cart',
  'microcart.removeLine': 'Remove {name}',
  'microcart.outOfStock': 'Out of the stock!',
  'microcart.totals': 'Totals',
  'microcart.subtotal': 'Subtotal incl. tax',
  'microcart.shipping': 'Shipping',
  'microcart.payment': 'Payment',
  'microcart.grandTotal': 'Grand total',
  'microcart.estimate':
    'Estimated on this device: no discounts, courier delivery. The exact total follows when online.',
  'microcart.updating': 'Updating…',
  'microcart.estimateOnline': 'Estimated on this device until the exact total arrives: no discounts, courier delivery.',
};

// U9 `GET /api/user/order-history` (contract §1.2): the customer's orders (orders.customer_id, migrations/0010)
// newest first, a page at a time, in Magento's `sales/order` search shape `{items, search_criteria,
// total_count}` with each order's items, addresses, payment and shipping assignment, and the fields VSF1's
// order pages read: the customer's name (its order list), `tax_amount + discount_tax_compensation_amount` as the
// tax, the payment's title in `additional_information[0]`, `shipping_description` (ADR 056).
import type { OrderHistory } from '#shared/contract/user.ts';
import { CASH_ON_DELIVERY, COURIER, INVOICE } from '#shared/config/checkout-methods.ts';
import { roundMoney } from '#shared/domain/tax/index.ts';
import { orderLineAmounts, type StoredTotalsLine } from '#worker/platform/order/order-line-amounts.ts';
import { orderNumber } from '#worker/platform/order/order-store.ts';
import { magentoDate } from './customer-store';

/** The payment titles the payment-methods call answers (contract C6), by code. */
const PAYMENT_TITLES: Record<string, string> = {
  [CASH_ON_DELIVERY.code]: CASH_ON_DELIVERY.title,
  [INVOICE.code]: INVOICE.title,
};

/** Magento's `shipping_description`: carrier title, dash, method title. */
const COURIER_DESCRIPTION = `${COURIER.carrierTitle} - ${COURIER.methodTitle}`;

interface OrderRow {
  entity_id: number;
  store: string;
  status: string;
  state: string;
  customer_email: string;
  billing_address: string;
  shipping_address: string | null;
  shipping_method: string | null;
  payment_method: string;
  coupon_code: string | null;
  totals: string;
  grand_total: number;
  created_at: number;
}

interface StoredTotals {
  subtotal?: number;
  subtotal_incl_tax?: number;
  shipping_amount?: number;
  shipping_incl_tax?: number;
  tax_amount?: number;
  discount_amount?: number;
  quote_currency_code?: string;
  items?: StoredTotalsLine[];
}

interface ItemRow {
  item_id: number;
  order_entity_id: number;
  sku: string;
  name: string;
  qty_ordered: number;
  row_total_incl_tax: number;
  tax_amount: number;
  discount_amount: number;
  product_option: string | null;
  [column: string]: unknown;
}

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

export async function orderHistory(
  db: D1Database,
  customerId: number,
  pageSize: number,
  currentPage: number,
): Promise<OrderHistory> {
  const [orders, count, names] = await db.batch([
    db
      .prepare(
        `SELECT entity_id, store, status, state, customer_email, billing_address, shipping_address, shipping_method,
           payment_method, coupon_code, totals, grand_total, created_at
         FROM orders WHERE customer_id = ?1 ORDER BY entity_id DESC LIMIT ?2 OFFSET ?3`,
      )
      .bind(customerId, pageSize, (currentPage - 1) * pageSize),
    db.prepare('SELECT COUNT(*) AS total FROM orders WHERE customer_id = ?1').bind(customerId),
    db.prepare('SELECT firstname, lastname FROM customers WHERE id = ?1').bind(customerId),
  ]);
  const name = (names?.results[0] ?? {}) as { firstname?: string; lastname?: string };
  const rows = (orders?.results ?? []) as OrderRow[];
  const total = ((count?.results[0] as { total?: number } | undefined)?.total ?? 0) as number;
  const ids = rows.map((row) => row.entity_id);
  const { results: itemRows } = await db
    .prepare(
      `SELECT item_id, order_entity_id, sku, parent_sku, name, product_type, qty_ordered, price, price_incl_tax,
         row_total_incl_tax, tax_amount, discount_amount, product_option
       FROM order_items WHERE order_entity_id IN (SELECT value FROM json_each(?1)) ORDER BY item_id`,
    )
    .bind(JSON.stringify(ids))
    .all<ItemRow>();

  return {
    items: rows.map((row) => {
      const totals = parse(row.totals) as StoredTotals;
      const shippingAddress = parse(row.shipping_address);
      const items = itemRows
        .filter((item) => item.order_entity_id === row.entity_id)
        .map(({ order_entity_id: _order, product_option, ...item }, index) => ({
          ...item,
          ...orderLineAmounts(item, totals.items?.[index]),
          ...(product_option ? { product_option: parse(product_option) } : {}),
        }));
      const discountTax = roundMoney(items.reduce((total, item) => total + item.discount_tax_compensation_amount, 0));
      return {
        entity_id: row.entity_id,
        increment_id: orderNumber(row.entity_id),
        created_at: magentoDate(row.created_at),
        updated_at: magentoDate(row.created_at),
        status: row.status,
        state: row.state,
        store_code: row.store,
        customer_id: customerId,
        customer_email: row.customer_email,
        customer_firstname: name.firstname ?? '',
        customer_lastname: name.lastname ?? '',
        customer_is_guest: 0,
        grand_total: row.grand_total,
        subtotal: totals.subtotal ?? 0,
        subtotal_incl_tax: totals.subtotal_incl_tax ?? 0,
        shipping_amount: totals.shipping_amount ?? 0,
        shipping_incl_tax: totals.shipping_incl_tax ?? 0,
        tax_amount: totals.tax_amount ?? 0,
        discount_amount: totals.discount_amount ?? 0,
        discount_tax_compensation_amount: discountTax,
        order_currency_code: totals.quote_currency_code ?? 'RUB',
        ...(row.coupon_code ? { coupon_code: row.coupon_code } : {}),
        ...(row.shipping_method ? { shipping_description: COURIER_DESCRIPTION } : {}),
        items,
        billing_address: parse(row.billing_address),
        payment: {
          method: row.payment_method,
          additional_information: [PAYMENT_TITLES[row.payment_method] ?? row.payment_method],
        },
        extension_attributes: {
          shipping_assignments: [{ shipping: { address: shippingAddress, method: row.shipping_method } }],
        },
      };
    }),
    search_criteria: {
      filter_groups: [{ filters: [{ field: 'customer_id', value: String(customerId), condition_type: 'eq' }] }],
      sort_orders: [{ field: 'entity_id', direction: 'DESC' }],
      page_size: pageSize,
      current_page: currentPage,
    },
    total_count: total,
  };
}

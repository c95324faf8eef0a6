// Orders in D1 (migrations/0008; contract §1.4; ADR 031). One D1 batch places an order: the order row (its
// UNIQUE order_key is the client's order_id, the idempotency key), the stock decrements (the stock table's
// CHECK (qty >= 0) fails a decrement past 0 and with it the whole batch), and the lines. D1 runs a batch as
// one transaction, so either all of it happens or none of it.
import type { OrderResult } from '#shared/contract/checkout.ts';
import { decrementStatements } from '#worker/platform/stock/live-stock.ts';
import type { CartTotals } from '#worker/platform/cart/totals.ts';
import { roundMoney } from '#shared/domain/tax/index.ts';

export interface StoredOrderRow {
  entity_id: number;
  body_hash: string;
  transfered_at: string;
}

export interface NewOrder {
  orderKey: string;
  bodyHash: string;
  store: string;
  customerEmail: string;
  billingAddress: unknown;
  shippingAddress: unknown;
  shippingMethod: string | null;
  paymentMethod: string;
  paymentAdditional: unknown;
  couponCode: string | null;
  /**
   * For a once-per-customer coupon, who used it (coupons.ts couponSubjects): recorded in the order's batch, whose
   * primary key fails a second order taking it at the same time (ADR 058). Empty for any other coupon.
   */
  couponUses?: readonly string[];
  /** The customer of the token the order was placed with (issue 14, ADR 035); null for a guest order. */
  customerId?: number | null;
  totals: CartTotals;
  lines: ReadonlyArray<{
    sku: string;
    parentSku?: string;
    name: string;
    productType: string;
    qty: number;
    productOption: unknown;
  }>;
  /**
   * The hash of the cart the order was placed from: closed with the order (its lines gone, the cart expired), as
   * Magento converts the quote — a customer's next session must not bring the ordered lines back (ADR 045). Only
   * a guest cart (its id is its secret) or the ordering customer's own cart is closed.
   */
  orderedCartHash?: string | null;
  /** Lines whose stock is managed (decremented). */
  stockLines: ReadonlyArray<{ sku: string; qty: number }>;
  now: number;
}

/** Magento's increment_id shape: the entity id on 9 digits ("000000123"). */
export function orderNumber(entityId: number): string {
  return String(entityId).padStart(9, '0');
}

export function orderResult(row: StoredOrderRow): OrderResult {
  return {
    magentoOrderId: String(row.entity_id),
    orderNumber: orderNumber(row.entity_id),
    backendOrderId: String(row.entity_id),
    transferedAt: row.transfered_at,
  };
}

export async function findOrderByKey(db: D1Database, orderKey: string): Promise<StoredOrderRow | null> {
  return db
    .prepare('SELECT entity_id, body_hash, transfered_at FROM orders WHERE order_key = ?1')
    .bind(orderKey)
    .first<StoredOrderRow>();
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Places the order in one batch; throws the D1 error of a duplicate order_key or a stock CHECK. */
export async function insertOrder(db: D1Database, order: NewOrder): Promise<StoredOrderRow> {
  const transferedAt = new Date(order.now).toISOString();
  const orderId = '(SELECT entity_id FROM orders WHERE order_key = ?1)';
  const items = order.totals.items;
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (order_key, body_hash, store, customer_email, billing_address, shipping_address,
           shipping_method, payment_method, payment_additional, coupon_code, totals, grand_total, created_at, transfered_at,
           customer_id)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
         RETURNING entity_id, body_hash, transfered_at`,
      )
      .bind(
        order.orderKey,
        order.bodyHash,
        order.store,
        order.customerEmail,
        JSON.stringify(order.billingAddress),
        json(order.shippingAddress),
        order.shippingMethod,
        order.paymentMethod,
        json(order.paymentAdditional),
        order.couponCode,
        JSON.stringify(order.totals),
        order.totals.grand_total,
        order.now,
        transferedAt,
        order.customerId ?? null,
      ),
    ...decrementStatements(db, order.stockLines),
    ...order.lines.map((line, index) => {
      const item = items[index]!;
      return db
        .prepare(
          `INSERT INTO order_items (order_entity_id, sku, parent_sku, name, product_type, qty_ordered, price,
             price_incl_tax, row_total_incl_tax, tax_amount, discount_amount, product_option)
           VALUES (${orderId}, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
        )
        .bind(
          order.orderKey,
          line.sku,
          line.parentSku ?? null,
          line.name,
          line.productType,
          line.qty,
          item.price,
          item.price_incl_tax,
          item.row_total_incl_tax,
          item.tax_amount,
          // The discount off the row's tax-inclusive total, VAT included (ADR 056): what the shopper saved.
          roundMoney(item.discount_amount + item.discount_tax_compensation_amount),
          json(line.productOption),
        );
    }),
    ...closeCartStatements(db, order.orderedCartHash ?? null, order.customerId ?? null),
    ...(order.couponUses ?? []).map((subject) =>
      db
        .prepare(`INSERT INTO coupon_uses (coupon_code, subject, order_entity_id) VALUES (?2, ?3, ${orderId})`)
        .bind(order.orderKey, order.couponCode, subject),
    ),
  ];
  const [inserted] = await db.batch<StoredOrderRow>(statements);
  const row = inserted?.results[0];
  if (!row) throw new Error('an order just inserted returned no row');
  return row;
}

/** Closes the ordered cart in the order's batch (see NewOrder.orderedCartHash): nothing when there is none. */
function closeCartStatements(db: D1Database, cartHash: string | null, customerId: number | null) {
  if (!cartHash) return [];
  const owned = 'SELECT token_hash FROM carts WHERE token_hash = ?1 AND (customer_id IS NULL OR customer_id = ?2)';
  return [
    db.prepare(`DELETE FROM cart_items WHERE cart_hash IN (${owned})`).bind(cartHash, customerId),
    db
      .prepare('UPDATE carts SET expires_at = 0 WHERE token_hash = ?1 AND (customer_id IS NULL OR customer_id = ?2)')
      .bind(cartHash, customerId),
  ];
}

/** Is this D1 error the UNIQUE order_key (the same order placed concurrently)? */
export function isDuplicateOrder(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed: orders\.order_key/i.test(error.message);
}

export interface OrderView {
  entity_id: number;
  increment_id: string;
  status: string;
  state: string;
  created_at: string;
  customer_email: string;
  coupon_code: string | null;
  payment: { method: string };
  shipping_method: string | null;
  billing_address: unknown;
  shipping_address: unknown;
  totals: unknown;
  items: Array<Record<string, unknown>>;
}

interface OrderRow {
  entity_id: number;
  status: string;
  state: string;
  customer_email: string;
  billing_address: string;
  shipping_address: string | null;
  shipping_method: string | null;
  payment_method: string;
  coupon_code: string | null;
  totals: string;
  transfered_at: string;
}

/** The order placed with this key, as the thank-you page shows it (ADR 031), or null. */
export async function findOrderView(db: D1Database, orderKey: string): Promise<OrderView | null> {
  const row = await db
    .prepare(
      `SELECT entity_id, status, state, customer_email, billing_address, shipping_address, shipping_method,
         payment_method, coupon_code, totals, transfered_at FROM orders WHERE order_key = ?1`,
    )
    .bind(orderKey)
    .first<OrderRow>();
  if (!row) return null;
  const { results } = await db
    .prepare(
      `SELECT item_id, sku, parent_sku, name, product_type, qty_ordered, price, price_incl_tax, row_total_incl_tax,
         tax_amount, discount_amount, product_option FROM order_items WHERE order_entity_id = ?1 ORDER BY item_id`,
    )
    .bind(row.entity_id)
    .all<Record<string, unknown>>();
  return {
    entity_id: row.entity_id,
    increment_id: orderNumber(row.entity_id),
    status: row.status,
    state: row.state,
    created_at: row.transfered_at,
    customer_email: row.customer_email,
    coupon_code: row.coupon_code,
    payment: { method: row.payment_method },
    shipping_method: row.shipping_method,
    billing_address: JSON.parse(row.billing_address) as unknown,
    shipping_address: row.shipping_address === null ? null : (JSON.parse(row.shipping_address) as unknown),
    totals: JSON.parse(row.totals) as unknown,
    items: results.map(({ product_option, ...item }) => ({
      ...item,
      ...(typeof product_option === 'string' ? { product_option: JSON.parse(product_option) as unknown } : {}),
    })),
  };
}

// Guest carts in D1 (migrations/0006): carts by the hash of their id, lines with their server item id.
import type { StoreCode } from '#shared/config/store-views.ts';

/** Magento's default quote lifetime; every change renews it. */
export const CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface CartRow {
  token_hash: string;
  store: string;
  expires_at: number;
  /** Checkout state (migrations/0008, ADR 030): the applied coupon, the chosen shipping and payment. */
  coupon_code: string | null;
  shipping_carrier_code: string | null;
  shipping_method_code: string | null;
  country_id: string | null;
  payment_method: string | null;
  /** The owner of a customer cart (migrations/0010, ADR 035); null for a guest cart. */
  customer_id: number | null;
}

/**
 * A stored line as D1 returns it. The types are what this code writes; a row written otherwise (by hand,
 * or before the product_option limits) may hold anything, so rows are read through `stored-line.ts`.
 */
export interface CartLineRow {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  product_option: string | null;
}

export interface NewLine {
  sku: string;
  /** With the sku, the line's identity (line-key.ts): its custom/bundle options, '' when it has none. */
  optionsKey: string;
  qty: number;
  name: string;
  price: number;
  productType: string;
  productOption: unknown;
}

export async function insertCart(db: D1Database, hash: string, store: StoreCode, now: number): Promise<void> {
  await db.batch([
    // Expired carts go when new ones come (bounded, so a create never does unbounded work).
    db
      .prepare('DELETE FROM carts WHERE token_hash IN (SELECT token_hash FROM carts WHERE expires_at < ?1 LIMIT 100)')
      .bind(now),
    db
      .prepare('INSERT INTO carts (token_hash, store, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(hash, store, now, now + CART_LIFETIME_MS),
  ]);
}

/**
 * The id of the customer's live cart (contract C1 with a token: one cart per customer, ADR 035), or null. An
 * expired one is removed, so a new one can take its place.
 */
export async function findCustomerCartId(db: D1Database, customerId: number, now: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT customer_cart_id, expires_at FROM carts WHERE customer_id = ?1')
    .bind(customerId)
    .first<{ customer_cart_id: string; expires_at: number }>();
  if (row && row.expires_at >= now) return row.customer_cart_id;
  if (row) await db.prepare('DELETE FROM carts WHERE customer_id = ?1 AND expires_at < ?2').bind(customerId, now).run();
  return null;
}

/**
 * Creates the customer's cart; when a concurrent create won the one-cart-per-customer UNIQUE index, the
 * winner's id is answered instead.
 */
export async function insertCustomerCart(
  db: D1Database,
  customerId: number,
  cartId: string,
  hash: string,
  store: StoreCode,
  now: number,
): Promise<string> {
  const inserted = await db
    .prepare(
      `INSERT INTO carts (token_hash, store, created_at, expires_at, customer_id, customer_cart_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING RETURNING customer_cart_id`,
    )
    .bind(hash, store, now, now + CART_LIFETIME_MS, customerId, cartId)
    .first<{ customer_cart_id: string }>();
  if (inserted) return inserted.customer_cart_id;
  const winner = await findCustomerCartId(db, customerId, now);
  if (!winner) throw new Error('a customer cart was neither created nor found');
  return winner;
}

/** The cart if it exists and has not expired. */
export async function findCart(db: D1Database, hash: string, now: number): Promise<CartRow | null> {
  return db
    .prepare(
      `SELECT token_hash, store, expires_at, coupon_code, shipping_carrier_code, shipping_method_code, country_id,
         payment_method, customer_id FROM carts WHERE token_hash = ?1 AND expires_at >= ?2`,
    )
    .bind(hash, now)
    .first<CartRow>();
}

export async function cartLines(db: D1Database, hash: string): Promise<CartLineRow[]> {
  const { results } = await db
    .prepare(
      'SELECT item_id, sku, qty, name, price, product_type, product_option FROM cart_items WHERE cart_hash = ?1 ORDER BY item_id',
    )
    .bind(hash)
    .all<CartLineRow>();
  return results;
}

const LINE_COLUMNS = 'item_id, sku, qty, name, price, product_type, product_option';

/**
 * Sets the line of a sku and its options (`optionsKey`) to `qty` (adds it when new). Setting, not adding: a retried request after a lost
 * answer leaves the same cart, so nothing is ever counted twice. A new sku is added only while the cart
 * holds fewer than `maxLines` lines (MAX_CART_LINES), checked in the same statement as the insert so two
 * concurrent adds cannot both pass it; 'full' when it is refused. A line the cart holds is always updated.
 * `productOption` is stored as sent (JSON), already bounded by the contract's schema.
 */
export async function upsertLine(
  db: D1Database,
  hash: string,
  line: NewLine,
  now: number,
  maxLines: number,
): Promise<CartLineRow | 'full'> {
  const [, upserted] = await db.batch<CartLineRow>([
    db.prepare('UPDATE carts SET expires_at = ?2 WHERE token_hash = ?1').bind(hash, now + CART_LIFETIME_MS),
    db
      .prepare(
        // INSERT … SELECT … WHERE: the WHERE also settles SQLite's upsert parsing ambiguity (sqlite.org/lang_upsert.html).
        `INSERT INTO cart_items (cart_hash, sku, qty, name, price, product_type, product_option, options_key)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?9
         WHERE (SELECT COUNT(*) FROM cart_items WHERE cart_hash = ?1) < ?8
            OR EXISTS (SELECT 1 FROM cart_items WHERE cart_hash = ?1 AND sku = ?2 AND options_key = ?9)
         ON CONFLICT (cart_hash, sku, options_key) DO UPDATE SET qty = excluded.qty, name = excluded.name, price = excluded.price,
           product_type = excluded.product_type, product_option = excluded.product_option
         RETURNING ${LINE_COLUMNS}`,
      )
      .bind(
        hash,
        line.sku,
        line.qty,
        line.name,
        line.price,
        line.productType,
        line.productOption === undefined || line.productOption === null ? null : JSON.stringify(line.productOption),
        maxLines,
        line.optionsKey,
      ),
  ]);
  return upserted?.results[0] ?? 'full';
}

/** Sets the quantity of an existing line of this cart; null when the cart has no such line. */
export async function setLineQty(
  db: D1Database,
  hash: string,
  itemId: number,
  qty: number,
  now: number,
): Promise<CartLineRow | null> {
  const [, updated] = await db.batch<CartLineRow>([
    db.prepare('UPDATE carts SET expires_at = ?2 WHERE token_hash = ?1').bind(hash, now + CART_LIFETIME_MS),
    db
      .prepare(`UPDATE cart_items SET qty = ?3 WHERE cart_hash = ?1 AND item_id = ?2 RETURNING ${LINE_COLUMNS}`)
      .bind(hash, itemId, qty),
  ]);
  return updated?.results[0] ?? null;
}

/** The sku of a line of this cart, or null. */
export async function lineSku(db: D1Database, hash: string, itemId: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT sku FROM cart_items WHERE cart_hash = ?1 AND item_id = ?2')
    .bind(hash, itemId)
    .first<{ sku: unknown }>();
  return typeof row?.sku === 'string' ? row.sku : null;
}

/** Removes a line of this cart; false when the cart has no such line. */
export async function deleteLine(db: D1Database, hash: string, itemId: number): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM cart_items WHERE cart_hash = ?1 AND item_id = ?2')
    .bind(hash, itemId)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** The checkout choices of a cart (C8, C9, C10, C11); `undefined` fields are left as they are. */
export interface CartChoices {
  coupon_code?: string | null;
  shipping_carrier_code?: string | null;
  shipping_method_code?: string | null;
  country_id?: string | null;
  payment_method?: string | null;
}

const CHOICE_COLUMNS = [
  'coupon_code',
  'shipping_carrier_code',
  'shipping_method_code',
  'country_id',
  'payment_method',
] as const;

/** Stores checkout choices on a cart (and renews it, as every change does). */
export async function updateCartChoices(
  db: D1Database,
  hash: string,
  choices: CartChoices,
  now: number,
): Promise<void> {
  const columns = CHOICE_COLUMNS.filter((column) => choices[column] !== undefined);
  const sets = columns.map((column, index) => `${column} = ?${index + 3}`);
  await db
    .prepare(`UPDATE carts SET ${['expires_at = ?2', ...sets].join(', ')} WHERE token_hash = ?1`)
    .bind(hash, now + CART_LIFETIME_MS, ...columns.map((column) => choices[column] ?? null))
    .run();
}

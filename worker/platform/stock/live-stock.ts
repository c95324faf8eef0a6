// Live stock (migrations/0008 `stock_items`; docs/decisions/031-orders-live-stock-idempotency.md): the
// quantities orders decrement and /api/stock/check and /list answer. A sku's row is created lazily from the
// catalogue's stock the first time it is read (INSERT OR IGNORE: two first readers create it once, a row
// never goes back to the catalogue's number), so a re-seeded catalogue needs no extra step beyond deleting
// the rows (CLEAR_CATALOG_SQL). Decrements are conditional through the table's CHECK (qty >= 0): a
// decrement past 0 fails, and with it the whole D1 batch of the order (no oversell, ever).
import type { StoreCode } from '#shared/config/store-views.ts';
import { findStockBySkus, type StoredStock } from './lookup';

export interface LiveStock {
  sku: string;
  productId: number;
  qty: number;
  manageStock: boolean;
  /** The catalogue's switch: a product the shop marked out of stock stays so whatever its quantity. */
  catalogueInStock: boolean;
}

interface LiveRow {
  sku: string;
  product_id: number;
  qty: number;
  manage_stock: number;
  in_stock: number;
}

const toLive = (row: LiveRow): LiveStock => ({
  sku: row.sku,
  productId: row.product_id,
  qty: row.qty,
  manageStock: row.manage_stock === 1,
  catalogueInStock: row.in_stock === 1,
});

/** Is `qty` of this sku available now? Unmanaged stock always is (when the catalogue says in stock). */
export function isAvailable(stock: LiveStock | undefined, qty = 1): boolean {
  if (!stock || !stock.catalogueInStock) return false;
  return !stock.manageStock || stock.qty >= qty;
}

/** Magento's is_in_stock of a live row. */
export const isInStock = (stock: LiveStock): boolean => isAvailable(stock, 1);

async function selectLive(db: D1Database, skus: readonly string[]): Promise<Map<string, LiveStock>> {
  const { results } = await db
    .prepare(
      'SELECT sku, product_id, qty, manage_stock, in_stock FROM stock_items WHERE sku IN (SELECT value FROM json_each(?1))',
    )
    .bind(JSON.stringify(skus))
    .all<LiveRow>();
  return new Map(results.map((row) => [row.sku, toLive(row)]));
}

function numberOf(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

/** The first live row of catalogue stock (qty as a whole number ≥ 0). */
function insertStatement(db: D1Database, stored: StoredStock): D1PreparedStatement {
  const stock = stored.stock ?? {};
  const qty = Math.max(0, Math.floor(numberOf(stock.qty, 0)));
  const manage = stock.manage_stock === false ? 0 : 1;
  const inStock = stock.is_in_stock === false ? 0 : stored.stock ? 1 : 0;
  return db
    .prepare(
      'INSERT OR IGNORE INTO stock_items (sku, product_id, qty, manage_stock, in_stock) VALUES (?1, ?2, ?3, ?4, ?5)',
    )
    .bind(stored.sku, stored.productId, qty, manage, inStock);
}

/**
 * The live stock of `skus` (known skus only). Rows missing are created from `catalogue` when given (the
 * caller already read it), else from a catalogue lookup in `store`.
 */
export async function liveStockBySkus(
  db: D1Database,
  store: StoreCode,
  skus: readonly string[],
  catalogue?: ReadonlyMap<string, StoredStock>,
): Promise<Map<string, LiveStock>> {
  const distinct = [...new Set(skus)];
  if (distinct.length === 0) return new Map();
  const live = await selectLive(db, distinct);
  const missing = distinct.filter((sku) => !live.has(sku));
  if (missing.length === 0) return live;
  const known = catalogue ?? (await findStockBySkus(db, store, missing));
  const inserts = missing.flatMap((sku) => {
    const stored = known.get(sku);
    return stored ? [insertStatement(db, stored)] : [];
  });
  if (inserts.length === 0) return live;
  await db.batch(inserts);
  for (const [sku, row] of await selectLive(db, missing)) live.set(sku, row);
  return live;
}

/** Decrements of managed stock, for the order's batch (the CHECK refuses one past 0 and the batch rolls back). */
export function decrementStatements(
  db: D1Database,
  lines: ReadonlyArray<{ sku: string; qty: number }>,
): D1PreparedStatement[] {
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.qty);
  return [...bySku].map(([sku, qty]) =>
    db.prepare('UPDATE stock_items SET qty = qty - ?2 WHERE sku = ?1 AND manage_stock = 1').bind(sku, qty),
  );
}

/** Is this D1 error the stock CHECK (an order that would oversell)? */
export function isStockCheckFailure(error: unknown): boolean {
  return error instanceof Error && /CHECK constraint failed/i.test(error.message);
}

// The storefront's one IndexedDB database (ADR 019; DESIGN.md §6 client state, spec §3 local storage
// collections): its name, its version, the upgrade step of every version and the one shared connection.
// No other module calls `indexedDB.open`/`openDB`: features get the database here (`getStorefrontDb`) or use
// the typed key → value helpers below. The record shapes are in `records.ts`.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreKey, type StoreNames } from 'idb';
import type {
  CartRecords,
  CheckoutRecords,
  PlacedOrder,
  RecentlyViewedEntry,
  SavedProductEntry,
  SyncTask,
  UserRecords,
} from './records';
import { STOREFRONT_DB_NAME } from '#client/lib/saved-state-names.ts';

export { STOREFRONT_DB_NAME };
/**
 * 1: `cart` only (ADR 003). 2: checkout, user, wishlist, compare, recently-viewed, sync-tasks (ADR 019).
 * 3: orders (issue 13: the orders this device placed).
 */
export const STOREFRONT_DB_VERSION = 3;

/** Stores kept as key → value under fixed key names (the spec's collection keys); see the helpers below. */
export interface KeyedStores {
  cart: CartRecords;
  checkout: CheckoutRecords;
  user: UserRecords;
}
export type KeyedStoreName = keyof KeyedStores;

interface KeyedStoreSchema<Records> {
  key: keyof Records & string;
  value: Records[keyof Records];
}

export interface StorefrontDbSchema extends DBSchema {
  /** Spec §3 collection `cart`: current-cart, current-cart-token, current-cart-hash. */
  cart: KeyedStoreSchema<CartRecords>;
  /** Checkout details between visits: personal-details, shipping-details, payment-details, modified-at. */
  checkout: KeyedStoreSchema<CheckoutRecords>;
  /** The signed-in customer: current-user, current-token, current-refresh-token, orders-history. */
  user: KeyedStoreSchema<UserRecords>;
  /** One row per sku (spec §3 "items by sku"). */
  wishlist: { key: string; value: SavedProductEntry; indexes: { 'by-added-at': number } };
  compare: { key: string; value: SavedProductEntry; indexes: { 'by-added-at': number } };
  'recently-viewed': { key: string; value: RecentlyViewedEntry; indexes: { 'by-viewed-at': number } };
  /** The offline queue (spec §3 "Sync task"): replayed oldest first, one row per idempotency key. */
  'sync-tasks': { key: number; value: SyncTask; indexes: { 'by-created-at': number; 'by-idempotency-key': string } };
  /** Spec §3 collection `orders`: the orders this device placed, by the client's order id. */
  orders: { key: string; value: PlacedOrder; indexes: { 'by-created-at': number; 'by-order-number': string } };
}

export type StorefrontDb = IDBPDatabase<StorefrontDbSchema>;
export type StorefrontStoreName = StoreNames<StorefrontDbSchema>;

/** Every store of the current version, in the order they were added (the browser test checks them). */
export const STOREFRONT_STORE_NAMES = [
  'cart',
  'checkout',
  'user',
  'wishlist',
  'compare',
  'recently-viewed',
  'sync-tasks',
  'orders',
] as const satisfies readonly StorefrontStoreName[];

type UpgradeTransaction = IDBPTransaction<StorefrontDbSchema, StorefrontStoreName[], 'versionchange'>;

/**
 * Brings a database of any older version (0 = none yet) to STOREFRONT_DB_VERSION, one step per version so a
 * shopper who skipped versions runs every step in order. A step only adds; rows of earlier versions stay.
 * To add a store: bump the version, add `if (oldVersion < N) { … }` at the end. Never edit an old step.
 */
export function upgradeStorefrontDb(db: StorefrontDb, oldVersion: number, _transaction: UpgradeTransaction): void {
  if (oldVersion < 1) {
    // ADR 003: the cart's key → value store (what persistence.browser.ts created before this module).
    db.createObjectStore('cart');
  }
  if (oldVersion < 2) {
    db.createObjectStore('checkout');
    db.createObjectStore('user');
    db.createObjectStore('wishlist', { keyPath: 'sku' }).createIndex('by-added-at', 'added_at');
    db.createObjectStore('compare', { keyPath: 'sku' }).createIndex('by-added-at', 'added_at');
    db.createObjectStore('recently-viewed', { keyPath: 'sku' }).createIndex('by-viewed-at', 'viewed_at');
    const tasks = db.createObjectStore('sync-tasks', { keyPath: 'task_id', autoIncrement: true });
    tasks.createIndex('by-created-at', 'created_at');
    tasks.createIndex('by-idempotency-key', 'idempotency_key', { unique: true });
  }
  if (oldVersion < 3) {
    const orders = db.createObjectStore('orders', { keyPath: 'order_id' });
    orders.createIndex('by-created-at', 'created_at');
    orders.createIndex('by-order-number', 'order_number');
  }
}

let connection: Promise<StorefrontDb> | null = null;

/**
 * The shared connection, opened (and upgraded) on first use. Ask for it per operation instead of keeping
 * the result: it is dropped when another tab needs a newer version, and the next call opens it again.
 */
export function getStorefrontDb(): Promise<StorefrontDb> {
  connection ??= openStorefrontDb().catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

function openStorefrontDb(): Promise<StorefrontDb> {
  return openDB<StorefrontDbSchema>(STOREFRONT_DB_NAME, STOREFRONT_DB_VERSION, {
    upgrade: (db, oldVersion, _newVersion, transaction) => upgradeStorefrontDb(db, oldVersion, transaction),
    // A tab with a newer version is waiting for this connection to close before it can upgrade: let it.
    // This tab's next call then fails to open the older version (VersionError) until the page reloads,
    // which a deploy's next navigation does (ADR 005).
    // Typed by shape, not as the DOM's IDBDatabase: a page lazily imports a browser module that opens this
    // database (the recently viewed recorder, issue 11), so this file is also checked in the worker program.
    blocking: (_currentVersion, _blockedVersion, event) => {
      (event.target as unknown as { close(): void }).close();
      connection = null;
    },
    // The browser closed the connection (storage cleared, disk error): open a new one next time.
    terminated: () => {
      connection = null;
    },
  });
}

/** The value under one key of a key → value store, typed by the key (`readRecord('cart', 'current-cart')`). */
export async function readRecord<S extends KeyedStoreName, K extends keyof KeyedStores[S] & string>(
  store: S,
  key: K,
): Promise<KeyedStores[S][K] | undefined> {
  const db = await getStorefrontDb();
  return (await db.get(store, key as StoreKey<StorefrontDbSchema, S>)) as KeyedStores[S][K] | undefined;
}

export async function writeRecord<S extends KeyedStoreName, K extends keyof KeyedStores[S] & string>(
  store: S,
  key: K,
  value: KeyedStores[S][K],
): Promise<void> {
  const db = await getStorefrontDb();
  await db.put(store, value as StorefrontDbSchema[S]['value'], key as StoreKey<StorefrontDbSchema, S>);
}

export async function deleteRecord<S extends KeyedStoreName>(
  store: S,
  key: keyof KeyedStores[S] & string,
): Promise<void> {
  const db = await getStorefrontDb();
  await db.delete(store, key as StoreKey<StorefrontDbSchema, S>);
}

// The one IndexedDB owner (ADR 019, client/lib/storage/db.browser.ts): a shopper whose browser holds the
// version-1 database of ADR 003 (store `cart`, spec §3 keys current-cart / current-cart-token) keeps the cart
// through the upgrades to the current version 3 (2: ADR 019's stores; 3: `orders`, issue 13); a fresh visitor
// gets version 3 with every store; an open connection gives way when a newer version asks (versionchange).
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';

/** Two lines as the product page adds them (client/features/cart/store.ts CartItem), 3 pieces in all. */
const V1_CART = [
  {
    sku: 'SNK00012-38-white',
    parentSku: 'SNK00012',
    name: 'Кроссовки женские Nordwave белые',
    qty: 2,
    price: 7490,
    image: '/product/sneakers/white/1.svg',
    type_id: 'configurable',
    options: [
      { label: 'Размер', value: '38' },
      { label: 'Цвет', value: 'Белый' },
    ],
    server_item_id: 41,
    server_qty: 2,
  },
  {
    sku: 'GFT00002',
    parentSku: 'GFT00002',
    name: 'Подарочная карта 3 000 ₽',
    qty: 1,
    price: 3000,
    image: '/product/giftcard/1.svg',
    type_id: 'virtual',
    options: [],
  },
];
/** A guest cart id (ADR 015: 32 lowercase hex characters). */
const V1_TOKEN = '5f0c2d9a7be14c03a6e8d21b94f7c610';

const NO_INDEXES = {};
/** Version 3: every store of ADR 019 (version 2) and `orders` (issue 13), with key paths and indexes. */
const CURRENT_STORES = {
  cart: { keyPath: null, autoIncrement: false, indexes: NO_INDEXES },
  checkout: { keyPath: null, autoIncrement: false, indexes: NO_INDEXES },
  compare: { keyPath: 'sku', autoIncrement: false, indexes: { 'by-added-at': { keyPath: 'added_at', unique: false } } },
  'recently-viewed': {
    keyPath: 'sku',
    autoIncrement: false,
    indexes: { 'by-viewed-at': { keyPath: 'viewed_at', unique: false } },
  },
  'sync-tasks': {
    keyPath: 'task_id',
    autoIncrement: true,
    indexes: {
      'by-created-at': { keyPath: 'created_at', unique: false },
      'by-idempotency-key': { keyPath: 'idempotency_key', unique: true },
    },
  },
  orders: {
    keyPath: 'order_id',
    autoIncrement: false,
    indexes: {
      'by-created-at': { keyPath: 'created_at', unique: false },
      'by-order-number': { keyPath: 'order_number', unique: false },
    },
  },
  user: { keyPath: null, autoIncrement: false, indexes: NO_INDEXES },
  wishlist: {
    keyPath: 'sku',
    autoIncrement: false,
    indexes: { 'by-added-at': { keyPath: 'added_at', unique: false } },
  },
};

/** What the version-1 code wrote: the database, by hand with raw IndexedDB, before any app code runs. */
function createVersionOneDatabase(page: Page): Promise<void> {
  return page.evaluate(
    ({ cart, token }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('storefront', 1);
        request.onupgradeneeded = () => request.result.createObjectStore('cart');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('cart', 'readwrite');
          tx.objectStore('cart').put(cart, 'current-cart');
          tx.objectStore('cart').put(token, 'current-cart-token');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { cart: V1_CART, token: V1_TOKEN },
  );
}

interface DatabaseSnapshot {
  version: number;
  stores: Record<
    string,
    {
      keyPath: string | string[] | null;
      autoIncrement: boolean;
      indexes: Record<string, { keyPath: string | string[]; unique: boolean }>;
    }
  >;
  cartRows: Record<string, unknown>;
}

/** The database as the browser holds it now: version, every store's shape and the `cart` rows. */
function describeDatabase(page: Page): Promise<DatabaseSnapshot> {
  return page.evaluate(
    () =>
      new Promise<DatabaseSnapshot>((resolve, reject) => {
        const request = indexedDB.open('storefront');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const names = Array.from(db.objectStoreNames);
          const tx = db.transaction(names, 'readonly');
          const stores: DatabaseSnapshot['stores'] = {};
          for (const name of names) {
            const store = tx.objectStore(name);
            const indexes: DatabaseSnapshot['stores'][string]['indexes'] = {};
            for (const indexName of Array.from(store.indexNames)) {
              const index = store.index(indexName);
              indexes[indexName] = { keyPath: index.keyPath, unique: index.unique };
            }
            stores[name] = { keyPath: store.keyPath, autoIncrement: store.autoIncrement, indexes };
          }
          const cart = tx.objectStore('cart');
          const keys = cart.getAllKeys();
          const values = cart.getAll();
          tx.oncomplete = () => {
            const cartRows = Object.fromEntries(keys.result.map((key, i) => [String(key), values.result[i]]));
            resolve({ version: db.version, stores, cartRows });
            db.close();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** Opens the home page and returns the header cart count once the persisted cart has been read. */
async function openHomeAndReadCartCount(page: Page): Promise<string> {
  await page.goto('/');
  await page.waitForSelector('html[data-hydrated="true"]');
  const count = page.getByTestId('microcart-button').getByTestId('cart-count');
  await page.waitForSelector('[data-testid="microcart-button"] [data-testid="cart-count"][data-loaded="true"]');
  return (await count.textContent()) ?? '';
}

/** A product page of the demo catalogue: its visit is recorded (recently viewed), so it opens the database. */
const PRODUCT = '/muzhchinam/aksessuary/ryukzaki/ryukzak-muzhskoi-turisticheskii-belaya-noch-avrora-1500.html';

/** Opens the product page and waits until the app has opened the database (a first visit to home does not). */
async function openProductUntilDatabase(page: Page): Promise<void> {
  await page.goto(PRODUCT);
  await page.waitForSelector('html[data-hydrated="true"]');
  // A visit alone is kept in localStorage (no database for it); a wishlist entry is saved in the database.
  await page.getByRole('button', { name: 'Добавить в избранное' }).first().click();
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .toEqual(['storefront']);
}

test.describe('IndexedDB upgrade 1 → 2 (ADR 019)', () => {
  test('a shopper with a version-1 cart keeps it: count in the header, rows unchanged, every current store there', async ({
    page,
    problems,
  }) => {
    // Same origin, no app code: robots.txt is plain text from the worker.
    await page.goto('/robots.txt');
    await createVersionOneDatabase(page);
    // The cart sync (issue 13, ADR 032) would replace the v1 rows' unknown server cart with a new one: kept out,
    // so what is compared is what the upgrade itself left.
    await page.route('**/api/cart/**', (route) => route.abort());

    expect(await openHomeAndReadCartCount(page)).toBe('3');

    const snapshot = await describeDatabase(page);
    expect(snapshot.version).toBe(3);
    expect(snapshot.stores).toEqual(CURRENT_STORES);
    expect(snapshot.cartRows).toEqual({ 'current-cart': V1_CART, 'current-cart-token': V1_TOKEN });
    expect(problems.pageErrors).toEqual([]);
  });

  test('a fresh visitor gets version 3 with every store and an empty cart', async ({ page, problems }) => {
    // Home saves nothing on a first visit, so it creates no database (ADR 066); a wishlist entry does.
    expect(await openHomeAndReadCartCount(page)).toBe('0');
    expect(await page.evaluate(async () => (await indexedDB.databases()).length)).toBe(0);
    await openProductUntilDatabase(page);

    const snapshot = await describeDatabase(page);
    expect(snapshot.version).toBe(3);
    expect(snapshot.stores).toEqual(CURRENT_STORES);
    expect(snapshot.cartRows).toEqual({});
    expect(problems.pageErrors).toEqual([]);
  });

  test('the open connection closes when a newer version asks, so that upgrade is not blocked', async ({
    page,
    problems,
  }) => {
    await openProductUntilDatabase(page);

    // Another tab with a later deploy opening version 4: the app's connection must give way at once.
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.open('storefront', 4);
          request.onblocked = () => resolve('blocked');
          request.onerror = () => resolve(`error: ${request.error?.name}`);
          request.onsuccess = () => {
            request.result.close();
            resolve('opened');
          };
        }),
    );
    expect(outcome).toBe('opened');
    expect(problems.pageErrors).toEqual([]);
  });
});

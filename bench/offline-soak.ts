// `npm run build && npm run bench:offline-soak -- [--orders 100] [--ui-orders 5] [--seed 15] [--port 8845]`
// (issue 15 quality bar "a flapping-connection soak, bounded (≤ 5 minutes, loopback only)"; ADR 040): a real
// `wrangler dev` on its own state dir (.wrangler/bench-soak), Playwright Chromium with the service worker on, and
// a shopper whose connection toggles offline/online at seeded random intervals while orders are placed:
// - the first `--ui-orders` go through the real checkout page (product page → Add to cart → the four steps online,
//   the network off → Place → the offline thank-you page);
// - the rest go through the same client code the checkout calls when offline (`queueOfflineOrder` of
//   client/features/checkout/offline-order.browser.ts, imported from the built chunk in the page): the order kept
//   on the device and one queue task, sent by the tab (online event, retry timer) or the service worker
//   (Background Sync), whichever holds the queue's lock — placed whatever the connection is at that moment;
// - about a third of the orders are for a scarce sku whose stock is bought down through the API first, so some
//   must come back 'not available'.
// Then online until the queue is empty, and the checks: 0 lost (every order placed is on the platform or reported
// unavailable on the device), 0 duplicated (the device's order numbers unique; every sku's stock fell by exactly the
// number of orders placed for it), every outcome on the device true (placed → the platform has that order id under
// that number; unavailable → its sku really ran out). Prints a table, writes bench/results/offline-soak-latest.json,
// exits 1 when a check fails or the run exceeds its time bound.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { launchBrowser, newContext } from '#e2e/support/browser.ts';
import { SIMPLE_PRODUCTS_REQUEST } from '#e2e/support/checkout.ts';
import { openHydrated } from '#e2e/support/pages.ts';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { clientManifestPath } from '#scripts/lib/project-paths.ts';
import { codOrderBody } from '#tests/support/cod-order.ts';
import { percentile } from './lib/percentiles';
import { writeJson } from './lib/report';
import { UNCACHED_HEADERS } from './lib/targets';

const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'offline-soak-latest.json');
const STATE_DIR = '.wrangler/bench-soak';
const LOAD_AVERAGE_BEFORE = os.loadavg()[0] ?? Number.NaN;
/** The bound for the whole run, server start included. */
const WALL_LIMIT_MS = 5 * 60_000;
/** How long the queue may take to drain once the connection stays on. */
const DRAIN_LIMIT_MS = 90_000;
/** Seeded intervals: the network stays in one state this long, an order follows the previous after this long. */
const TOGGLE_MS = { min: 300, max: 2_500 };
const ORDER_GAP_MS = { min: 40, max: 400 };
/** The share of orders for the scarce sku, and how many of its units are left for them. */
const SCARCE_SHARE = 0.3;
const SCARCE_UNITS = 10;
/** A plentiful sku has enough units for its share of a run (several runs on one state dir included). */
const PLENTIFUL_MIN_QTY = 40;
const PLENTIFUL_SKUS = 4;
const OFFLINE_ORDER_MODULE = 'client/features/checkout/offline-order.browser.ts';

const ADDRESS = {
  firstname: 'Анна',
  lastname: 'Петрова',
  street: ['ул. Ленина, 5'],
  city: 'Ярославль',
  postcode: '150000',
  country_id: 'RU',
  telephone: '+79000000000',
  email: 'soak@example.ru',
};

interface Options {
  orders: number;
  uiOrders: number;
  seed: number;
  port: number;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '100' },
      'ui-orders': { type: 'string', default: '5' },
      seed: { type: 'string', default: '15' },
      port: { type: 'string', default: '8845' },
    },
  });
  return {
    orders: Number(values.orders),
    uiOrders: Number(values['ui-orders']),
    seed: Number(values.seed),
    port: Number(values.port),
  };
}

/** mulberry32: a small seeded generator, so a run's toggles and choices can be repeated. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Product {
  sku: string;
  url_path: string;
  name: string;
  price: number;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Simple products a shopper can add in one click, with their live stock. */
async function simpleProducts(baseURL: string): Promise<Array<Product & { qty: number }>> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    request: JSON.stringify(SIMPLE_PRODUCTS_REQUEST),
    size: '40',
  });
  type Source = Product & { required_options?: string | number; price_incl_tax?: number };
  const hits = (
    await json<{ hits: { hits: Array<{ _source: Source }> } }>(
      await fetch(`${baseURL}/api/catalog/vue_storefront_catalog/product/_search?${params}`, {
        headers: UNCACHED_HEADERS,
      }),
    )
  ).hits.hits.map(({ _source }) => _source);
  const usable = hits.filter((product) => String(product.required_options ?? '0') !== '1');
  const stock = await stockOf(
    baseURL,
    usable.map((product) => product.sku),
  );
  return usable
    .map((product) => ({
      sku: product.sku,
      url_path: product.url_path,
      name: product.name,
      price: Number(product.price_incl_tax ?? product.price ?? 0),
      qty: stock.get(product.sku) ?? 0,
    }))
    .filter((product) => product.qty > 0);
}

async function stockOf(baseURL: string, skus: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < skus.length; i += 15) {
    const answer = await json<{ result: Array<{ sku: string; qty: number }> }>(
      await fetch(`${baseURL}/api/stock/list?skus=${skus.slice(i, i + 15).join(',')}`, { headers: UNCACHED_HEADERS }),
    );
    for (const item of answer.result) found.set(item.sku, item.qty);
  }
  return found;
}

function orderBody(orderId: string, sku: string) {
  return codOrderBody(orderId, sku, ADDRESS);
}

/** Another shopper buys the scarce sku down to `left` units (through the API, as a second device would). */
async function buyDown(baseURL: string, sku: string, qty: number, left: number): Promise<void> {
  if (qty <= left) return;
  const response = await fetch(`${baseURL}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...orderBody(`${Date.now()}-soak-buy-down-${sku}`, sku),
      products: [{ sku, qty: qty - left }],
    }),
  });
  if (response.status !== 200)
    throw new Error(`buying ${sku} down failed: ${response.status} ${await response.text()}`);
}

/** The network switch, with every change's time (node's clock = the browser's: one machine). */
class Network {
  offline = false;
  readonly reconnects: number[] = [];
  toggles = 0;
  constructor(private readonly context: BrowserContext) {}
  async set(offline: boolean): Promise<void> {
    if (offline === this.offline) return;
    await this.context.setOffline(offline);
    this.offline = offline;
    this.toggles += 1;
    if (!offline) this.reconnects.push(Date.now());
  }
}

interface Placed {
  orderId: string;
  sku: string;
  placedAt: number;
  via: 'checkout page' | 'queue code';
}

/** One order through the real checkout: product page and checkout online, Place with the network off. */
async function placeThroughCheckout(page: Page, network: Network, product: Product): Promise<Placed> {
  await network.set(false);
  await openHydrated(page, `/${product.url_path}`);
  await page.getByRole('button', { name: 'Добавить в корзину' }).click();
  await page.locator('[data-testid="cart-count"]', { hasText: /^1$/ }).waitFor();
  await openHydrated(page, '/checkout');
  const step = (key: string) => page.getByTestId(`checkout-step-${key}`);
  const open = (key: string) => page.locator(`[data-testid="checkout-step-${key}"][data-state="open"]`).waitFor();
  const personal = step('personalDetails');
  await personal.getByRole('textbox').first().waitFor();
  await personal.getByLabel('Имя').fill(ADDRESS.firstname);
  await personal.getByLabel('Фамилия').fill(ADDRESS.lastname);
  await personal.getByLabel('Электронная почта').fill(ADDRESS.email);
  await personal.getByRole('button', { name: 'Перейти к доставке' }).click();
  await open('shipping');
  const shipping = step('shipping');
  await shipping.getByLabel('Улица и дом').fill(ADDRESS.street[0]!);
  await shipping.getByLabel('Город').fill(ADDRESS.city);
  await shipping.getByLabel('Индекс').fill(ADDRESS.postcode);
  await shipping.getByLabel('Телефон').fill('+7 900 000-00-00');
  await shipping.getByRole('button', { name: 'Перейти к оплате' }).click();
  await open('payment');
  await step('payment').getByRole('radio', { name: 'Оплата при получении' }).check();
  await step('payment').getByRole('button', { name: 'Перейти к проверке заказа' }).click();
  await open('orderReview');
  const review = step('orderReview');
  await review.getByRole('checkbox').check();
  await network.set(true);
  const placedAt = Date.now();
  await review.getByRole('button', { name: 'Оформить заказ' }).click();
  await page.waitForURL(/\/checkout-thankyou\/\d{13}-[0-9a-f-]{36}$/);
  const orderId = decodeURIComponent(page.url().split('/').pop() ?? '');
  return { orderId, sku: product.sku, placedAt, via: 'checkout page' };
}

/** One order through the client's offline-order code (the built chunk), whatever the connection is now. */
async function placeThroughQueue(page: Page, chunk: string, product: Product, index: number): Promise<Placed> {
  const placedAt = Date.now();
  const orderId = `${placedAt}-00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
  const body = orderBody(orderId, product.sku);
  await page.evaluate(
    async ({ chunk, body, product }) => {
      const module = (await import(chunk)) as {
        queueOfflineOrder(
          order: unknown,
          storeCode: string,
          autoTransmit?: boolean,
          withToken?: boolean,
        ): Promise<void>;
      };
      await module.queueOfflineOrder(
        {
          order_id: body.order_id,
          store_code: 'ru',
          created_at: Date.now(),
          transmited: false,
          order: body,
          lines: [{ sku: product.sku, name: product.name, qty: 1, price: product.price, image: '', options: [] }],
          totals: [{ code: 'grand_total', title: 'Итого', value: product.price }],
          payment_method: 'cashondelivery',
          email: body.addressInformation.billingAddress.email,
        },
        'ru',
        true,
        false,
      );
    },
    { chunk, body, product },
  );
  return { orderId, sku: product.sku, placedAt, via: 'queue code' };
}

interface DeviceOrder {
  order_id: string;
  order_number?: string;
  transmited: boolean;
  transmited_at?: number;
  outcome?: 'placed' | 'unavailable' | 'invalid';
  unavailable_skus?: string[];
}

function deviceState(page: Page): Promise<{ orders: DeviceOrder[]; tasks: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('storefront');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['orders', 'sync-tasks']);
          const orders = tx.objectStore('orders').getAll();
          const tasks = tx.objectStore('sync-tasks').count();
          tx.oncomplete = () => {
            open.result.close();
            resolve({ orders: orders.result as DeviceOrder[], tasks: tasks.result });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

const round = (value: number) => Math.round(value);

let server: LocalServer | null = null;

async function main(): Promise<number> {
  const started = Date.now();
  const opts = options();
  // Two generators: the toggler runs alongside the placer, and sharing one would make the order mix timing-dependent.
  const random = seeded(opts.seed);
  const toggleRandom = seeded(opts.seed + 1);
  const between = (range: { min: number; max: number }, next = random) => range.min + next() * (range.max - range.min);
  const manifest = JSON.parse(fs.readFileSync(clientManifestPath, 'utf8')) as Record<string, { file: string }>;
  const chunk = `/${manifest[OFFLINE_ORDER_MODULE]?.file ?? ''}`;
  if (chunk === '/') throw new Error(`${OFFLINE_ORDER_MODULE} is not in the client build: npm run build first`);

  server = await startLocalServer({ port: opts.port, persistTo: STATE_DIR, logLevel: 'warn' });
  const baseURL = server.url;
  const serverReadyMs = Date.now() - started;
  const products = await simpleProducts(baseURL);
  const plentiful = products
    .filter((product) => product.qty >= PLENTIFUL_MIN_QTY)
    .sort((a, b) => b.qty - a.qty)
    .slice(0, PLENTIFUL_SKUS);
  const scarce = products.find((product) => !plentiful.includes(product) && product.qty >= SCARCE_UNITS);
  if (plentiful.length === 0 || !scarce) throw new Error('the catalogue has no plentiful and scarce simple products');
  await buyDown(baseURL, scarce.sku, scarce.qty, SCARCE_UNITS);
  const skus = [...plentiful, scarce].map((product) => product.sku);
  const stockBefore = await stockOf(baseURL, skus);

  const browser = await launchBrowser();
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  const network = new Network(context);
  // Who sent the orders (the tab or the service worker's Background Sync) and how many tries failed on the way
  // (cut by a toggle: the queue keeps the task, the order id makes the resend safe).
  const posts = { tab: 0, serviceWorker: 0, failed: 0 };
  const isOrderPost = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname === '/api/order';
  context.on('request', (request) => {
    if (isOrderPost(request)) posts[request.serviceWorker() ? 'serviceWorker' : 'tab'] += 1;
  });
  context.on('requestfailed', (request) => {
    if (isOrderPost(request)) posts.failed += 1;
  });
  const placed: Placed[] = [];
  const pick = () => (random() < SCARCE_SHARE ? scarce : plentiful[Math.floor(random() * plentiful.length)]!);
  try {
    await openHydrated(page, '/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    // 1. Through the real checkout page: each one prepared online, placed offline, then a random offline spell.
    for (let i = 0; i < opts.uiOrders; i += 1) {
      placed.push(await placeThroughCheckout(page, network, i === 0 ? scarce : pick()));
      await sleep(between(TOGGLE_MS));
    }
    // The queue code needs a live app page: reopen home online (the load replays what waits), then flap.
    await network.set(false);
    await openHydrated(page, '/');
    await page.evaluate(async (url) => {
      await import(url);
    }, chunk);

    // 2. The rest through the queue code while the connection flaps at random.
    let placing = true;
    const flapping = (async () => {
      while (placing) {
        await sleep(between(TOGGLE_MS, toggleRandom));
        if (placing) await network.set(!network.offline);
      }
    })();
    for (let i = opts.uiOrders; i < opts.orders; i += 1) {
      placed.push(await placeThroughQueue(page, chunk, pick(), i));
      await sleep(between(ORDER_GAP_MS));
    }
    placing = false;
    await flapping;

    // 3. Online until the queue is empty.
    await network.set(false);
    const lastReconnect = network.reconnects.at(-1) ?? Date.now();
    let device = await deviceState(page);
    while (device.tasks > 0 && Date.now() - lastReconnect < DRAIN_LIMIT_MS) {
      await sleep(250);
      device = await deviceState(page);
    }
    const drainedAt = Date.now();
    // The tab is told about the service worker's replays; give the device's records a moment to settle.
    await sleep(500);
    device = await deviceState(page);

    // 4. The checks.
    const byId = new Map(device.orders.map((order) => [order.order_id, order]));
    const stockAfter = await stockOf(baseURL, skus);
    const outcomes = placed.map((order) => ({ ...order, device: byId.get(order.orderId) }));
    const sent = outcomes.filter((order) => order.device?.outcome === 'placed' && order.device.order_number);
    const unavailable = outcomes.filter((order) => order.device?.outcome === 'unavailable');
    const unresolved = outcomes.filter((order) => !sent.includes(order) && !unavailable.includes(order));
    const onPlatform = await Promise.all(
      sent.map(async (order) => {
        const response = await fetch(
          `${baseURL}/api/order/${order.device!.order_number}?orderId=${encodeURIComponent(order.orderId)}`,
          { headers: UNCACHED_HEADERS },
        );
        await response.body?.cancel();
        return response.status === 200;
      }),
    );
    const notOnPlatform = sent.filter((_, index) => !onPlatform[index]);
    const numbers = sent.map((order) => order.device!.order_number!);
    const duplicateNumbers = numbers.length - new Set(numbers).size;
    // Each order is one unit: a sku's stock falls by exactly the orders placed for it (a duplicate would take two).
    const stockWrong = skus.filter((sku) => {
      const bought = sent.filter((order) => order.sku === sku).length;
      return (stockAfter.get(sku) ?? -1) !== (stockBefore.get(sku) ?? 0) - bought;
    });
    // 'Not available' is true only for a sku that really ran out.
    const falseUnavailable = unavailable.filter(
      (order) => !order.device!.unavailable_skus?.includes(order.sku) || (stockAfter.get(order.sku) ?? 0) > 0,
    );
    const lost = unresolved.length + notOnPlatform.length;

    // Time from the reconnect that let an order go to its confirmation on the device (its placement when later).
    const confirmations = [...sent, ...unavailable]
      .map((order) => {
        const at = order.device!.transmited_at ?? Number.NaN;
        const reconnect = Math.max(order.placedAt, ...network.reconnects.filter((time) => time <= at));
        return at - reconnect;
      })
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    const lastConfirmation = Math.max(...[...sent, ...unavailable].map((order) => order.device!.transmited_at ?? 0));
    const wallMs = Date.now() - started;

    const figures = {
      ordersPlaced: placed.length,
      throughCheckoutPage: placed.filter((order) => order.via === 'checkout page').length,
      throughQueueCode: placed.filter((order) => order.via === 'queue code').length,
      sent: sent.length,
      unavailable: unavailable.length,
      duplicates: duplicateNumbers + stockWrong.length,
      lost,
      falseOutcomes: falseUnavailable.length,
      toggles: network.toggles,
      orderPostsFromTab: posts.tab,
      orderPostsFromServiceWorker: posts.serviceWorker,
      orderPostsFailedInFlight: posts.failed,
      reconnectToConfirmationMs: {
        p50: round(percentile(confirmations, 50)),
        p95: round(percentile(confirmations, 95)),
        max: round(confirmations.at(-1) ?? Number.NaN),
      },
      lastReconnectToLastConfirmationMs: round(Math.max(0, lastConfirmation - lastReconnect)),
      queueDrainedMs: round(drainedAt - lastReconnect),
      serverStartMs: serverReadyMs,
      wallMs,
    };
    const ok =
      lost === 0 &&
      figures.duplicates === 0 &&
      falseUnavailable.length === 0 &&
      device.tasks === 0 &&
      unavailable.length > 0 &&
      wallMs <= WALL_LIMIT_MS;

    console.log(
      `\nOffline soak (${baseURL}, seed ${opts.seed}, load average before ${LOAD_AVERAGE_BEFORE.toFixed(2)}, ${os.cpus().length} cpus)`,
    );
    console.log('| figure | value |');
    console.log('|---|---|');
    for (const [name, value] of Object.entries(figures))
      console.log(`| ${name} | ${typeof value === 'object' ? JSON.stringify(value) : value} |`);
    console.log(
      `scarce sku ${scarce.sku}: ${SCARCE_UNITS} units left before the run, ${stockAfter.get(scarce.sku)} after`,
    );
    if (unresolved.length > 0) console.log(`unresolved: ${unresolved.map((order) => order.orderId).join(', ')}`);
    if (notOnPlatform.length > 0) console.log(`not on the platform: ${notOnPlatform.map((o) => o.orderId).join(', ')}`);
    if (stockWrong.length > 0) console.log(`stock wrong for: ${stockWrong.join(', ')}`);
    console.log(ok ? 'result: OK' : 'result: FAILED');

    writeJson(RESULTS_FILE, {
      date: new Date().toISOString(),
      loadAverageBefore: LOAD_AVERAGE_BEFORE,
      loadAverageAfter: os.loadavg()[0],
      cpus: os.cpus().length,
      seed: opts.seed,
      scarce: { sku: scarce.sku, unitsBefore: SCARCE_UNITS, unitsAfter: stockAfter.get(scarce.sku) },
      plentiful: plentiful.map((product) => product.sku),
      figures,
      ok,
    });
    return ok ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main()
  .then(async (code) => {
    await server?.stop();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await server?.stop();
    process.exit(1);
  });

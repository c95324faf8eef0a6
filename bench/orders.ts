// `npm run build && npm run bench:orders -- [--orders 100] [--concurrency 10] [--port 8840]` (issue 13 quality bar,
// ADR 031): order placement on the embedded platform, against a real `wrangler dev` on its own state dir
// (.wrangler/bench-orders). Measures POST /api/order sequentially and with N concurrent shoppers (throughput,
// p50/p95/p99), then races shoppers for the last units of one sku, and checks there is no oversell: every
// sku's live stock fell by exactly what the successful orders bought and never below 0. Prints a table and
// writes bench/results/orders-latest.json; exits 1 on an error answer or any oversell.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { codOrderBody } from '#tests/support/cod-order.ts';
import { percentile } from './lib/percentiles';
import { writeJson } from './lib/report';
import { UNCACHED_HEADERS } from './lib/targets';
import { ORDER_ADDRESS } from '#tests/support/workerd/order-address.ts';

const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'orders-latest.json');
/** Its own state: orders and stock decrements must not reach the other benches' databases. */
const STATE_DIR = '.wrangler/bench-orders';
const LOAD_AVERAGE_BEFORE = os.loadavg()[0] ?? Number.NaN;
const NOT_AVAILABLE = 'Some of the ordered products are not available.';

/** The order tests' address, with the bench's own e-mail. */
const ADDRESS = { ...ORDER_ADDRESS, email: 'bench@example.com' };

interface Options {
  orders: number;
  concurrency: number;
  port: number;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '100' },
      concurrency: { type: 'string', default: '10' },
      port: { type: 'string', default: '8840' },
    },
  });
  return { orders: Number(values.orders), concurrency: Number(values.concurrency), port: Number(values.port) };
}

let runId = 0;
function orderBody(sku: string): string {
  runId += 1;
  return JSON.stringify(codOrderBody(`${Date.now()}-bench-${process.pid}-${runId}`, sku, ADDRESS));
}

interface Placed {
  sku: string;
  ms: number;
  status: number;
  result: unknown;
}

async function place(baseURL: string, sku: string): Promise<Placed> {
  const started = performance.now();
  const response = await fetch(`${baseURL}/api/order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: orderBody(sku),
  });
  const body = (await response.json()) as { result: unknown };
  return { sku, ms: performance.now() - started, status: response.status, result: body.result };
}

/** In-stock simple products and configurable children with managed stock, with their live quantities. */
async function findSkus(baseURL: string): Promise<Map<string, number>> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    size: '100',
    _source_include: 'sku,type_id,configurable_children.sku',
  });
  const search = await fetch(`${baseURL}/api/catalog/vue_storefront_catalog_ru/product/_search?${params}`, {
    headers: UNCACHED_HEADERS,
  });
  type Source = { sku?: string; type_id?: string; configurable_children?: Array<{ sku?: string }> };
  const hits = ((await search.json()) as { hits: { hits: Array<{ _source: Source }> } }).hits.hits;
  const skus = hits
    .flatMap(({ _source: s }) =>
      s.type_id === 'configurable'
        ? (s.configurable_children ?? []).map((c) => c.sku)
        : s.type_id === 'simple'
          ? [s.sku]
          : [],
    )
    .filter((sku): sku is string => typeof sku === 'string');
  return stockOf(baseURL, skus.slice(0, 60));
}

async function stockOf(baseURL: string, skus: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < skus.length; i += 15) {
    const response = await fetch(`${baseURL}/api/stock/list?skus=${skus.slice(i, i + 15).join(',')}`, {
      headers: UNCACHED_HEADERS,
    });
    const items = ((await response.json()) as { result: Array<{ sku: string; qty: number; manage_stock?: boolean }> })
      .result;
    for (const item of items) if (item.manage_stock !== false) found.set(item.sku, item.qty);
  }
  return found;
}

interface Phase {
  name: string;
  orders: number;
  concurrency: number;
  seconds: number;
  ordersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ok: number;
  soldOut: number;
  errors: number;
}

async function runPhase(
  baseURL: string,
  name: string,
  skus: readonly string[],
  count: number,
  concurrency: number,
  placed: Placed[],
): Promise<Phase> {
  const results: Placed[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const sku = skus[next % skus.length]!;
        next += 1;
        results.push(await place(baseURL, sku));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  placed.push(...results);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const soldOut = results.filter((r) => r.status === 409 && r.result === NOT_AVAILABLE).length;
  const ok = results.filter((r) => r.status === 200).length;
  return {
    name,
    orders: count,
    concurrency,
    seconds: Math.round(seconds * 100) / 100,
    ordersPerSecond: Math.round((count / seconds) * 10) / 10,
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    p99: Math.round(percentile(times, 99) * 10) / 10,
    ok,
    soldOut,
    errors: count - ok - soldOut,
  };
}

let server: LocalServer | null = null;

async function main(): Promise<number> {
  const opts = options();
  server = await startLocalServer({ port: opts.port, persistTo: STATE_DIR, logLevel: 'warn' });
  const baseURL = server.url;
  const before = await findSkus(baseURL);
  const plentiful = [...before].filter(([, qty]) => qty >= 20).map(([sku]) => sku);
  if (plentiful.length === 0) throw new Error('no sku with at least 20 units in stock to order');
  const placed: Placed[] = [];

  // Warm-up (first statements compile, the tax rules load), not measured.
  await runPhase(baseURL, 'warm-up', plentiful, 5, 1, placed);
  const phases = [
    await runPhase(baseURL, 'sequential', plentiful, opts.orders, 1, placed),
    await runPhase(baseURL, `${opts.concurrency} concurrent`, plentiful, opts.orders, opts.concurrency, placed),
  ];

  // The race: shoppers for the last units of a scarce sku (the scarcest with at least 5 units, more shoppers than units).
  const stocked = [...(await stockOf(baseURL, [...before.keys()]))]
    .filter(([, qty]) => qty > 0)
    .sort((a, b) => a[1] - b[1]);
  const [raceSku, raceUnits] = stocked.find(([, qty]) => qty >= 5) ?? stocked[0]!;
  const shoppers = raceUnits + Math.max(10, raceUnits);
  const race = await runPhase(baseURL, `race for ${raceUnits} units`, [raceSku], shoppers, shoppers, placed);
  phases.push(race);

  // No oversell: live stock = before − what the 200 answers bought, never below 0.
  const after = await stockOf(baseURL, [...before.keys()]);
  const bought = new Map<string, number>();
  for (const p of placed) if (p.status === 200) bought.set(p.sku, (bought.get(p.sku) ?? 0) + 1);
  const oversold = [...before].filter(([sku, qty]) => {
    const now = after.get(sku) ?? 0;
    return now < 0 || now !== qty - (bought.get(sku) ?? 0);
  });
  const raceOk = race.ok === raceUnits && (after.get(raceSku) ?? -1) === 0;
  const errors = phases.reduce((total, phase) => total + phase.errors, 0);

  console.log(
    `\nOrder placement on the embedded platform (${baseURL}, load average before ${LOAD_AVERAGE_BEFORE.toFixed(2)})`,
  );
  console.log('| phase | orders | orders/s | p50 ms | p95 ms | p99 ms | placed | sold out | errors |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const p of phases)
    console.log(
      `| ${p.name} | ${p.orders} | ${p.ordersPerSecond} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.ok} | ${p.soldOut} | ${p.errors} |`,
    );
  console.log(
    `\nrace: ${race.ok} of ${shoppers} shoppers bought the ${raceUnits} units of ${raceSku}: ${raceOk ? 'exactly right' : 'WRONG'}`,
  );
  console.log(
    `oversell: ${oversold.length === 0 ? 'none' : `${oversold.length} skus wrong: ${oversold.map(([s]) => s).join(', ')}`}`,
  );
  const errorSample = placed.find((p) => p.status !== 200 && p.result !== NOT_AVAILABLE);
  if (errorSample) console.log(`first error: ${errorSample.status} ${JSON.stringify(errorSample.result)}`);

  writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    loadAverageBefore: LOAD_AVERAGE_BEFORE,
    cpus: os.cpus().length,
    phases,
    race: { sku: raceSku, units: raceUnits, shoppers, placed: race.ok, stockAfter: after.get(raceSku) },
    oversold: oversold.map(([sku]) => sku),
  });
  return errors === 0 && oversold.length === 0 && raceOk ? 0 : 1;
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

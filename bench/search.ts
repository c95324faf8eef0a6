// `npm run bench:search -- [--scales 1,10,50] [--requests 60] [--warmup 5] [--max-seconds 30] [--port 8830] [--only id,id]`
// Catalogue search latency (issue 3 quality bar): for each scale, a real `wrangler dev` on its own
// state dir (.wrangler/bench-search-<scale>x, seeded once and reused), the query mix of
// bench/lib/search-mix.ts measured sequentially (bench/lib/sequential.ts says why). Prints all scales
// side by side and writes bench/results/search-latest.json. See bench/README.md "Catalogue search".
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalServer } from '#scripts/lib/local-server.ts';
import { writeJson } from './lib/report';
import { UNCACHED_HEADERS } from './lib/targets';
import { buildSearchMix, type SearchCase } from './lib/search-mix';
import { measureSequential, type SequentialMeasurement, type SequentialSettings } from './lib/sequential';

const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'search-latest.json');
const LOAD_AVERAGE_BEFORE = os.loadavg()[0] ?? Number.NaN;

interface ScaleResult {
  scale: number;
  startup: { migrationsMs: number; seedMs: number; readyMs: number };
  /** First product search after start (builds the ru listing index) and the same request again. */
  coldListing: { firstMs: number; secondMs: number };
  cases: Array<SearchCase & { measurement: SequentialMeasurement | null }>;
}

const USAGE = `usage: npm run bench:search -- [--scales 1,10,50] [--requests 60] [--warmup 5] [--max-seconds 30] [--port 8830] [--only id,id]
  --only measures just the named cases of bench/lib/search-mix.ts (e.g. text-search,text-long-typos); the others
  are reported as not measured`;

/** skipReason of the cases left out by --only: not listed in the table. */
const NOT_SELECTED = 'not in --only';

function options() {
  const { values } = parseArgs({
    options: {
      scales: { type: 'string', default: '1,10,50' },
      requests: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '5' },
      'max-seconds': { type: 'string', default: '30' },
      port: { type: 'string', default: '8830' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const settings: SequentialSettings = {
    requests: Number(values.requests),
    warmupRequests: Number(values.warmup),
    maxSeconds: Number(values['max-seconds']),
  };
  const only = values.only
    ? new Set(
        values.only
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      )
    : null;
  return {
    scales: values.scales
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    settings,
    port: Number(values.port),
    only,
  };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: UNCACHED_HEADERS });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

async function measureScale(
  scale: number,
  port: number,
  settings: SequentialSettings,
  only: ReadonlySet<string> | null,
): Promise<ScaleResult> {
  const persistTo = `.wrangler/bench-search-${scale}x`;
  // Migrations, then the seed: it reuses a current state and regenerates one whose text index is
  // empty (scripts/seed.ts), so the text cases always measure real matches.
  const server = await startLocalServer({ port, persistTo, scale, logLevel: 'warn' });
  try {
    // Cold: the isolate has no listing index yet, so the first product search builds it (ADR 009).
    const firstListing = `${server.url}/api/catalog/vue_storefront_catalog_ru/product/_search?request_format=search-query&size=1`;
    const coldListing = { firstMs: await timedGet(firstListing), secondMs: await timedGet(firstListing) };
    console.log(
      `  ${scale}x first product search ${coldListing.firstMs.toFixed(0)} ms (index build), again ${coldListing.secondMs.toFixed(0)} ms`,
    );
    const cases: ScaleResult['cases'] = [];
    const mix = await buildSearchMix(server.url);
    if (only) {
      const unknown = [...only].filter((id) => !mix.some((c) => c.id === id));
      if (unknown.length > 0)
        throw new Error(`--only: unknown case ${unknown.join(', ')}; cases: ${mix.map((c) => c.id).join(', ')}`);
    }
    for (const c of mix) {
      if (only && !only.has(c.id)) {
        cases.push({ ...c, measurement: null, skipReason: NOT_SELECTED });
        continue;
      }
      if (!c.path) {
        cases.push({ ...c, measurement: null });
        continue;
      }
      const measurement = await measureSequential(`${server.url}${c.path}`, settings);
      console.log(
        `  ${scale}x ${c.id}: p50 ${measurement.latencyMs.p50.toFixed(1)} ms, p95 ${measurement.latencyMs.p95.toFixed(1)} ms (${measurement.requests} requests, ${measurement.total} hits)`,
      );
      cases.push({ ...c, measurement });
    }
    const { migrations, seed, ready } = server.timingsMs;
    return { scale, startup: { migrationsMs: migrations, seedMs: seed, readyMs: ready }, coldListing, cases };
  } finally {
    await server.stop();
  }
}

function table(results: ScaleResult[]): string {
  const skipped = (r: ScaleResult, id: string) => r.cases.find((c) => c.id === id)?.skipReason === NOT_SELECTED;
  const ids = (results[0]?.cases.map((c) => c.id) ?? []).filter((id) => !results.every((r) => skipped(r, id)));
  const head = [
    'case',
    ...results.flatMap((r) => [
      `${r.scale}x hits`,
      `${r.scale}x p50`,
      `${r.scale}x p95`,
      `${r.scale}x p99`,
      `${r.scale}x req/s`,
    ]),
  ];
  const rows = ids.map((id) => [
    id,
    ...results.flatMap((r) => {
      const m = r.cases.find((c) => c.id === id)?.measurement;
      if (!m) return ['–', 'not measured', '', '', ''];
      const ms = (x: number) => x.toFixed(1);
      return [
        String(m.total ?? '?'),
        ms(m.latencyMs.p50),
        ms(m.latencyMs.p95),
        ms(m.latencyMs.p99),
        m.requestsPerSecond.toFixed(1),
      ];
    }),
  ]);
  return [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main(): Promise<number> {
  const { scales, settings, port, only } = options();
  const results: ScaleResult[] = [];
  for (const scale of scales) {
    console.log(`\n== scale ${scale}x ==`);
    results.push(await measureScale(scale, port, settings, only));
  }
  console.log(`\n${table(results)}\n`);
  for (const r of results)
    for (const c of r.cases)
      if (!c.measurement && !only) console.log(`${r.scale}x ${c.id}: not measured — ${c.skipReason}`);
  writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadAverage1mBefore: LOAD_AVERAGE_BEFORE,
    },
    settings: {
      ...settings,
      mode: 'sequential requests, one at a time',
      server: 'wrangler dev --log-level warn on 127.0.0.1',
    },
    results,
  });
  console.log(`written ${path.relative(process.cwd(), RESULTS_FILE)}`);
  const failed = results.some((r) => r.cases.some((c) => c.measurement && c.measurement.failures > 0));
  return failed ? 1 : 0;
}

process.exitCode = await main();

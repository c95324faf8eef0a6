// `npm run build && npm run bench`: starts its own local storefront and measures, one after another,
// (a) a static hashed asset, (b) the home page, (c) a category page and (e) a product page from the page
// edge cache, (d) / (f) the same two pages uncached (rendered every time). See bench/README.md.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { measure } from './lib/measure';
import { parseBenchOptions, type BenchOptions, type TargetId } from './lib/options';
import {
  consoleTable,
  hasFailures,
  markdownTable,
  ratioSummary,
  toRows,
  writeJson,
  type TargetResult,
} from './lib/report';
import { categoryTarget, homeTarget, productTarget, staticAssetTarget, type Target } from './lib/targets';

const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'latest.json');
/** Taken before our own server starts: other work on the 2 cores makes every number here worse. */
const LOAD_AVERAGE_BEFORE = os.loadavg()[0] ?? Number.NaN;

async function main(): Promise<number> {
  const options = parseBenchOptions(process.argv.slice(2));
  const server = await startLocalServer({
    port: options.port,
    persistTo: '.wrangler/bench-state',
    logLevel: 'warn', // per-request logging costs ~30 % throughput (tooling note G13)
  });
  stopServerOnSignals(server);
  try {
    const results: TargetResult[] = [];
    for (const id of options.only) {
      const target = await resolveTarget(id, server.url, options.category);
      if (!target.path || target.skipReason) {
        results.push({ target, measurement: null });
        continue;
      }
      const state = await cacheState(`${server.url}${target.path}`, target);
      console.log(
        `measuring ${target.name} ${target.path}: ${options.warmupS} s warm-up, ${options.durationS} s, ` +
          `${options.connections} connections, ${options.gzip ? 'gzip' : 'uncompressed'}, x-storefront-cache ${state}`,
      );
      results.push({ target, measurement: await measure(`${server.url}${target.path}`, options, target.headers) });
    }
    return report(results, options);
  } finally {
    await server.stop();
  }
}

function resolveTarget(id: TargetId, baseURL: string, category: string | null): Promise<Target> | Target {
  switch (id) {
    case 'a':
      return staticAssetTarget();
    case 'b':
      return homeTarget();
    case 'c':
      return categoryTarget(baseURL, category, true);
    case 'd':
      return categoryTarget(baseURL, category, false);
    case 'e':
      return productTarget(baseURL, category, true);
    case 'f':
      return productTarget(baseURL, category, false);
  }
}

/**
 * What the page cache answers for a target right before it is measured: a cached target is requested until
 * it is a HIT (the store runs after the response, in waitUntil), an uncached one must say BYPASS.
 */
async function cacheState(url: string, target: Target): Promise<string> {
  let state = 'none';
  for (let i = 0; i < (target.cached ? 20 : 1); i++) {
    const response = await fetch(url, { headers: target.headers });
    await response.arrayBuffer();
    state = response.headers.get('x-storefront-cache') ?? 'none';
    if (!target.cached || state === 'HIT') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return state;
}

function report(results: TargetResult[], options: BenchOptions): number {
  const rows = toRows(results);
  const date = new Date().toISOString();
  console.log(`\n${consoleTable(rows)}\n`);
  for (const line of ratioSummary(results)) console.log(line);
  console.log(
    `\nMarkdown for bench/README.md (${date.slice(0, 10)}, ${machineSummary(options)}):\n\n${markdownTable(rows)}\n`,
  );

  writeJson(RESULTS_FILE, {
    date,
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverage1mBefore: LOAD_AVERAGE_BEFORE,
    },
    settings: {
      durationS: options.durationS,
      warmupS: options.warmupS,
      connections: options.connections,
      acceptEncoding: options.gzip ? 'gzip, br' : 'identity',
      server: 'wrangler dev --log-level warn on 127.0.0.1',
    },
    results: results.map(({ target, measurement }) => ({ ...target, measurement })),
  });
  console.log(`written ${path.relative(process.cwd(), RESULTS_FILE)}`);

  const skipped = results.filter((r) => !r.measurement);
  for (const { target } of skipped) console.warn(`\nWARNING: ${target.name} was NOT measured: ${target.skipReason}`);

  const failed = results.filter((r) => r.measurement && hasFailures(r.measurement));
  for (const { target, measurement } of failed) {
    console.error(
      `\n‼ ${target.name} (${target.path}): ${measurement?.responses} responses, ${measurement?.errors} connection errors/timeouts, ` +
        `${measurement?.non2xx} non-2xx (status codes: ${JSON.stringify(measurement?.statusCodes)}). Its numbers are not valid` +
        (measurement?.responses === 0 ? ': no request finished within the run; try a longer --duration.' : '.'),
    );
  }
  return failed.length > 0 ? 1 : 0;
}

function machineSummary(options: BenchOptions): string {
  const load = `${options.durationS} s per target after ${options.warmupS} s warm-up, ${options.connections} connections`;
  return `${os.cpus().length} cores, load average ${LOAD_AVERAGE_BEFORE.toFixed(1)} before the run, Node ${process.version}, wrangler dev on loopback, ${load}, ${options.gzip ? 'gzip' : 'uncompressed'}`;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** wrangler dev runs in its own process group, so Ctrl-C does not reach it: stop it ourselves. */
function stopServerOnSignals(server: LocalServer): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the local storefront`);
      void server.stop().finally(() => process.exit(130));
    });
  }
}

process.exitCode = await main();

// `npm run build && npm run bench:soak -- [--duration 60] [--connections 16] …` (issue 8, "A soak in bench/"):
// starts its own local storefront and puts bounded mixed load on it in two phases, (1) normal traffic alone,
// (2) the same traffic while a second client loops over the hostile requests of issue 8, then (3) checks that
// the server still answers normally. Reports errors, p50/p95/p99 per phase and the p99 ratio, and exits 1
// unless there are 0 errors and the hostile stream moves the normal p99 by less than 20 %. See bench/README.md "Soak".
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { writeJson } from './lib/report';
import { HOSTILE_TIMEOUT_MS, hostileRequests, hostileStream } from './lib/soak-hostile';
import { assertLoopback, exchange } from './lib/soak-http';
import {
  NORMAL_TIMEOUT_S,
  planNormalTraffic,
  runNormalTraffic,
  summarize,
  type KindPlan,
  type KindResult,
} from './lib/soak-normal';
import { runPhases } from './lib/soak-phases';
import { parseSoakOptions, type SoakOptions } from './lib/soak-options';
import { checkRecovery } from './lib/soak-recovery';
import {
  hostileLegend,
  hostileTable,
  kindTable,
  recoveryLines,
  summaryTable,
  verdict,
  verdictLines,
  type Verdict,
} from './lib/soak-report';
import { createCart, findNormalTargets } from './lib/soak-targets';
import { readTagIndex, SOAK_TAG_ROWS, tagIndexLine, type TagIndexCheck } from './lib/soak-tag-index';

const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'soak-latest.json');
/** Its own state: the soak writes guest carts, which `npm run bench`'s state should not collect. */
const STATE_DIR = '.wrangler/bench-soak';
/** Taken before our own server starts: other work on the 2 cores makes every number here worse. */
const LOAD_AVERAGE_BEFORE = os.loadavg()[0] ?? Number.NaN;
/** Migrations, the seed (20-26 s on a new state), wrangler ready (≤ 90 s) and looking up the targets. */
const SETUP_LIMIT_S = 240;
/** The recovery check: at most ten requests of at most 5 s each, plus stopping the server. */
const TAIL_LIMIT_S = 60;

let server: LocalServer | null = null;

async function main(options: SoakOptions): Promise<number> {
  const started = performance.now();
  server = await startLocalServer({
    port: options.port,
    persistTo: STATE_DIR,
    logLevel: 'warn',
    // A small tag index budget, so that the hostile stream's cache-busting requests fill it (ADR 059).
    vars: { EDGE_CACHE_TAG_ROWS: String(SOAK_TAG_ROWS) },
  });
  const baseURL = server.url;
  assertLoopback(baseURL);
  try {
    const targets = await findNormalTargets(baseURL);
    for (const page of targets.pages)
      console.log(`page ${page}: x-storefront-cache ${await warmToHit(`${baseURL}${page}`)}`);
    const plans = planNormalTraffic(targets, options.connections);
    printPlan(plans, options);
    const hostile = hostileRequests({
      cartId: await createCart(baseURL),
      sku: targets.sku,
      urlPath: targets.urlPaths[0] ?? 'x',
      categoryPage: targets.pages[1] ?? '/',
    });
    const stream = hostileStream(baseURL, hostile, {
      concurrency: options.hostileConcurrency,
      ratePerS: options.hostileRate,
    });

    if (options.warmupS > 0) {
      console.log(`\nwarm-up: normal traffic for ${options.warmupS} s (discarded)`);
      await runNormalTraffic(baseURL, plans, options.warmupS);
    }

    const [alone, withHostile] = await runPhases(baseURL, plans, stream, options);
    console.log(`\n${kindTable(alone)}\n\n${kindTable(withHostile)}`);
    if (withHostile.hostile)
      console.log(`\n${hostileTable(withHostile.hostile)}\n\n${hostileLegend(hostile).join('\n')}`);

    console.log('\nphase 3: recovery, one normal request of each kind');
    const recovery = await checkRecovery(baseURL, targets);
    for (const line of recoveryLines(recovery)) console.log(`  ${line}`);

    // The tag index is read from the state the server wrote, once it has stopped writing.
    await server.stop();
    server = null;
    const tagIndex = await readTagIndex(STATE_DIR);
    const busting = new Set(hostile.filter((r) => r.busting).map((r) => r.id));
    const bustingSent = (withHostile.hostile ?? [])
      .filter((c) => busting.has(c.id))
      .reduce((sum, c) => sum + c.sent, 0);
    const tagLine = tagIndexLine(tagIndex, bustingSent);
    console.log(`\n${tagLine}`);

    const result = withTagIndex(verdict(alone, withHostile, recovery), tagIndex, tagLine);
    const date = new Date().toISOString();
    console.log(`\n${summaryTable(alone, withHostile)}\n`);
    for (const line of verdictLines(result, recovery)) console.log(line);
    console.log(`\nMarkdown for bench/README.md (${date.slice(0, 10)}, ${machineSummary(options)}):\n`);
    const hostileTables = withHostile.hostile ? [hostileTable(withHostile.hostile)] : [];
    console.log(
      [
        summaryTable(alone, withHostile),
        kindTable(alone),
        kindTable(withHostile),
        ...hostileTables,
        recoveryLines(recovery).join('\n'),
        tagLine,
        verdictLines(result, recovery).join('\n'),
      ].join('\n\n'),
    );
    if (!result.pass) console.error(`\n(the server's own log: ${STATE_DIR}/wrangler-dev.log)`);

    writeJson(RESULTS_FILE, {
      date,
      commit: gitCommit(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverage1mBefore: LOAD_AVERAGE_BEFORE,
      },
      settings: { ...options, server: `wrangler dev --log-level warn on 127.0.0.1, state ${STATE_DIR}` },
      plan: plans.map(({ kind, description, connections }) => ({ kind, description, connections })),
      phases: [alone, withHostile].map((phase) => ({
        name: phase.name,
        normal: phase.normal.map(withoutLatencies),
        hostile: phase.hostile,
      })),
      recovery,
      tagIndex: { ...tagIndex, budget: SOAK_TAG_ROWS, bustingSent },
      verdict: result,
    });
    console.log(
      `written ${path.relative(process.cwd(), RESULTS_FILE)}; the soak took ${((performance.now() - started) / 1000).toFixed(0)} s (limit ${limitS} s)`,
    );
    return result.pass ? 0 : 1;
  } finally {
    if (server) await server.stop();
    server = null;
  }
}

/** The soak fails too when the tag index outgrew its budget. */
function withTagIndex(result: Verdict, tagIndex: TagIndexCheck, line: string): Verdict {
  return tagIndex.ok ? result : { ...result, pass: false, reasons: [...result.reasons, line] };
}

/** Requests a cached page until the edge cache answers HIT (it stores in waitUntil, after the response). */
async function warmToHit(url: string): Promise<string> {
  let state = 'none';
  for (let i = 0; i < 20 && state !== 'HIT'; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    state = (await exchange(url, {}, 30_000)).headers?.get('x-storefront-cache') ?? 'none';
  }
  return state;
}

function printPlan(plans: readonly KindPlan[], options: SoakOptions): void {
  console.log(
    `\nnormal traffic, ${options.connections} connections, each request aborted after ${NORMAL_TIMEOUT_S} s:`,
  );
  for (const p of plans) console.log(`  ${p.kind} (${p.connections} conns): ${p.description}`);
}

function withoutLatencies({ latencies, ...rest }: KindResult) {
  return { ...rest, latencyMs: summarize(latencies) };
}

function machineSummary(options: SoakOptions): string {
  return (
    `${os.cpus().length} cores, load average ${LOAD_AVERAGE_BEFORE.toFixed(1)} before the run, Node ${process.version}, wrangler dev on loopback, ` +
    `${options.warmupS} s warm-up, ${options.durationS} s per phase${options.slices > 1 ? ` in ${options.slices} alternating slices` : ''}, ${options.connections} connections, ` +
    (options.calibrate
      ? 'calibration (no hostile stream)'
      : `hostile ${options.hostileConcurrency} concurrent ≤ ${options.hostileRate} req/s`)
  );
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** Stops the server and exits: on Ctrl-C (wrangler dev runs in its own process group) and when the soak overruns. */
function stopAndExit(reason: string, code: number): void {
  console.error(`\n${reason}: stopping the local storefront`);
  const stopping = server ? server.stop() : Promise.resolve();
  void stopping.finally(() => process.exit(code));
}

const options = parseSoakOptions(process.argv.slice(2));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAndExit(signal, 130));
// The soak stops by itself: every request has a time limit, and this is the limit of the whole run (per slice:
// the hostile requests still in flight, and autocannon noticing its end at its next 1 s tick).
const limitS =
  SETUP_LIMIT_S +
  options.warmupS +
  2 * options.durationS +
  options.slices * (HOSTILE_TIMEOUT_MS / 1000 + 2) +
  TAIL_LIMIT_S;
const watchdog = setTimeout(() => stopAndExit(`FAIL: the soak did not finish within ${limitS} s`, 1), limitS * 1000);
try {
  process.exitCode = await main(options);
} finally {
  clearTimeout(watchdog);
}

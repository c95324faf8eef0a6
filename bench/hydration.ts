// `npm run bench:hydration`: the main thread's blocking while a page hydrates, measured directly in Chromium
// (bench/README.md, "Hydration"; ADR 061). Lighthouse models TBT from one unthrottled load and
// varies by ±300 ms here; this loads each page `--runs` times with DevTools' CPU throttling (4× by default, as
// Lighthouse's phone) and reports the medians of what the browser itself records: the long tasks after the first
// paint (blocking time = Σ (task − 50 ms), the definition of TBT, and the longest task) and the entry's User Timing
// measures (client/lib/hydration-marks.ts: the first hydration pass, and all parts hydrated), and the main thread's
// work until the hydrated mark (DevTools' Performance metrics: the scripts' time and all tasks' time), the sum every
// long task is cut from: it varies less from minute to minute than the tasks themselves. And what Lighthouse's LCP
// hangs on besides the network (Lantern scales the observed tasks by the CPU slowdown and counts every request that
// ended before the observed LCP; bench/README.md, Lighthouse, session 14): the first contentful paint and the
// largest one at 4×, the style and layout time to the hydrated mark, and how many product images had arrived by
// the LCP.
//
// `--against <checkout>` measures another checkout of this repository (its own `dist/` and wrangler state) in the
// same run, page loads interleaved A/B, so both see the same machine: the way to judge a change on a busy host.
// Writes bench/results/hydration-latest.json. Exit code 1 when a page could not be measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { HYDRATION_MARKS } from '#client/lib/hydration-marks.ts';
import type { LocalServer, LocalServerOptions } from '#scripts/lib/local-server.ts';
import { startLocalServer } from '#scripts/lib/local-server.ts';
import { repoRoot } from '#scripts/lib/project-paths.ts';
import { AUDITED_PAGES } from './lib/audited-pages';
import { flagReaders } from './lib/flags';
import { medianOfKnown } from './lib/percentiles';

const CHROMIUM_PATH = '/usr/bin/chromium';
/** Lighthouse's mobile screen (Moto G Power): the layout a phone hydrates. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** A task longer than this blocks input (the definition of TBT and of the Long Tasks API). */
const LONG_TASK_MS = 50;
/** After the hydrated mark, how long later tasks (saved state, prefetch scheduling) are still counted. */
const SETTLE_MS = 2_500;
const HYDRATED_TIMEOUT_MS = 60_000;
const STATE_DIR = '.wrangler/bench-lighthouse';
const RESULTS_FILE = path.join(repoRoot, 'bench', 'results', 'hydration-latest.json');
const USAGE = `usage: node scripts/env.mjs tsx bench/hydration.ts [--port 8853] [--runs 9] [--cpu 4] [--only home,category,…] [--against <checkout>]
  pages: ${AUDITED_PAGES.map((page) => page.kind).join(', ')} (default: home, category, product, search)`;
const DEFAULT_PAGES = ['home', 'category', 'product', 'search'];

interface Options {
  port: number;
  runs: number;
  cpu: number;
  only: string[];
  against: string | null;
}

interface Load {
  blockingMs: number;
  longestTaskMs: number;
  longTasks: number;
  firstPassMs: number | null;
  allPartsMs: number | null;
  /** Script time (ScriptDuration) from the navigation to the hydrated mark, throttled. */
  scriptMs: number;
  /** All tasks' time (TaskDuration: scripts, style, layout, paint) to the hydrated mark, throttled. */
  taskMs: number;
  /** Style recalculation and layout time (RecalcStyleDuration + LayoutDuration) to the hydrated mark, throttled. */
  renderMs: number;
  fcpMs: number;
  /** The last largest-contentful-paint entry (no input happens during a load). */
  lcpMs: number;
  /** Image requests (the image service, /img/…) that had ended by the LCP: Lantern's pessimistic LCP waits for them. */
  imagesBeforeLcp: number;
}

interface Side {
  name: string;
  server: LocalServer;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8853' },
      runs: { type: 'string', default: '9' },
      cpu: { type: 'string', default: '4' },
      only: { type: 'string' },
      against: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const flags = flagReaders(USAGE);
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const only = values.only ? values.only.split(',') : DEFAULT_PAGES;
  const known = new Set<string>(AUDITED_PAGES.map((page) => page.kind));
  for (const kind of only) if (!known.has(kind)) flags.fail(`unknown page "${kind}"`);
  const against = values.against ? path.resolve(values.against) : null;
  if (against && !fs.existsSync(path.join(against, 'scripts', 'lib', 'local-server.ts')))
    flags.fail(`--against ${against} is not a checkout of this repository`);
  return {
    port: flags.positiveInteger('--port', values.port),
    runs: flags.positiveInteger('--runs', values.runs),
    cpu: flags.positiveNumber('--cpu', values.cpu),
    only,
    against,
  };
}

/** The other checkout's own server module: its repository root, `dist/` and wrangler state are its own. */
async function startAgainst(checkout: string, options: LocalServerOptions): Promise<LocalServer> {
  const module = (await import(path.join(checkout, 'scripts', 'lib', 'local-server.ts'))) as {
    startLocalServer: typeof startLocalServer;
  };
  return module.startLocalServer(options);
}

/** One load in a fresh context: the long tasks after the first paint and the entry's measures. */
async function measureLoad(browser: Browser, url: string, cpu: number): Promise<Load> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await context.addInitScript(() => {
      const tasks: [number, number][] = [];
      Object.assign(window, { benchLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
      const largest = { at: 0 };
      Object.assign(window, { benchLargestPaint: largest });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) largest.at = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: HYDRATED_TIMEOUT_MS });
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
    await page.waitForTimeout(SETTLE_MS);
    // No named functions inside: tsx would wrap them in a `__name` helper the page does not have.
    const seen = await page.evaluate(
      (marks) => ({
        tasks: (window as unknown as { benchLongTasks: [number, number][] }).benchLongTasks,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        lcp: (window as unknown as { benchLargestPaint: { at: number } }).benchLargestPaint.at,
        imageEnds: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/img/'))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        firstPass: performance.getEntriesByName(marks.firstPass, 'measure')[0]?.duration ?? null,
        allParts: performance.getEntriesByName(marks.allParts, 'measure')[0]?.duration ?? null,
      }),
      HYDRATION_MARKS,
    );
    const afterPaint = seen.tasks.filter(([start]) => start >= seen.fcp).map(([, duration]) => duration);
    return {
      blockingMs: afterPaint.reduce((total, duration) => total + Math.max(0, duration - LONG_TASK_MS), 0),
      longestTaskMs: Math.max(0, ...afterPaint),
      longTasks: afterPaint.length,
      firstPassMs: seen.firstPass,
      allPartsMs: seen.allParts,
      scriptMs: metric('ScriptDuration'),
      taskMs: metric('TaskDuration'),
      renderMs: metric('RecalcStyleDuration') + metric('LayoutDuration'),
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      imagesBeforeLcp: seen.imageEnds.filter((end) => end <= seen.lcp).length,
    };
  } finally {
    await context.close();
  }
}

function medians(loads: readonly Load[]) {
  const of = (pick: (load: Load) => number | null) => medianOfKnown(loads.map(pick));
  return {
    blockingMs: of((load) => load.blockingMs),
    longestTaskMs: of((load) => load.longestTaskMs),
    longTasks: of((load) => load.longTasks),
    firstPassMs: of((load) => load.firstPassMs),
    allPartsMs: of((load) => load.allPartsMs),
    scriptMs: of((load) => load.scriptMs),
    taskMs: of((load) => load.taskMs),
    renderMs: of((load) => load.renderMs),
    fcpMs: of((load) => load.fcpMs),
    lcpMs: of((load) => load.lcpMs),
    imagesBeforeLcp: of((load) => load.imagesBeforeLcp),
  };
}

const show = (value: number | null) => (value === null ? '–' : value.toFixed(0));

async function main(): Promise<void> {
  const options = parseOptions();
  const serverOptions = (port: number): LocalServerOptions => ({
    port,
    persistTo: STATE_DIR,
    logLevel: 'warn',
    // The HTML gzip-compressed as the edge sends it (as bench:lighthouse does).
    vars: { HTML_STREAM_ENCODING: 'auto' },
  });
  const sides: Side[] = [{ name: 'this', server: await startLocalServer(serverOptions(options.port)) }];
  try {
    if (options.against)
      sides.push({ name: 'against', server: await startAgainst(options.against, serverOptions(options.port + 1)) });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
    const results: { page: string; path: string; side: string; loads: Load[]; median: ReturnType<typeof medians> }[] =
      [];
    let failed = false;
    try {
      for (const page of AUDITED_PAGES.filter((p) => options.only.includes(p.kind))) {
        const loads = new Map<string, Load[]>(sides.map((side) => [side.name, []]));
        // The page edge cache stores a page after its first answer: both sides measure cached pages.
        for (const side of sides) for (let i = 0; i < 2; i++) await (await fetch(side.server.url + page.path)).text();
        try {
          for (let run = 0; run < options.runs; run++) {
            // Interleaved, the order alternating: a slow minute of the host hits both sides alike.
            for (const side of run % 2 === 0 ? sides : [...sides].reverse())
              loads.get(side.name)?.push(await measureLoad(browser, side.server.url + page.path, options.cpu));
          }
        } catch (error) {
          failed = true;
          console.error(`${page.kind}: ${(error as Error).message.split('\n')[0]}`);
          continue;
        }
        for (const side of sides) {
          const sideLoads = loads.get(side.name) ?? [];
          results.push({
            page: page.kind,
            path: page.path,
            side: side.name,
            loads: sideLoads,
            median: medians(sideLoads),
          });
        }
      }
    } finally {
      await browser.close();
    }
    console.log(
      `\nHydration at ${options.cpu}× CPU (DevTools throttling), phone viewport, median of ${options.runs} loads per page` +
        (options.against ? `, interleaved with ${options.against}` : '') +
        ':\n',
    );
    console.log(
      '| page | side | blocking ms (Σ task − 50) | longest task ms | long tasks | first pass ms | all parts ms | script ms | tasks ms | style + layout ms | FCP ms | LCP ms | images by LCP |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const { page, side, median: m } of results)
      console.log(
        `| ${page} | ${side} | ${show(m.blockingMs)} | ${show(m.longestTaskMs)} | ${show(m.longTasks)} | ${show(m.firstPassMs)} | ${show(m.allPartsMs)} | ${show(m.scriptMs)} | ${show(m.taskMs)} | ${show(m.renderMs)} | ${show(m.fcpMs)} | ${show(m.lcpMs)} | ${show(m.imagesBeforeLcp)} |`,
      );
    console.log(`load average ${os.loadavg()[0]?.toFixed(1)}, ${os.cpus().length} CPUs`);
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    fs.writeFileSync(
      RESULTS_FILE,
      JSON.stringify(
        { at: new Date().toISOString(), cpu: options.cpu, runs: options.runs, against: options.against, results },
        null,
        2,
      ),
    );
    console.log(`written ${path.relative(repoRoot, RESULTS_FILE)}`);
    if (failed) process.exitCode = 1;
  } finally {
    for (const side of sides) await side.server.stop();
  }
}

await main();

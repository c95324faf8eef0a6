// `npm run bench:lighthouse`: Lighthouse's performance audit of five pages of a real local storefront
// (bench/README.md, "Lighthouse (issue 10)"). Lighthouse's defaults: mobile form factor, simulated throttling
// (slow 4G, 4x CPU slowdown, computed from an unthrottled load). Each page is audited `--runs` times (3),
// each run in a fresh headless Chromium (/usr/bin/chromium, never a downloaded browser), and the median of
// every metric is reported: performance score, LCP, TBT, CLS and the JavaScript bytes transferred.
// Writes bench/results/lighthouse-latest.json and each page's last full report (lighthouse-<page>.lhr.json);
// `--block-scripts` audits the pages with every script blocked (lighthouse-no-scripts-*.json): the document alone.
// Before the runs it measures what the host charges for fresh memory (./lib/host-memory.ts, ADR 054), which
// Lighthouse's benchmarkIndex does not see and which decides TBT on a sandboxed host.
// Exit code 1 when a page could not be measured; the targets (performance 100, LCP ≤ 1.2 s, JS within the 140 KB
// gzip first-load budget) are reported, not enforced: Lighthouse varies, and its TBT here is the host's (ADR 054).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { clientManifestPath, repoRoot } from '#scripts/lib/project-paths.ts';
import { runCommand } from '#scripts/lib/run-command.ts';
import { AUDITED_PAGES as PAGES } from './lib/audited-pages';
import { flagReaders } from './lib/flags';
import { describeHostMemoryCost, measureHostMemoryCost, type HostMemoryCost } from './lib/host-memory';
import { lighthouseChromiumFlags } from './lib/lighthouse-chromium';
import {
  describeMainThread,
  longTaskSources,
  mainThreadMs,
  type LongTaskSource,
  type MainThreadMs,
} from './lib/lighthouse-main-thread';
import { medianOfKnown } from './lib/percentiles';
import { PAGE_BUDGET_KB } from './lib/first-load-report';

const RESULTS_DIR = path.join(import.meta.dirname, 'results');
/** Runs with --block-scripts are written beside the normal ones, never over them. */
const resultsName = (blockScripts: boolean, name: string) =>
  path.join(RESULTS_DIR, `lighthouse-${blockScripts ? 'no-scripts-' : ''}${name}`);
const STATE_DIR = '.wrangler/bench-lighthouse';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const USAGE = `usage: node scripts/env.mjs tsx bench/lighthouse.ts [--port 8850] [--runs 3] [--only home,category,…] [--build] [--html-encoding auto|identity] [--keep-omnibox-webui] [--block-scripts]
  pages: home, category, category-filtered, product, product-simple, product-custom-options, product-grouped,
  product-bundle, product-virtual, product-downloadable, search; --build runs "npm run build" first (otherwise only
  when dist/ is missing: the client assets are dist's, the worker is bundled from the sources by wrangler dev);
  --html-encoding: auto (default) sends pages gzip-compressed as the edge does, identity as wrangler dev streams them;
  --keep-omnibox-webui: leaves Chromium's omnibox popup WebUI on, as chrome-launcher's defaults do (for comparison,
  bench/lib/lighthouse-chromium.ts); --block-scripts: every script request blocked (Lighthouse's blockedUrlPatterns
  "*.js"), the page's HTML, CSS and images alone: the floor no client change goes below on this host (ADR 054)`;
const KB = 1024;
/** Extra attempts per page when runs fail. */
const RETRIES = 2;
const LOAD_AVERAGE_BEFORE = os.loadavg()[0] ?? Number.NaN;
/** dist/'s build time when the runs started and when they ended: another build in between moves the numbers. */
const DIST_BUILT_AT: { start: string | null; end: string | null } = { start: null, end: null };
/** The host's cost of fresh memory, measured before the runs (./lib/host-memory.ts, ADR 054). */
let hostMemory: HostMemoryCost | null = null;
/** Chromium's user agent as Lighthouse saw it (first run). */
let hostUserAgent: string | null = null;

/** The issue's quality bar "Performance" (issue 10). */
const TARGETS = { performance: 100, lcpMs: 1200, jsGzipKB: PAGE_BUDGET_KB };

type PageKind = (typeof PAGES)[number]['kind'];

interface Options {
  port: number;
  runs: number;
  only: PageKind[] | null;
  build: boolean;
  /**
   * `auto` (default): pages gzip-compressed as the edge sends them (HTML_STREAM_ENCODING=auto); `identity`: as
   * `wrangler dev` streams them by default, uncompressed (tooling note G6), ~2x the bytes of a category's HTML.
   */
  htmlEncoding: 'auto' | 'identity';
  /** Chromium's omnibox popup WebUI left on (chrome-launcher's defaults), for comparison with earlier sessions. */
  keepOmniboxWebUI: boolean;
  /** Every script blocked: the document's own cost (ADR 054). */
  blockScripts: boolean;
}

/** Lighthouse's URL patterns for --block-scripts: every module and classic script the pages load. */
const SCRIPT_PATTERNS = ['*.js'];

interface RunMetrics {
  /** 0-100. */
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Bytes on the wire (headers included, as wrangler dev encoded them) of every script request. */
  jsTransferBytes: number;
  /** Decoded script bytes. */
  jsResourceBytes: number;
  /** The page's HTML on the wire (wrangler dev streams pages uncompressed, tooling note G6). */
  htmlTransferBytes: number | null;
  scripts: Array<{ url: string; transferBytes: number; resourceBytes: number; statusCode: number }>;
  lcpElement: string | null;
  benchmarkIndex: number | null;
  warnings: string[];
  /** The modelled main-thread time by kind of work, and the long tasks by source (./lib/lighthouse-main-thread.ts). */
  mainThreadMs: MainThreadMs;
  longTaskSources: LongTaskSource[];
}

interface PageReport {
  kind: PageKind;
  path: string;
  /** Status of a plain GET before the runs (it also fills the page edge cache). */
  status: number | null;
  error: string | null;
  /** Lighthouse errors of runs that were retried. */
  failures: string[];
  /**
   * The scripts of the last run, each body fetched again and gzipped at level 9, summed: the unit of
   * `npm run bench:js` and of the page budget there (no headers, the edge's compression not wrangler's).
   */
  jsGzip9Bytes: number | null;
  median: Omit<
    RunMetrics,
    'scripts' | 'lcpElement' | 'benchmarkIndex' | 'warnings' | 'mainThreadMs' | 'longTaskSources'
  > | null;
  runs: RunMetrics[];
}

function parseOptions(argv: string[]): Options {
  const { positiveInteger, fail } = flagReaders(USAGE);
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8850' },
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      build: { type: 'boolean', default: false },
      'html-encoding': { type: 'string', default: 'auto' },
      'keep-omnibox-webui': { type: 'boolean', default: false },
      'block-scripts': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const kinds = PAGES.map((page) => page.kind as string);
  const only = values.only?.split(',').map((kind) => kind.trim()) ?? null;
  for (const kind of only ?? []) if (!kinds.includes(kind)) fail(`--only: unknown page "${kind}"`);
  return {
    port: positiveInteger('--port', values.port),
    runs: positiveInteger('--runs', values.runs),
    only: only as PageKind[] | null,
    build: values.build,
    htmlEncoding: values['html-encoding'] === 'identity' ? 'identity' : 'auto',
    keepOmniboxWebUI: values['keep-omnibox-webui'],
    blockScripts: values['block-scripts'],
  };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  await build(options.build);
  DIST_BUILT_AT.start = distBuiltAt();
  hostMemory = measureHostMemoryCost();
  console.log(describeHostMemoryCost(hostMemory));
  const server = await startLocalServer({
    port: options.port,
    persistTo: STATE_DIR,
    logLevel: 'warn',
    vars: { HTML_STREAM_ENCODING: options.htmlEncoding },
  });
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  stopOnSignals(server, () => chrome);
  const reports: PageReport[] = [];
  try {
    for (const page of PAGES.filter((p) => options.only === null || options.only.includes(p.kind))) {
      const status = await warmUp(`${server.url}${page.path}`);
      const report: PageReport = {
        kind: page.kind,
        path: page.path,
        status,
        error: null,
        failures: [],
        jsGzip9Bytes: null,
        median: null,
        runs: [],
      };
      reports.push(report);
      if (status === null || status >= 400) {
        report.error = `the page answered ${status ?? 'nothing'}; not audited`;
        console.warn(`${page.kind} ${page.path}: ${report.error}`);
        continue;
      }
      if (page.kind === 'category-filtered') await checkHasProducts(`${server.url}${page.path}`);
      // A failed run (Lighthouse's NO_NAVSTART "run again", a 500 while wrangler dev reloads) is retried.
      for (let attempt = 1; report.runs.length < options.runs && attempt <= options.runs + RETRIES; attempt++) {
        process.stdout.write(`${page.kind} ${page.path}: run ${report.runs.length + 1}/${options.runs} … `);
        chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM_PATH,
          ignoreDefaultFlags: true,
          chromeFlags: lighthouseChromiumFlags({ keepOmniboxWebUI: options.keepOmniboxWebUI }),
        });
        try {
          const metrics = await audit(`${server.url}${page.path}`, chrome.port, page.kind, options.blockScripts);
          report.runs.push(metrics);
          console.log(
            `score ${show(metrics.performance, 0)}, LCP ${show(metrics.lcpMs, 0)} ms, TBT ${show(metrics.tbtMs, 0)} ms, ` +
              `CLS ${show(metrics.cls, 3)}, JS ${(metrics.jsTransferBytes / KB).toFixed(1)} KB`,
          );
          for (const warning of metrics.warnings) console.warn(`  Lighthouse: ${warning}`);
        } catch (error) {
          const failure = (error as Error).message.split('\n')[0] ?? 'unknown error';
          report.failures.push(failure);
          console.log(`Lighthouse failed: ${failure}`);
        } finally {
          chrome.kill();
          chrome = null;
        }
      }
      report.median = medianOf(report.runs);
      report.jsGzip9Bytes = await gzip9Bytes(report.runs.at(-1)?.scripts ?? []);
      if (report.runs.length < options.runs)
        report.error = `${report.runs.length} of ${options.runs} runs succeeded (last failure: ${report.failures.at(-1)})`;
      else if (report.median?.performance === null) report.error = 'no performance score';
    }
  } finally {
    await server.stop();
  }
  return finish(reports, options);
}

/** The worker imports the client manifest (tooling note G9): build when asked or when dist/ is missing. */
async function build(always: boolean): Promise<void> {
  if (!always && fs.existsSync(clientManifestPath)) {
    console.log(`using dist/ as built at ${distBuiltAt()} (--build to rebuild)`);
    return;
  }
  console.log('npm run build …');
  await runCommand('npm', ['run', 'build'], { cwd: repoRoot, env: process.env });
}

/**
 * A plain GET, twice: the page edge cache stores a page after the response (ADR 013), so the runs measure the
 * steady state (a cached page), not the first visitor after a deploy. Returns the status of the second GET.
 */
async function warmUp(url: string): Promise<number | null> {
  let status: number | null = null;
  for (let i = 0; i < 2; i++) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      status = response.status;
    } catch {
      status = null;
    }
  }
  return status;
}

async function checkHasProducts(url: string): Promise<void> {
  const html = await (await fetch(url)).text();
  if (!html.includes('product-tile__link')) console.warn(`WARNING: ${url} shows no product tile`);
}

async function audit(url: string, port: number, kind: PageKind, blockScripts: boolean): Promise<RunMetrics> {
  // Everything else is Lighthouse's default: mobile, simulated throttling, storage reset before the load.
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(blockScripts ? { blockedUrlPatterns: SCRIPT_PATTERNS } : {}),
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error('Lighthouse returned no result');
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // The whole report of the page's last run, for a closer look (https://googlechrome.github.io/lighthouse/viewer/).
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(resultsName(blockScripts, `${kind}.lhr.json`), JSON.stringify(lhr));
  hostUserAgent ??= lhr.environment.hostUserAgent;
  const score = lhr.categories.performance?.score;
  const scripts = networkScripts(lhr);
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    jsTransferBytes: scripts.reduce((total, s) => total + s.transferBytes, 0),
    jsResourceBytes: scripts.reduce((total, s) => total + s.resourceBytes, 0),
    htmlTransferBytes: documentBytes(lhr),
    scripts,
    lcpElement: lcpElement(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    warnings: lhr.runWarnings.map(String),
    mainThreadMs: mainThreadMs(lhr),
    longTaskSources: longTaskSources(lhr),
  };
}

/** Sum of gzip level 9 of each script body (fetched uncompressed); null when a script could not be fetched. */
async function gzip9Bytes(scripts: RunMetrics['scripts']): Promise<number | null> {
  if (scripts.length === 0) return null;
  let total = 0;
  for (const url of new Set(scripts.map((s) => s.url))) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    if (!response.ok) {
      console.warn(
        `WARNING: ${url} answered ${response.status} after the runs (dist/ rebuilt meanwhile?): no gzip -9 sum`,
      );
      return null;
    }
    total += zlib.gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return total;
}

function numeric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** Every script the page requested (Lighthouse's `network-requests` audit, resource type Script). */
function networkScripts(lhr: Result): RunMetrics['scripts'] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return [];
  return details.items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      url: String(item.url),
      transferBytes: Number(item.transferSize ?? 0),
      resourceBytes: Number(item.resourceSize ?? 0),
      statusCode: Number(item.statusCode ?? 0),
    }));
}

/** Transfer size of the main document (the first Document request). */
function documentBytes(lhr: Result): number | null {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') return null;
  const document = details.items.find((item) => item.resourceType === 'Document');
  return document ? Number(document.transferSize ?? 0) : null;
}

/** The LCP element's selector and snippet, as Lighthouse names it. */
function lcpElement(lhr: Result): string | null {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (!details || details.type !== 'list') return null;
  for (const table of details.items) {
    if (table.type !== 'table') continue;
    for (const item of table.items) {
      const node = item.node;
      if (node && typeof node === 'object' && 'type' in node && node.type === 'node')
        return `${node.selector ?? ''} ${node.snippet ?? ''}`.trim();
    }
  }
  return null;
}

function medianOf(runs: RunMetrics[]): PageReport['median'] {
  if (runs.length === 0) return null;
  const of = (pick: (run: RunMetrics) => number | null) => medianOfKnown(runs.map(pick));
  return {
    performance: of((r) => r.performance),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    speedIndexMs: of((r) => r.speedIndexMs),
    jsTransferBytes: of((r) => r.jsTransferBytes) ?? 0,
    jsResourceBytes: of((r) => r.jsResourceBytes) ?? 0,
    htmlTransferBytes: of((r) => r.htmlTransferBytes),
  };
}

function show(value: number | null, digits: number): string {
  return value === null ? '–' : value.toFixed(digits);
}

const HEADER = ['page', 'path', 'performance', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB transferred', 'JS KB gzip -9'];

function row(report: PageReport): string[] {
  const m = report.median;
  const shownPath = decodeURI(report.path);
  if (!m || report.runs.length === 0)
    return [report.kind, shownPath, report.error ?? 'not measured', '–', '–', '–', '–', '–', '–'];
  const lcp = m.lcpMs === null ? '–' : (m.lcpMs / 1000).toFixed(2);
  const js = (m.jsTransferBytes / KB).toFixed(1);
  return [
    report.kind,
    shownPath,
    `${show(m.performance, 0)}${m.performance === TARGETS.performance ? '' : ' ✗'}`,
    m.fcpMs === null ? '–' : (m.fcpMs / 1000).toFixed(2),
    `${lcp}${m.lcpMs !== null && m.lcpMs <= TARGETS.lcpMs ? '' : ' ✗'}`,
    show(m.tbtMs, 0),
    show(m.cls, 3),
    `${js}${m.jsTransferBytes / KB <= TARGETS.jsGzipKB ? '' : ' ✗'}`,
    report.jsGzip9Bytes === null ? '–' : (report.jsGzip9Bytes / KB).toFixed(1),
  ];
}

function markdownTable(reports: PageReport[]): string {
  const lines = [HEADER, HEADER.map(() => '---'), ...reports.map(row)];
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function consoleTable(reports: PageReport[]): string {
  const rows = [HEADER, ...reports.map(row)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((cells) => cells[i]!.length)));
  return rows.map((cells) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

function finish(reports: PageReport[], options: Options): number {
  const { runs } = options;
  const date = new Date().toISOString();
  DIST_BUILT_AT.end = distBuiltAt();
  const benchmarkIndexes = reports.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  const known = benchmarkIndexes.filter((i): i is number => i !== null);
  const loadAfter = os.loadavg()[0] ?? Number.NaN;
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile, simulated throttling, median of ${runs} run(s) ` +
      `(✗ = misses the target: performance ${TARGETS.performance}, LCP ≤ ${TARGETS.lcpMs / 1000} s, JS ≤ ${TARGETS.jsGzipKB} KB):\n\n` +
      `${consoleTable(reports)}\n`,
  );
  for (const report of reports) {
    const last = report.runs.at(-1);
    if (last?.lcpElement) console.log(`${report.kind}: LCP element ${last.lcpElement.slice(0, 160)}`);
  }
  // Where TBT comes from, in the last run of each page (the host's minute moves every number here together).
  for (const report of reports) {
    const last = report.runs.at(-1);
    if (last) console.log(describeMainThread(report.kind, last.mainThreadMs, last.longTaskSources));
  }
  console.log(
    `\nMarkdown for bench/README.md (${date.slice(0, 16).replace('T', ' ')} UTC):\n\n${markdownTable(reports)}\n`,
  );
  const resultsFile = resultsName(options.blockScripts, 'latest.json');
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date,
        commit: gitCommit(),
        distBuiltAt: DIST_BUILT_AT,
        lighthouse: lighthouseVersion(),
        method:
          `Lighthouse Node API, performance category only, default settings (formFactor mobile, throttlingMethod simulate); ` +
          `${runs} run(s) per page, each in a fresh headless Chromium; median per metric; each page fetched twice before ` +
          "the runs so the page edge cache holds it; Chromium with chrome-launcher's default flags" +
          (options.keepOmniboxWebUI ? '' : ' and the omnibox popup WebUI off (bench/lib/lighthouse-chromium.ts)') +
          (options.blockScripts ? `; every script blocked (blockedUrlPatterns ${SCRIPT_PATTERNS.join(',')})` : ''),
        units: {
          time: 'ms',
          js:
            'jsTransferBytes = bytes on the wire of the script requests as wrangler dev served them (gzip), headers ' +
            `included; jsGzip9Bytes = the same scripts' bodies gzipped at level 9 each (bench:js's unit); KB = ${KB} bytes`,
        },
        targets: TARGETS,
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model ?? null,
          node: process.version,
          browser: `${CHROMIUM_PATH} (${hostUserAgent ?? 'no run'})`,
          benchmarkIndex: {
            median: medianOfKnown(benchmarkIndexes),
            min: known.length > 0 ? Math.min(...known) : null,
            max: known.length > 0 ? Math.max(...known) : null,
          },
          loadAverage1mBefore: LOAD_AVERAGE_BEFORE,
          loadAverage1mAfter: loadAfter,
          hostMemory,
        },
        pages: reports,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`written ${path.relative(process.cwd(), resultsFile)}`);
  if (known.length > 0)
    console.log(
      `Lighthouse benchmarkIndex ${Math.min(...known)}-${Math.max(...known)} (median ${medianOfKnown(known)}); ` +
        `load average ${LOAD_AVERAGE_BEFORE.toFixed(1)} before, ${loadAfter.toFixed(1)} after, ${os.cpus().length} CPUs`,
    );
  if (hostMemory) console.log(describeHostMemoryCost(hostMemory));
  if (options.blockScripts) console.log('every script was blocked (--block-scripts): the document alone, no hydration');
  if (Math.max(LOAD_AVERAGE_BEFORE, loadAfter) > os.cpus().length)
    console.warn(
      'WARNING: the machine was busy. Simulated throttling multiplies the CPU time the host really took, so TBT, LCP ' +
        'and the score come out worse than on an idle machine.',
    );
  if (DIST_BUILT_AT.start !== DIST_BUILT_AT.end)
    console.warn(`WARNING: dist/ was rebuilt during the runs (${DIST_BUILT_AT.start} → ${DIST_BUILT_AT.end})`);
  const failed = reports.filter((r) => r.error !== null || r.runs.length === 0);
  for (const r of failed) console.error(`‼ ${r.kind} (${r.path}): ${r.error ?? 'not measured'}`);
  return failed.length > 0 ? 1 : 0;
}

function distBuiltAt(): string | null {
  return fs.existsSync(clientManifestPath) ? fs.statSync(clientManifestPath).mtime.toISOString() : null;
}

function lighthouseVersion(): string {
  const manifest = path.join(repoRoot, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** wrangler dev runs in its own process group, so Ctrl-C does not reach it: stop it (and Chromium) ourselves. */
function stopOnSignals(server: LocalServer, chrome: () => chromeLauncher.LaunchedChrome | null): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping Chromium and the local storefront`);
      chrome()?.kill();
      void server.stop().finally(() => process.exit(130));
    });
  }
}

process.exitCode = await main();

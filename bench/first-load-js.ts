// `npm run build && node scripts/env.mjs tsx bench/first-load-js.ts`: JavaScript downloaded on first load, per
// page kind, in a real browser. Starts its own local storefront, opens each page in a fresh Chromium context
// (empty cache, service workers blocked) and sums every same-origin script fetched until hydration and network
// idle: raw and gzip -9 bytes, 1 KB = 1024 bytes (bench/README.md, "First-load JavaScript"). Budget: 140 KB
// gzip for any page (exit code 1 when broken); target: ≤ 125 KB gzip on every page (ADR 061).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { chromiumPath, launchBrowser } from '#e2e/support/browser.ts';
import { startLocalServer, type LocalServer } from '#scripts/lib/local-server.ts';
import { clientManifestPath } from '#scripts/lib/project-paths.ts';
import { flagReaders } from './lib/flags';
import { measureFrameworkFloor, type FrameworkFloor } from './lib/first-load-floor';
import { measureFirstLoad } from './lib/first-load-measure';
import { resolveFirstLoadPages } from './lib/first-load-pages';
import {
  chunkList,
  consoleTable,
  KB,
  markdownTable,
  PAGE_BUDGET_KB,
  PAGE_TARGET_KB,
  summarize,
  writeJson,
  type PageResult,
  type PageSummary,
} from './lib/first-load-report';

const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'first-load-js.json');
const USAGE = `usage: node scripts/env.mjs tsx bench/first-load-js.ts [--port 8797] [--category /c/<slug>]
  opens /, a category, a product, a CMS page, /checkout, /my-account and /en/ in fresh Chromium contexts`;
const LOAD_AVERAGE_BEFORE = os.loadavg()[0] ?? Number.NaN;

interface Options {
  port: number;
  category: string | null;
}

function parseOptions(argv: string[]): Options {
  const { positiveInteger, fail } = flagReaders(USAGE);
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', default: '8797' },
      category: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const category = values.category ?? null;
  if (category !== null && !category.startsWith('/')) fail(`--category must be a path, got "${category}"`);
  return { port: positiveInteger('--port', values.port), category };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const sourceOf = manifestNames();
  const server = await startLocalServer({
    port: options.port,
    persistTo: '.wrangler/bench-js-state',
    logLevel: 'warn',
  });
  let browser: Browser | null = null;
  stopOnSignals(server, () => browser);
  try {
    browser = await launchBrowser();
    const pages = await resolveFirstLoadPages(server.url, options.category);
    const results: PageResult[] = [];
    for (const page of pages) {
      if (!page.path) {
        results.push({ page, load: null, error: `not measured: ${page.skipReason ?? 'no path'}` });
        continue;
      }
      console.log(`opening ${page.kind} ${page.path}`);
      try {
        const load = await measureFirstLoad(browser, server.url, page.path);
        const error = load.status !== null && load.status >= 400 ? `the page answered ${load.status}` : undefined;
        results.push({ page, load, ...(error ? { error } : {}) });
      } catch (error) {
        results.push({ page, load: null, error: `not measured: ${(error as Error).message.split('\n')[0]}` });
      }
    }
    return report(
      results.map((result) => summarize(result, sourceOf)),
      browser.version(),
      await measureFrameworkFloor(),
    );
  } finally {
    await browser?.close();
    await server.stop();
  }
}

function report(summaries: PageSummary[], browserVersion: string, floor: FrameworkFloor): number {
  const date = new Date().toISOString();
  console.log(
    `\nJavaScript on first load (same-origin scripts, gzip level 9, 1 KB = ${KB} bytes):\n\n${consoleTable(summaries)}\n`,
  );
  for (const summary of summaries) {
    if (summary.chunks.length > 0) console.log(`${summary.kind} (${summary.path}):\n${chunkList(summary)}`);
  }
  const everywhere = chunksOnEveryPage(summaries);
  if (everywhere.files.length > 0) {
    console.log(
      `\non every measured page: ${everywhere.files.length} files, ${everywhere.gzipKB.toFixed(1)} KB gzip (${everywhere.files.join(', ')})`,
    );
  }
  console.log(
    `\nframework floor (React 19, React Router's data router, TanStack Query, zustand; no app code): ${floor.gzipKB.toFixed(1)} KB gzip, ${floor.rawKB.toFixed(1)} KB raw`,
  );
  console.log(`\nMarkdown for bench/README.md:\n\n${markdownTable(summaries, date.slice(0, 10))}\n`);

  const overBudget = summaries.filter((s) => s.withinPageBudget === false);
  const unmeasured = summaries.filter((s) => s.withinPageBudget === null);
  const overTarget = summaries.filter((s) => s.withinPageTarget === false);
  writeJson(RESULTS_FILE, {
    date,
    commit: gitCommit(),
    unit: `KB = ${KB} bytes; gzip = node:zlib gzip level 9 of each decoded script body, summed over the distinct same-origin script urls of the page`,
    method:
      'fresh Chromium context per page (empty cache, serviceWorkers: block), locale ru-RU; scripts recorded from navigation until ' +
      'html[data-hydrated="true"] and no request in flight for 500 ms',
    budgets: { anyPageGzipKB: PAGE_BUDGET_KB, anyPageTargetGzipKB: PAGE_TARGET_KB },
    verdict: {
      anyPageWithinBudget: overBudget.length === 0 && unmeasured.length === 0,
      overBudget: overBudget.map((s) => s.kind),
      notMeasured: unmeasured.map((s) => s.kind),
      overTarget: overTarget.map((s) => s.kind),
    },
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      browser: `${chromiumPath} ${browserVersion}`,
      loadAverage1mBefore: LOAD_AVERAGE_BEFORE,
    },
    frameworkFloor: floor,
    onEveryPage: everywhere,
    pages: summaries,
  });
  console.log(`written ${path.relative(process.cwd(), RESULTS_FILE)}`);

  for (const s of summaries) for (const note of s.notes) console.warn(`WARNING ${s.kind}: ${note}`);
  for (const s of overTarget)
    console.warn(`${s.kind}: ${s.gzipKB.toFixed(1)} KB gzip, over the ${PAGE_TARGET_KB} KB target`);
  for (const s of overBudget)
    console.error(`‼ ${s.kind} (${s.path}): ${s.gzipKB.toFixed(1)} KB gzip, over the ${PAGE_BUDGET_KB} KB budget`);
  for (const s of unmeasured)
    console.error(`‼ ${s.kind} (${s.path ?? '–'}) was not measured, so the budget is not shown to hold for it`);
  return overBudget.length > 0 || unmeasured.length > 0 ? 1 : 0;
}

/** The files every measured page downloaded: the shared base all pages pay for. */
function chunksOnEveryPage(summaries: PageSummary[]): { files: string[]; gzipKB: number } {
  const measured = summaries.filter((s) => s.withinPageBudget !== null);
  const [first, ...rest] = measured;
  if (!first) return { files: [], gzipKB: 0 };
  const common = first.chunks.filter((chunk) => rest.every((s) => s.chunks.some((other) => other.path === chunk.path)));
  return {
    files: common.map((chunk) => chunk.path),
    gzipKB: Math.round((common.reduce((t, c) => t + c.gzipBytes, 0) / KB) * 10) / 10,
  };
}

/** Names a served file (/assets/x.js) after its Vite manifest key, so the JSON says which module a chunk is. */
function manifestNames(): (file: string) => string {
  const names = new Map<string, string>();
  if (fs.existsSync(clientManifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(clientManifestPath, 'utf8')) as Record<
      string,
      { file: string; src?: string }
    >;
    for (const [key, chunk] of Object.entries(manifest)) names.set(`/${chunk.file}`, chunk.src ?? key);
  }
  return (file) => names.get(file) ?? 'not in the manifest';
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** wrangler dev runs in its own process group, so Ctrl-C does not reach it: stop it (and the browser) ourselves. */
function stopOnSignals(server: LocalServer, browser: () => Browser | null): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the browser and the local storefront`);
      void Promise.allSettled([browser()?.close(), server.stop()]).finally(() => process.exit(130));
    });
  }
}

process.exitCode = await main();

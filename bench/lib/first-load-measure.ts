// One page's first load in a fresh Chromium context (no cache, service workers blocked): every same-origin
// script it downloads until React has hydrated (`html[data-hydrated="true"]`) and the network is idle, each
// with its decoded size and its size after gzip level 9 (what an edge serving gzip would send).
import zlib from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';

export interface ScriptFile {
  /** Path of the file, e.g. /assets/route-BPf1onB-.js. */
  path: string;
  status: number;
  /** Decoded body, as the browser parses it. */
  rawBytes: number;
  /** The body after node:zlib gzip level 9. */
  gzipBytes: number;
  /** Body bytes on the wire under wrangler dev (its own compression, if any); null when not reported. */
  wireBytes: number | null;
  contentEncoding: string | null;
  /** Whether the request started before the page was marked hydrated; null when the browser gave no timing. */
  beforeHydration: boolean | null;
}

export interface PageLoad {
  /** Where the page ended up (after redirects), as a path. */
  finalPath: string;
  status: number | null;
  /** Milliseconds from navigation start until `html[data-hydrated="true"]` was set, in the page's clock. */
  hydrationMs: number | null;
  /** One entry per distinct script url (a url fetched twice counts once; see `scriptRequests`). */
  scripts: ScriptFile[];
  scriptRequests: number;
  /** Requests still in flight when the quiet period was given up on; empty when the network went idle. */
  notIdle: string[];
}

/** Network idle as Playwright defines it: no request in flight for this long. */
const QUIET_MS = 500;
const TIMEOUT_MS = 60_000;
const GZIP_LEVEL = 9;

/** Global the init script writes the hydration time to. */
const HYDRATION_MARK = '__firstLoadHydratedAt';

export async function measureFirstLoad(browser: Browser, baseURL: string, path: string): Promise<PageLoad> {
  // Same locale as the browser tests (e2e/support/browser.ts newContext); a new context has an empty cache.
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordHydrationTime, HYDRATION_MARK);
    const origin = new URL(baseURL).origin;
    const responses: Response[] = [];
    page.on('response', (response) => {
      if (isSameOriginScript(response, origin)) responses.push(response);
    });
    const inFlight = trackInFlight(page);

    const document = await page.goto(path, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: TIMEOUT_MS });
    const notIdle = await inFlight.waitForQuiet(QUIET_MS, TIMEOUT_MS);

    const timing = await page.evaluate((mark) => {
      const hydratedAt = (window as unknown as Record<string, number | undefined>)[mark] ?? null;
      const starts = performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const);
      return { hydratedAt, starts };
    }, HYDRATION_MARK);
    const startOf = new Map(timing.starts);

    const byUrl = new Map<string, Response>();
    for (const response of responses) if (!byUrl.has(response.url())) byUrl.set(response.url(), response);
    const scripts = await Promise.all(
      [...byUrl.values()].map((response) => readScript(response, startOf.get(response.url()), timing.hydratedAt)),
    );
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const final = new URL(page.url());
    return {
      finalPath: final.pathname + final.search,
      status: document?.status() ?? null,
      hydrationMs: timing.hydratedAt === null ? null : Math.round(timing.hydratedAt),
      scripts,
      scriptRequests: responses.length,
      notIdle,
    };
  } finally {
    await context.close();
  }
}

/** Runs in the page before its own scripts: notes performance.now() when the html element gets data-hydrated. */
function recordHydrationTime(mark: string): void {
  const target = window as unknown as Record<string, number | undefined>;
  const observer = new MutationObserver(() => {
    if (document.documentElement?.dataset.hydrated === 'true') {
      target[mark] ??= performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
}

function isSameOriginScript(response: Response, origin: string): boolean {
  const url = new URL(response.url());
  if (url.origin !== origin) return false;
  return response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
}

async function readScript(
  response: Response,
  startTime: number | undefined,
  hydratedAt: number | null,
): Promise<ScriptFile> {
  const status = response.status();
  const body = status >= 200 && status < 300 ? await response.body() : Buffer.alloc(0);
  const sizes = await response
    .request()
    .sizes()
    .catch(() => null);
  return {
    path: new URL(response.url()).pathname,
    status,
    rawBytes: body.byteLength,
    gzipBytes: zlib.gzipSync(body, { level: GZIP_LEVEL }).byteLength,
    wireBytes: sizes?.responseBodySize ?? null,
    contentEncoding: (await response.headerValue('content-encoding')) ?? null,
    beforeHydration: startTime === undefined || hydratedAt === null ? null : startTime < hydratedAt,
  };
}

/** Counts the page's requests in flight, to wait for the network to go idle after hydration. */
function trackInFlight(page: Page): { waitForQuiet(quietMs: number, timeoutMs: number): Promise<string[]> } {
  const pending = new Set<unknown>();
  const urls = new Map<unknown, string>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    pending.add(request);
    urls.set(request, request.url());
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async waitForQuiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (pending.size === 0 && Date.now() - lastChange >= quietMs) return [];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [...pending].map((request) => urls.get(request) ?? '?');
    },
  };
}

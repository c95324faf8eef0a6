// ADR 051 in Chromium: the first frame waits for the whole site header. A proxy in front of the storefront holds
// the category page's HTML back for a moment in the middle of the header's tools (where a slow network or a slow
// CPU's parser yield can cut it); the page must paint no frame until the header's end is parsed, and nothing in
// the header may move. The same load without the head's `<link rel="expect">` paints the half header (the control:
// it shows the test can tell the difference).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { SITE_HEADER_END_ID } from '#client/app/layouts/site-header-end.tsx';
import { expect, test } from './support/fixtures';

const PAGE = '/zhenshchinam';
/** Where the document is cut: before the languages and the microcart, the last two tools. */
const CUT_BEFORE = '<div class="header__slot header__slot--languages">';
const PAUSE_MS = 1500;
const EXPECT_LINK = /<link rel="expect"[^>]*>/;

interface FrameRecord {
  /** The header's tools in each animation frame until the marker is there (each frame is about to be painted). */
  frames: number[];
  headerShifts: string[];
}

let proxy: http.Server | undefined;
let proxyUrl = '';
let upstream = '';
let withoutExpectLink = false;

/** Forwards every request to the storefront; the page's document comes in two parts with a pause between. */
async function startProxy(storefront: string): Promise<void> {
  upstream = storefront;
  if (proxy) return;
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: new URL(upstream).host, 'accept-encoding': 'identity' };
    const forwarded = http.request(`${upstream}${request.url}`, { method: request.method, headers }, (answer) => {
      if (request.url !== PAGE) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const parts: Buffer[] = [];
      answer.on('data', (part: Buffer) => parts.push(part));
      answer.on('end', () => {
        let html = Buffer.concat(parts).toString('utf8');
        if (withoutExpectLink) html = html.replace(EXPECT_LINK, '');
        const cut = html.indexOf(CUT_BEFORE);
        const { 'content-length': _length, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, rest);
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), PAUSE_MS);
      });
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  proxy = server;
  proxyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Loads the page through the proxy and records the header's tools in every frame before the marker, and shifts. */
async function loadThroughProxy(page: Page): Promise<FrameRecord> {
  await page.addInitScript((markerId) => {
    const record = { frames: [] as number[], headerShifts: [] as string[] };
    (window as unknown as { __record: typeof record }).__record = record;
    const frame = () => {
      record.frames.push(document.querySelectorAll('.header__tools > *').length);
      if (!document.getElementById(markerId)) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    type Shift = PerformanceEntry & { sources?: Array<{ node?: Node }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (element?.closest('.header')) record.headerShifts.push(element.className);
        }
    }).observe({ type: 'layout-shift', buffered: true });
  }, SITE_HEADER_END_ID);
  await page.goto(`${proxyUrl}${PAGE}`);
  await page.waitForLoadState('load');
  return page.evaluate(() => (window as unknown as { __record: FrameRecord }).__record);
}

test.describe('the first paint waits for the whole header (ADR 051)', () => {
  test.afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

  test('no frame shows part of the header; nothing in it moves', async ({ page, baseURL }) => {
    await startProxy(baseURL);
    withoutExpectLink = false;
    const record = await loadThroughProxy(page);
    // The first frame already has all seven tools (search … microcart), and it is the only one recorded.
    expect(record.frames).toEqual([7]);
    expect(record.headerShifts).toEqual([]);
  });

  test('the control: without the expect link the half header is painted during the pause, then moves', async ({
    page,
    baseURL,
  }) => {
    await startProxy(baseURL);
    withoutExpectLink = true;
    const record = await loadThroughProxy(page);
    // Frames run while the HTML waits in the middle of the tools (the earliest may come before any tool is
    // parsed); the last one has them all.
    expect(record.frames).toContain(5);
    expect(record.frames.at(-1)).toBe(7);
    expect(record.headerShifts).toContain('header__tools');
  });
});

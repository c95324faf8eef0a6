// Small helpers every browser test file shares (issue 10 de-duplication; ADR 049): the phone viewport of the issues'
// screenshots, touch-target sizes, loading a page until it hydrated (diagnosed, and made once more if it stalls), a
// fresh phone context, and axe's WCAG 2.1 A/AA violations as readable lines.
import AxeBuilder from '@axe-core/playwright';
import { errors, type Browser, type Locator, type Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS } from './browser';

/** The phone the issues name (390 × 844: an iPhone 12-15 viewport). */
export const PHONE = { width: 390, height: 844 };

/** The axe tags the quality bar asks for: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** WCAG 2.5.5 touch targets, which the guide asks for on phones: at least 44 × 44 px. */
export const MIN_TARGET = 44;

/**
 * A measured length in Chromium's layout units (1/64 px). A box measured through a transform (a panel sliding
 * in) read 43.99997 px for a 44 px button; rounded to what layout works in, it is 44.
 */
export function layoutPx(length: number): number {
  return Math.round(length * 64) / 64;
}

/** Whether a measured box is at least {@link MIN_TARGET} in both directions. */
export function isTouchSized(box: { width: number; height: number } | null): boolean {
  return box !== null && layoutPx(box.width) >= MIN_TARGET && layoutPx(box.height) >= MIN_TARGET;
}

/**
 * Visible elements of `selector` smaller than {@link MIN_TARGET} in either direction, as "name: w×h" lines
 * (hidden, empty and off-screen ones are skipped: the skip link waits off-screen until it is focused).
 */
export async function smallTargets(page: Page, selector: string): Promise<string[]> {
  const boxes = await page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const { width, height, right } = element.getBoundingClientRect();
      if (width === 0 || height === 0 || right <= 0 || getComputedStyle(element).visibility === 'hidden') return [];
      const name = element.getAttribute('aria-label') ?? (element.textContent?.trim() || element.id || element.tagName);
      return [{ name, width, height }];
    }),
  );
  return boxes.filter((box) => !isTouchSized(box)).map(({ name, width, height }) => `${name}: ${width}×${height}`);
}

/** client/entry.browser.tsx marks the document once every part of the page hydrated. */
const HYDRATED = 'html[data-hydrated="true"]';

/** How long one attempt to load and hydrate a page may take (a load takes 1-3 s on a busy CI machine). */
const LOAD_ATTEMPT_TIMEOUT_MS = 15_000;

/** Resolves once the browser has hydrated the server's HTML. */
export async function waitForHydration(page: Page): Promise<void> {
  await withLoadDiagnosis(page, () => page.waitForSelector(HYDRATED));
}

/**
 * Opens `path` and waits for hydration; a load that times out is diagnosed and made once more.
 *
 * Under `wrangler dev`, about one page load in a thousand never got an answer to one or two of its requests (the
 * entry CSS and the LCP image, or a chunk) while the document had answered 200 and the server idled: readyState
 * stayed "loading" for the whole 20 s (session 15 diagnoses; a different test in about one CI run in three). The
 * same load again went through. The dev server's proxy layer does not exist on the edge; the diagnosis is printed
 * either way, and a load that fails twice fails the test with it.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  try {
    await loadHydrated(page, path);
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    const diagnosis = await diagnoseLoad(page);
    console.warn(`${path}: not loaded and hydrated in ${LOAD_ATTEMPT_TIMEOUT_MS} ms; loading it again.\n${diagnosis}`);
    await withLoadDiagnosis(page, () => loadHydrated(page, path));
  }
}

async function loadHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, { timeout: LOAD_ATTEMPT_TIMEOUT_MS });
  await page.waitForSelector(HYDRATED, { timeout: LOAD_ATTEMPT_TIMEOUT_MS });
}

/**
 * Runs a page load or wait; when it fails, the error also tells what the page was doing: its last requests
 * (unfinished ones first), console messages, page errors and hydration marks. A load that never finished
 * showed only "Timeout 20000ms exceeded" in CI, once in several runs, with nothing to go on.
 */
async function withLoadDiagnosis<T>(page: Page, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const diagnosis = await diagnoseLoad(page);
    throw new Error(`${(error as Error).message}\n${diagnosis}`, { cause: error });
  }
}

/** What the page was doing, as lines; never throws (a closed page answers why it has no diagnosis). */
function diagnoseLoad(page: Page): Promise<string> {
  return describeLoad(page).catch((reason: Error) => `no diagnosis: ${reason.message}`);
}

async function describeLoad(page: Page): Promise<string> {
  const origin = new URL(page.url()).origin;
  const pending = new Promise<'pending'>((resolve) => setTimeout(resolve, 50, 'pending'));
  const requests = await Promise.all(
    (await page.requests()).map(async (request) => {
      const answer = await Promise.race([request.response(), pending]);
      const outcome = request.failure()?.errorText ?? (answer === 'pending' ? 'PENDING' : String(answer?.status()));
      return { request, outcome, timing: request.timing() };
    }),
  );
  // A request still waiting has no timing yet (startTime 0).
  const firstStart = Math.min(...requests.map(({ timing }) => timing.startTime).filter((start) => start > 0));
  const requestLines = requests
    .sort((a, b) => Number(b.outcome === 'PENDING') - Number(a.outcome === 'PENDING'))
    .map(({ request, outcome, timing }) => {
      const took = timing.responseEnd > 0 ? `, took ${Math.round(timing.responseEnd)} ms` : '';
      const url = request.url().replace(origin, '');
      const started =
        timing.startTime > 0 ? ` (started at ${Math.round(timing.startTime - firstStart)} ms${took})` : '';
      return `${outcome} ${request.method()} ${url}${started}`;
    });
  const state = await page
    .evaluate(() => ({
      readyState: document.readyState,
      marks: performance.getEntriesByType('mark').map((mark) => mark.name),
      controlledBySW: Boolean(navigator.serviceWorker?.controller),
    }))
    .catch((reason: Error) => ({ error: reason.message }));
  const consoleLines = (await page.consoleMessages()).map((message) => `${message.type()}: ${message.text()}`);
  const pageErrors = (await page.pageErrors()).map((error) => error.stack ?? error.message);
  return [
    `page ${page.url()}: ${JSON.stringify(state)}`,
    'requests (unfinished first):',
    ...requestLines,
    'console:',
    ...consoleLines,
    'page errors:',
    ...pageErrors,
  ].join('\n  ');
}

/**
 * A page in a fresh phone-sized, touch context (the caller closes it with its context). Its service worker is
 * blocked like every test context's (playwright.config.ts).
 */
export async function phonePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context.newPage();
}

/** A cart line as the page persisted it (spec §3 collection `cart`, key `current-cart`; ADR 019). */
export interface PersistedLine {
  sku: string;
  qty: number;
  price: number;
  parentSku: string;
  options: Array<{ label: string; value: string }>;
  product_option?: { extension_attributes: Record<string, unknown> };
  is_configured?: boolean;
}

/**
 * The cart's lines as persisted in IndexedDB (what survives a reload); [] while the page has not created its
 * database yet — opening it here first would create an empty one under the app (a race that broke loads).
 */
export async function persistedCart(page: Page): Promise<PersistedLine[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('storefront')) return [];
    return new Promise<PersistedLine[]>((resolve, reject) => {
      const open = indexedDB.open('storefront');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        try {
          const read = open.result.transaction('cart').objectStore('cart').get('current-cart');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            open.result.close();
            resolve((read.result ?? []) as PersistedLine[]);
          };
        } catch (error) {
          open.result.close();
          reject(error as Error);
        }
      };
    });
  });
}

/**
 * Whether the durable queue is idle: no task waits to be sent and no tab or service worker holds the replay
 * lock (client/lib/sync/names.ts). Once it is, nothing more can be sent until something is queued again, so an
 * absence check ("the order was posted once") waits for this instead of a fixed time.
 */
export async function queueIdle(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    if ([...held, ...pending].some((lock) => lock.name === 'storefront-sync-queue')) return false;
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('storefront')) return true;
    return new Promise<boolean>((resolve, reject) => {
      const open = indexedDB.open('storefront');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result.transaction('sync-tasks').objectStore('sync-tasks').getAll();
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          open.result.close();
          resolve((read.result as Array<{ transmited?: boolean }>).every((task) => task.transmited === true));
        };
      };
    });
  });
}

/** The texts of the notifications shown now (spec §9), oldest first; empty when there are none. */
export function notificationMessages(page: Page): Promise<string[]> {
  return page.locator('[data-testid="notification"] .notification__message').allTextContents();
}

/** Waits until the CSS animations of the element and everything in it have ended: axe reads the final colours. */
export async function animationsEnded(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** The WCAG violations on the page as "rule (impact): selector — message" lines, empty when there are none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
    ),
  );
}

/**
 * The WCAG violations of a product page with its gallery's full-screen view open (issue 11: "axe … with the
 * gallery open"); the view is closed again with Esc. Empty when there are none.
 */
export async function axeViolationsWithGalleryOpen(page: Page): Promise<string[]> {
  await page.getByTestId('gallery-main').click();
  const viewer = page.locator('dialog.gallery-viewer[open]');
  await viewer.waitFor();
  const violations = await axeViolations(page);
  await page.keyboard.press('Escape');
  await page.locator('dialog.gallery-viewer').waitFor({ state: 'detached' });
  return violations;
}

/**
 * The product documents of tiles, from the platform by their links' url paths (an independent check of what a page
 * shows): `index` is the view's catalogue index, `fields` the `_source_include` list.
 */
export async function tileDocuments<T>(
  page: Page,
  index: string,
  hrefs: readonly string[],
  fields: readonly string[],
): Promise<T[]> {
  const paths = hrefs.map((href) => href.replace(/^\/en\//, '/').replace(/^\//, ''));
  const request = {
    _appliedFilters: [{ attribute: 'url_path', value: { in: paths } }],
    _availableFilters: [],
    _appliedSort: [],
    _searchText: '',
  };
  const response = await page.request.get(`/api/catalog/${index}/product/_search`, {
    params: {
      request_format: 'search-query',
      request: JSON.stringify(request),
      size: String(paths.length),
      _source_include: fields.join(','),
    },
  });
  const body = (await response.json()) as { hits: { hits: Array<{ _source: T }> } };
  return body.hits.hits.map((hit) => hit._source);
}

// Whole-page edge cache (ADR 013) through the real worker, D1 and Cache API: MISS → HIT with a new CSP
// nonce → purge by tag → MISS, store views, BYPASS rules, 404s, stale-while-revalidate; plus the page cache
// middleware in an app of its own with a stub renderer (render errors, nonce rewrite). The byte rewrites
// themselves are unit-tested in tests/worker/edge-cache/html-rewrite.test.ts.
import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDocument } from '#shared/contract/entities.ts';
import type { Env } from '#worker/env.ts';
import { readCatalogScope } from '#worker/edge-cache/catalog-scope.ts';
import { STORED_AT_HEADER } from '#worker/edge-cache/entry.ts';
import { HOT_PAGE_MS } from '#worker/edge-cache/hot-pages.ts';
import { pageCacheKeyFor } from '#worker/edge-cache/key.ts';
import { pageCache, type PageCacheVariables } from '#worker/edge-cache/page-cache.ts';
import { contentSecurityPolicy, createNonce } from '#worker/pages/content-security-policy.ts';
import { requestIds } from '#worker/request-id.ts';
import { pageSetup } from '#worker/pages/setup.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://page-cache.test';
const KEY = 'test-invalidate-key'; // the test config's INVALIDATE_KEY (vitest.workers.config.ts)
const WITH_KEY = { headers: { 'x-invalidate-key': KEY } };
const CATEGORY = '/c/zhenshchinam-3';
let product: ProductDocument;
/** Another category than CATEGORY, whose entry no other test expects to be a MISS. */
let otherCategory: string;

beforeAll(async () => {
  const catalog = await seedDemoCatalogue(env.DB);
  product = catalog.documents.find(
    (d) =>
      d.store === 'ru' &&
      d.entity === 'product' &&
      d.doc.type_id === 'configurable' &&
      d.doc.status === 1 &&
      d.doc.visibility === 4,
  )?.doc as unknown as ProductDocument;
  const category = catalog.documents.find(
    (d) => d.store === 'ru' && d.entity === 'category' && d.doc.slug !== CATEGORY.slice(3) && d.doc.level === 3,
  );
  otherCategory = `/c/${String(category?.doc.slug)}`;
});

const state = (response: Response) => response.headers.get('x-storefront-cache');
const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];

/** SELF's waitUntil work (the store after the stream) is not awaited by the test: poll for the state. */
async function untilState(url: string, wanted: string, init?: RequestInit): Promise<Response> {
  for (let i = 0; i < 100; i++) {
    const response = await SELF.fetch(url, init);
    if (state(response) === wanted) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never answered ${wanted}`);
}

/** The document without its nonce and the page state's query times (both rewritten on every hit). */
function normalised(html: string, nonce: string): string {
  return html.replaceAll(nonce, 'N').replace(/"(dataUpdatedAt|dehydratedAt)":\d{13}/g, '"$1":T');
}

/** Every executable inline script (not `src`, not the JSON page state) and every JSON-LD block. */
function inlineScriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bsrc=/.test(tag) && !tag.includes('type="application/json"'));
}

async function entryKey(path: string, store = 'ru'): Promise<string> {
  // The worker's page key scope: deploy + settings fingerprint, then the catalogue version (worker/index.ts).
  const scope = `${pageSetup(env, new URL(ORIGIN).hostname).cacheScope}.${await readCatalogScope(env.DB)}`;
  return pageCacheKeyFor(new URL(`${ORIGIN}${path}`), store, scope);
}

describe('page cache through the worker', () => {
  it('MISS → HIT with a new nonce in header and body → purge by P tag → MISS', async () => {
    const path = `/p/${product.sku}/${product.slug}`;
    const miss = await SELF.fetch(`${ORIGIN}${path}`);
    expect(miss.status).toBe(200);
    expect(state(miss)).toBe('MISS');
    const missNonce = nonceOf(miss)!;
    const missHtml = await miss.text();
    expect(missHtml).toContain(`nonce="${missNonce}"`);

    // Tracking parameters do not split the entry.
    const hit = await untilState(`${ORIGIN}${path}?utm_source=mail`, 'HIT');
    expect(hit.status).toBe(200);
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(hit.headers.get('x-request-id')).toBeTruthy();
    expect(hit.headers.get('x-request-id')).not.toBe(miss.headers.get('x-request-id'));
    const hitNonce = nonceOf(hit)!;
    expect(hitNonce).toBeTruthy();
    expect(hitNonce).not.toBe(missNonce);
    const hitHtml = await hit.text();
    // The same complete document, only the nonce differs.
    expect(normalised(hitHtml, hitNonce)).toBe(normalised(missHtml, missNonce));
    expect(hitHtml).not.toContain(missNonce);
    expect(hitHtml.endsWith('</body></html>')).toBe(true);
    const scripts = inlineScriptTags(hitHtml);
    expect(scripts.length).toBeGreaterThan(0); // JSON-LD at least
    for (const tag of scripts) expect(tag).toContain(`nonce="${hitNonce}"`);

    const tags = await env.DB.prepare('SELECT tag FROM edge_cache_tags WHERE cache_key = ?')
      .bind(await entryKey(path))
      .all<{ tag: string }>();
    expect(tags.results.map((r) => r.tag)).toContain(`P${product.id}`);

    const purge = await SELF.fetch(`${ORIGIN}/api/invalidate?tag=P${product.id}`, WITH_KEY);
    expect(purge.status).toBe(200);
    expect(((await purge.json()) as { result: { purged: number } }).result.purged).toBeGreaterThanOrEqual(1);
    const after = await SELF.fetch(`${ORIGIN}${path}`);
    expect(state(after)).toBe('MISS');
    await after.arrayBuffer();
  });

  it('keys a page on the parameters pages read only: a random one is a HIT, a listing state its canonical form (ADR 059)', async () => {
    const key = (query: string) => pageCacheKeyFor(new URL(`${ORIGIN}${CATEGORY}${query}`), 'ru', 'scope');
    const plain = key('');
    expect(key('?zz=1')).toBe(plain);
    expect(key('?zz=2&utm_source=mail&fbclid=x')).toBe(plain);
    expect(key('?page=abc&sort=nonsense')).toBe(plain); // malformed values are the plain listing
    expect(key('?color=50&color=49&zz=1')).toBe(key('?color=49,50'));
    expect(key('?sort=price-asc&page=2')).toBe(key('?page=2&sort=price-asc'));
    expect(key('?color=49')).not.toBe(plain);
    expect(key('?price=5000-10000')).not.toBe(plain);
    for (const own of ['?q=шуба', '?childSku=X-1', '?city=Москва']) expect(key(own)).not.toBe(plain);
    expect(key('?q=шуба&zz=9')).toBe(key('?q=шуба'));

    // Through the worker: a random parameter is answered from the plain page's entry.
    const first = await SELF.fetch(`${ORIGIN}${otherCategory}?zz=first`);
    expect([first.status, state(first)]).toEqual([200, 'MISS']);
    await first.arrayBuffer();
    const hit = await untilState(`${ORIGIN}${otherCategory}?zz=${Math.random()}`, 'HIT');
    expect(hit.status).toBe(200);
    await hit.arrayBuffer();
  });

  it('a category page is tagged with its category and its listed products; a listed product purges it', async () => {
    const first = await SELF.fetch(`${ORIGIN}${CATEGORY}`);
    expect(state(first)).toBe('MISS');
    const html = await first.text();
    await untilState(`${ORIGIN}${CATEGORY}`, 'HIT');
    const rows = await env.DB.prepare('SELECT tag FROM edge_cache_tags WHERE cache_key = ?')
      .bind(await entryKey(CATEGORY))
      .all<{ tag: string }>();
    const tags = rows.results.map((r) => r.tag);
    expect(tags.some((t) => t.startsWith('C'))).toBe(true);
    const products = tags.filter((t) => t.startsWith('P'));
    expect(products.length).toBeGreaterThan(1);
    expect(html).toContain('.html" data-page-link'); // the listing links its products (at their url_path)

    const purge = await SELF.fetch(`${ORIGIN}/api/invalidate?tag=${products.at(-1)}`, WITH_KEY);
    expect(purge.status).toBe(200);
    const after = await SELF.fetch(`${ORIGIN}${CATEGORY}`);
    expect(state(after)).toBe('MISS');
    await after.arrayBuffer();
  });

  it('keeps the en and ru store views apart', async () => {
    const ru = `${ORIGIN}/?view=ru-en-test`;
    const en = `${ORIGIN}/en/?view=ru-en-test`;
    await (await SELF.fetch(ru)).arrayBuffer();
    const ruHit = await untilState(ru, 'HIT');
    expect(await ruHit.text()).toContain('<html lang="ru">');
    const enFirst = await SELF.fetch(en);
    expect(state(enFirst)).toBe('MISS');
    expect(await enFirst.text()).toContain('<html lang="en">');
    const enHit = await untilState(en, 'HIT');
    expect(await enHit.text()).toContain('<html lang="en">');
  });

  it('bypasses requests with a user token, a session cookie, HEAD, and pages it does not cache', async () => {
    const url = `${ORIGIN}/?bypass-test=1`;
    await (await SELF.fetch(url)).arrayBuffer();
    await untilState(url, 'HIT');
    const inits: RequestInit[] = [
      { headers: { authorization: 'Bearer abc' } },
      { headers: { cookie: 'vsf-token=abc' } },
      { headers: { cookie: 'session_id=1' } },
      { method: 'HEAD' },
    ];
    for (const init of inits) {
      const response = await SELF.fetch(url, init);
      expect(state(response), JSON.stringify(init)).toBe('BYPASS');
      await response.arrayBuffer();
    }
    const token = await SELF.fetch(`${url}&token=abc`);
    expect(state(token)).toBe('BYPASS');
    await token.arrayBuffer();
    // A harmless cookie (no session/token/auth name) still gets the cached page.
    expect(state(await SELF.fetch(url, { headers: { cookie: 'theme=dark' } }))).toBe('HIT');
    // Checkout and account pages: rendered every time.
    for (const path of ['/checkout', '/en/my-account/orders']) {
      const other = await SELF.fetch(`${ORIGIN}${path}`);
      expect(state(other), path).toBe('BYPASS');
      await other.arrayBuffer();
    }
  });

  it('caches brand landing, CMS and url_path pages too (MISS → HIT)', async () => {
    for (const path of ['/severnyi-veter', '/en/size-guide', '/zhenshchinam/obuv/krossovki']) {
      const miss = await SELF.fetch(`${ORIGIN}${path}`);
      expect(miss.status, path).toBe(200);
      expect(state(miss), path).toBe('MISS');
      await miss.arrayBuffer();
      const hit = await untilState(`${ORIGIN}${path}`, 'HIT');
      expect(hit.status, path).toBe(200);
      await hit.arrayBuffer();
    }
  });

  it('gives crawlers their own complete entry (no Suspense fallbacks), shoppers the streamed one', async () => {
    // A page parameter the home page does not use: a key of its own (a parameter no page reads would not be).
    const url = `${ORIGIN}/?city=crawler-test`;
    const bot = { headers: { 'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)' } };
    const shopper = await SELF.fetch(url);
    expect(state(shopper)).toBe('MISS');
    expect(await shopper.text()).toContain('Загружаем товары…');
    await untilState(url, 'HIT');
    const botMiss = await SELF.fetch(url, bot);
    expect(state(botMiss)).toBe('MISS');
    await botMiss.arrayBuffer();
    const botHit = await untilState(url, 'HIT', bot);
    const html = await botHit.text();
    expect(html).not.toContain('Загружаем товары…');
    expect(html).toContain('Хиты продаж');
  });

  it('never stores a 404', async () => {
    const url = `${ORIGIN}/c/no-such-category-for-cache`;
    for (let i = 0; i < 3; i++) {
      const response = await SELF.fetch(url);
      expect(response.status).toBe(404);
      expect(state(response)).toBe('MISS');
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(await caches.default.match(await entryKey('/c/no-such-category-for-cache'))).toBeUndefined();
  });

  it('serves a stale page and refreshes it in the background', async () => {
    const path = `${CATEGORY}?stale-test=1`;
    await (await SELF.fetch(`${ORIGIN}${path}`)).arrayBuffer();
    const hit = await untilState(`${ORIGIN}${path}`, 'HIT');
    const hitHtml = await hit.text();
    const key = await entryKey(path);
    const entry = (await caches.default.match(key))!;
    const headers = new Headers(entry.headers);
    const agedAt = Number(headers.get(STORED_AT_HEADER)) - 400_000; // past the 300 s TTL, within 300 + 600 s
    headers.set(STORED_AT_HEADER, String(agedAt));
    await caches.default.put(key, new Response(await entry.text(), { status: 200, headers }));
    // The isolate holds the fresh copy it just served for HOT_PAGE_MS (hot-pages.ts): the aged entry is
    // read once that hold ends, as another isolate would read it at once.
    await new Promise((resolve) => setTimeout(resolve, HOT_PAGE_MS + 50));

    const stale = await SELF.fetch(`${ORIGIN}${path}`);
    expect(state(stale)).toBe('STALE');
    const staleNonce = nonceOf(stale)!;
    const staleHtml = await stale.text();
    expect(normalised(staleHtml, staleNonce)).toBe(normalised(hitHtml, nonceOf(hit)!));
    // The page state moved with the copy: the browser's query client (staleTime 60 s) sees fresh data and
    // hydration does not refetch what the 400 s old copy shows.
    const times = [...staleHtml.matchAll(/"dataUpdatedAt":(\d{13})/g)].map((m) => Number(m[1]));
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(Date.now() - time).toBeLessThan(60_000);
    // The re-render replaced the entry: the next request is a HIT on a fresh copy.
    const refreshed = await untilState(`${ORIGIN}${path}`, 'HIT');
    await refreshed.arrayBuffer();
    const stored = (await caches.default.match(key))!;
    expect(Number(stored.headers.get(STORED_AT_HEADER))).toBeGreaterThan(agedAt + 300_000);
    await stored.arrayBuffer();
  });
});

describe('page cache with a stub renderer', () => {
  const html = (nonce: string) =>
    `<!doctype html><html><head><script nonce="${nonce}">a()</script></head><body><script nonce="${nonce}">b()</script></body></html>`;
  /** Render errors the stub's next document reports. */
  let renderErrors = 0;
  const app = new Hono<{ Bindings: Env; Variables: RequestIdVariables & PageCacheVariables }>();
  app.use('*', requestIds());
  app.get(
    '*',
    pageCache({
      createNonce,
      contentSecurityPolicy: (_c, nonce) => contentSecurityPolicy(nonce),
      identityEncoding: () => true,
      revalidate: (request, c) => app.fetch(request, c.env, c.executionCtx),
    }),
    (c) => {
      const nonce = createNonce();
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(html(nonce)));
          c.var.pageRendered?.({ tags: ['P424242'], renderErrors, nonce });
          controller.close();
        },
      });
      return new Response(body, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': contentSecurityPolicy(nonce),
        },
      });
    },
  );

  async function once(url: string, errors: number, requestId = 'req-1'): Promise<Response> {
    renderErrors = errors;
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(url, { headers: { 'x-request-id': requestId } }), env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return new Response(text, response);
  }

  it('does not store a document whose render logged errors', async () => {
    const url = 'http://page-cache-stub.test/c/render-error';
    expect(state(await once(url, 1))).toBe('MISS');
    expect(state(await once(url, 1))).toBe('MISS');
  });

  it('stores a clean document and rewrites its nonce on every hit', async () => {
    const url = 'http://page-cache-stub.test/c/clean';
    expect(state(await once(url, 0, 'req-0'))).toBe('MISS');
    const hit = await once(url, 0);
    expect(state(hit)).toBe('HIT');
    expect(hit.headers.get('x-request-id')).toBe('req-1');
    const nonce = nonceOf(hit)!;
    expect(await hit.text()).toBe(html(nonce));
  });
});

// Edge cache states (ADR 012): MISS → HIT → purge by tag → MISS through the real worker and the embedded
// platform; stale-while-revalidate and url/map keys against the fake upstream on loopback; BYPASS rules.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../support/workerd/seed-demo';
import { ageEntry, received, setMode, upstreamEnv, viaProxy } from './support/upstream';

const KEY = 'dev-invalidate-key'; // wrangler.toml's dev-only INVALIDATE_KEY
const CATALOG = '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query&size=3';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

/** SELF's waitUntil work (the cache put) is not awaited by the test: poll until the entry is there. */
async function untilState(url: string, state: string, init?: RequestInit): Promise<Response> {
  for (let i = 0; i < 50; i++) {
    const response = await SELF.fetch(url, init);
    if (response.headers.get('x-storefront-cache') === state) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} never answered ${state}`);
}

interface Hits {
  hits: { hits: Array<{ _source: { id: number; category_ids?: number[] } }> };
}

describe('through the worker (embedded platform)', () => {
  it('MISS → HIT → purge by product tag → MISS', async () => {
    const url = `http://cache.test${CATALOG}&utm_source=mail`;
    const miss = await SELF.fetch(url);
    expect(miss.status).toBe(200);
    expect(miss.headers.get('x-storefront-cache')).toBe('MISS');
    const body = (await miss.json()) as Hits;
    const productId = body.hits.hits[0]!._source.id;

    // Tracking parameters and parameter order do not split the key.
    const hit = await untilState(`http://cache.test${CATALOG.replace('?request_format=search-query&size=3', '?size=3&request_format=search-query')}&gclid=x`, 'HIT');
    expect(await hit.json()).toEqual(body);
    const tags = await env.DB.prepare('SELECT tag FROM edge_cache_tags').all<{ tag: string }>();
    expect(tags.results.map((r) => r.tag)).toContain(`P${productId}`);

    const purge = await SELF.fetch(`http://cache.test/api/invalidate?tag=P${productId},C999999&key=${KEY}`);
    expect(purge.status).toBe(200);
    expect(await purge.json()).toEqual({ code: 200, result: { tags: [`P${productId}`, 'C999999'], purged: 1 } });
    expect((await SELF.fetch(url)).headers.get('x-storefront-cache')).toBe('MISS');
  });

  it('purges by category tag too (a listing shows its categories’ products)', async () => {
    const url = `http://cache-c.test${CATALOG}`;
    const body = (await (await SELF.fetch(url)).json()) as Hits;
    await untilState(url, 'HIT');
    const categoryId = body.hits.hits.flatMap((h) => h._source.category_ids ?? [])[0];
    expect(categoryId).toBeDefined();
    const purge = await SELF.fetch(`http://cache-c.test/api/invalidate?key=${KEY}`, { method: 'POST', body: JSON.stringify({ tag: `C${categoryId}` }) });
    expect(((await purge.json()) as { result: { purged: number } }).result.purged).toBeGreaterThanOrEqual(1);
    expect((await SELF.fetch(url)).headers.get('x-storefront-cache')).toBe('MISS');
  });

  it('a catalogue write is a new key space: no stale data after D1 changes', async () => {
    const url = `http://cache-v.test${CATALOG}`;
    await SELF.fetch(url);
    await untilState(url, 'HIT');
    await env.DB.prepare("UPDATE documents SET doc = json_set(doc, '$.name', 'Changed') WHERE rid = (SELECT MIN(rid) FROM documents)").run();
    expect((await SELF.fetch(url)).headers.get('x-storefront-cache')).toBe('MISS');
  });

  it('guards the purge endpoint with the key and asks for a tag', async () => {
    const noKey = await SELF.fetch('http://cache.test/api/invalidate?tag=P1');
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ code: 401, result: 'Invalid or missing invalidation key' });
    expect((await SELF.fetch('http://cache.test/api/invalidate?tag=P1&key=wrong')).status).toBe(401);
    const noTag = await SELF.fetch(`http://cache.test/api/invalidate?key=${KEY}`);
    expect(noTag.status).toBe(400);
    expect(noTag.headers.get('x-storefront-cache')).toBe('BYPASS');
  });

  it('says BYPASS for a user token, cart calls, POST searches and uncacheable paths', async () => {
    const state = async (url: string, init?: RequestInit) => (await SELF.fetch(url, init)).headers.get('x-storefront-cache');
    expect(await state(`http://cache.test${CATALOG}&token=abc`)).toBe('BYPASS');
    expect(await state('http://cache.test/api/cart/pull?cartId=1')).toBe('BYPASS');
    expect(await state('http://cache.test/api/catalog/vue_storefront_catalog/product/_search', { method: 'POST', body: '{}' })).toBe('BYPASS');
    expect(await state('http://cache.test/api')).toBe('BYPASS');
    expect(await state('http://cache.test/api/no-such-thing')).toBe('BYPASS');
  });

  it('says what the page cache did on HTML pages too (ADR 013; states in tests/worker/pages/page-cache)', async () => {
    const page = await SELF.fetch('http://cache.test/');
    expect(page.headers.get('x-storefront-cache')).toBe('MISS');
    await page.arrayBuffer();
  });
});

describe('against a remote upstream', () => {
  it('serves a stale entry at once and refreshes it in waitUntil (stale-while-revalidate)', async () => {
    const url = `http://swr.test${CATALOG}`;
    const first = await viaProxy('swr', new Request(url));
    expect(first.headers.get('x-storefront-cache')).toBe('MISS');
    expect(((await first.json()) as { served: number }).served).toBe(1);
    expect((await viaProxy('swr', new Request(url))).headers.get('x-storefront-cache')).toBe('HIT');

    await ageEntry(new Request(url), upstreamEnv('swr'), 301); // past the catalogue TTL (300 s)
    const stale = await viaProxy('swr', new Request(url));
    expect(stale.headers.get('x-storefront-cache')).toBe('STALE');
    expect(((await stale.json()) as { served: number }).served).toBe(1);

    const fresh = await viaProxy('swr', new Request(url));
    expect(fresh.headers.get('x-storefront-cache')).toBe('HIT');
    expect(((await fresh.json()) as { served: number }).served).toBe(2);
    expect(await received('swr')).toHaveLength(2);
  });

  it('caches url/map POSTs by a hash of the body, whatever its key order', async () => {
    const map = (body: unknown) =>
      new Request('http://map.test/api/url/map', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
    const a = await viaProxy('map', map({ url: 'women/shoes', includeFields: null }));
    expect(a.headers.get('x-storefront-cache')).toBe('MISS');
    const b = await viaProxy('map', map({ includeFields: null, url: 'women/shoes' }));
    expect(b.headers.get('x-storefront-cache')).toBe('HIT');
    const other = await viaProxy('map', map({ url: 'men/shoes', includeFields: null }));
    expect(other.headers.get('x-storefront-cache')).toBe('MISS');
    expect((await received('map')).map((r) => JSON.parse(r.body).url)).toEqual(['women/shoes', 'men/shoes']);

    // The url map hit is product 101: purging P101 drops both entries (and other tests' P101 listings).
    const purge = await viaProxy('map', new Request(`http://map.test/api/invalidate?tag=P101&key=${KEY}`));
    expect(((await purge.json()) as { result: { purged: number } }).result.purged).toBeGreaterThanOrEqual(2);
    expect((await viaProxy('map', map({ url: 'women/shoes', includeFields: null }))).headers.get('x-storefront-cache')).toBe('MISS');
    expect((await viaProxy('map', map({ url: 'men/shoes', includeFields: null }))).headers.get('x-storefront-cache')).toBe('MISS');
  });

  it('does not store error answers', async () => {
    await setMode('no-store', 'error');
    const url = `http://nostore.test${CATALOG}`;
    expect((await viaProxy('no-store', new Request(url))).status).toBe(500);
    await setMode('no-store', 'json');
    const next = await viaProxy('no-store', new Request(url));
    expect(next.status).toBe(200);
    expect(next.headers.get('x-storefront-cache')).toBe('MISS');
  });
});

// Edge cache states (ADR 012): MISS → HIT → purge by tag → MISS through the real worker and the embedded
// platform; stale-while-revalidate and url/map keys against the fake upstream on loopback; BYPASS rules.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { ageEntry, received, setMode, upstreamEnv, viaProxy } from './support/upstream';

const KEY = 'test-invalidate-key'; // the test config's INVALIDATE_KEY (vitest.workers.config.ts)
const WITH_KEY = { headers: { 'x-invalidate-key': KEY } };
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
    const hit = await untilState(
      `http://cache.test${CATALOG.replace('?request_format=search-query&size=3', '?size=3&request_format=search-query')}&gclid=x`,
      'HIT',
    );
    expect(await hit.json()).toEqual(body);
    const tags = await env.DB.prepare('SELECT tag FROM edge_cache_tags').all<{ tag: string }>();
    expect(tags.results.map((r) => r.tag)).toContain(`P${productId}`);

    const purge = await SELF.fetch(`http://cache.test/api/invalidate?tag=P${productId},C999999`, WITH_KEY);
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
    const purge = await SELF.fetch(`http://cache-c.test/api/invalidate`, {
      method: 'POST',
      body: JSON.stringify({ tag: `C${categoryId}`, key: KEY }),
    });
    expect(((await purge.json()) as { result: { purged: number } }).result.purged).toBeGreaterThanOrEqual(1);
    expect((await SELF.fetch(url)).headers.get('x-storefront-cache')).toBe('MISS');
  });

  it('a catalogue write is a new key space: no stale data after D1 changes', async () => {
    const url = `http://cache-v.test${CATALOG}`;
    await SELF.fetch(url);
    await untilState(url, 'HIT');
    await env.DB.prepare(
      "UPDATE documents SET doc = json_set(doc, '$.name', 'Changed') WHERE rid = (SELECT MIN(rid) FROM documents)",
    ).run();
    expect((await SELF.fetch(url)).headers.get('x-storefront-cache')).toBe('MISS');
  });

  it('guards the purge endpoint with the key and asks for a tag', async () => {
    const noKey = await SELF.fetch('http://cache.test/api/invalidate?tag=P1');
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toEqual({ code: 401, result: 'Invalid or missing invalidation key' });
    expect(
      (await SELF.fetch('http://cache.test/api/invalidate?tag=P1', { headers: { 'x-invalidate-key': 'wrong' } }))
        .status,
    ).toBe(401);
    const noTag = await SELF.fetch(`http://cache.test/api/invalidate`, WITH_KEY);
    expect(noTag.status).toBe(400);
    expect(noTag.headers.get('x-storefront-cache')).toBe('BYPASS');
  });

  it('never takes the key from the url, where access logs keep it (issue 8 finding 4)', async () => {
    const inUrl = await SELF.fetch(`http://cache.test/api/invalidate?tag=P1&key=${KEY}`);
    expect(inUrl.status).toBe(400);
    expect(await inUrl.json()).toEqual({
      code: 400,
      result:
        'Send the invalidation key in the x-invalidate-key header or the POST body, never in the url (urls are logged)',
    });
  });

  it('caps the tags of one purge at 100 (ADR 016)', async () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`).join(',');
    const tooMany = await SELF.fetch(`http://cache.test/api/invalidate?tag=${tags(101)}`, WITH_KEY);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ code: 400, result: 'Too many tags: at most 100 per purge' });
    expect((await SELF.fetch(`http://cache.test/api/invalidate?tag=${tags(100)}`, WITH_KEY)).status).toBe(200);
  });

  it('keys only on the parameters the API reads: an unknown one is a HIT, not a new entry (issue 8 finding 5)', async () => {
    const url = `http://keys.test${CATALOG}`;
    await SELF.fetch(url);
    await untilState(url, 'HIT');
    for (const junk of ['zz=1', 'zz=2&yy=3', 'cb=' + 'x'.repeat(100)]) {
      expect((await SELF.fetch(`${url}&${junk}`)).headers.get('x-storefront-cache'), junk).toBe('HIT');
    }
    // A parameter the API reads is still its own key.
    expect((await SELF.fetch(`${url}&from=1`)).headers.get('x-storefront-cache')).toBe('MISS');
  });

  it('tag rows expire with their entries and each store sweeps expired ones (issue 8 finding 5)', async () => {
    await env.DB.prepare(
      "INSERT INTO edge_cache_tags (tag, cache_key, expires_at) VALUES ('P424242', 'http://old.test/k', 0)",
    ).run();
    const url = `http://tags.test${CATALOG}&from=2`;
    const before = Date.now();
    await SELF.fetch(url);
    await untilState(url, 'HIT');
    const rows = await env.DB.prepare(
      "SELECT tag, expires_at FROM edge_cache_tags WHERE cache_key LIKE 'http://tags.test/%'",
    ).all<{ tag: string; expires_at: number }>();
    expect(rows.results.length).toBeGreaterThan(0);
    // The catalogue entry lives TTL 300 s + stale-if-error 86400 s.
    for (const row of rows.results) {
      expect(row.expires_at).toBeGreaterThanOrEqual(before + 86_700_000);
      expect(row.expires_at).toBeLessThanOrEqual(Date.now() + 86_700_000);
    }
    const old = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM edge_cache_tags WHERE cache_key = 'http://old.test/k'",
    ).first<{ n: number }>();
    expect(old?.n).toBe(0);
  });

  it('an empty x-vs-store-code header is absent: the key and the answer agree on the view (issue 8 finding 3)', async () => {
    const path = '/api/ext/cms-data/cmsPage/1?storeCode=en';
    const poisoned = await SELF.fetch(`http://store.test${path}`, { headers: { 'x-vs-store-code': '' } });
    const viaHeader = (await poisoned.json()) as { result: { identifier?: string; content?: string; title?: string } };
    const ru = (await (
      await SELF.fetch(`http://store.test/api/ext/cms-data/cmsPage/1?storeCode=ru`)
    ).json()) as typeof viaHeader;
    const en = (await untilState(`http://store.test${path}`, 'HIT')).json() as Promise<typeof viaHeader>;
    // The answer to the empty-header request is the English page, and so is the cached copy under the en key.
    expect(viaHeader.result.title).toBe((await en).result.title);
    expect(viaHeader.result.title).not.toBe(ru.result.title);

    const map = (h: Record<string, string>) =>
      SELF.fetch('http://store.test/api/url/map?storeCode=en', {
        method: 'POST',
        headers: h,
        body: JSON.stringify({ url: 'size-guide' }),
      });
    const first = (await (await map({ 'x-vs-store-code': '' })).json()) as { _index: string } | null;
    expect(first?._index).toBe('vue_storefront_catalog_en_cms_page');
    const later = await untilState('http://store.test/api/url/map?storeCode=en', 'HIT', {
      method: 'POST',
      body: JSON.stringify({ url: 'size-guide' }),
    });
    expect(((await later.json()) as { _index: string })._index).toBe('vue_storefront_catalog_en_cms_page');
  });

  it('says BYPASS for a user token, cart calls, POST searches and uncacheable paths', async () => {
    const state = async (url: string, init?: RequestInit) =>
      (await SELF.fetch(url, init)).headers.get('x-storefront-cache');
    expect(await state(`http://cache.test${CATALOG}&token=abc`)).toBe('BYPASS');
    expect(await state('http://cache.test/api/cart/pull?cartId=1')).toBe('BYPASS');
    expect(
      await state('http://cache.test/api/catalog/vue_storefront_catalog/product/_search', {
        method: 'POST',
        body: '{}',
      }),
    ).toBe('BYPASS');
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
      new Request('http://map.test/api/url/map', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    const a = await viaProxy('map', map({ url: 'women/shoes', includeFields: null }));
    expect(a.headers.get('x-storefront-cache')).toBe('MISS');
    const b = await viaProxy('map', map({ includeFields: null, url: 'women/shoes' }));
    expect(b.headers.get('x-storefront-cache')).toBe('HIT');
    const other = await viaProxy('map', map({ url: 'men/shoes', includeFields: null }));
    expect(other.headers.get('x-storefront-cache')).toBe('MISS');
    expect((await received('map')).map((r) => JSON.parse(r.body).url)).toEqual(['women/shoes', 'men/shoes']);

    // The url map hit is product 101: purging P101 drops both entries (and other tests' P101 listings).
    const purge = await viaProxy('map', new Request(`http://map.test/api/invalidate?tag=P101`, WITH_KEY));
    expect(((await purge.json()) as { result: { purged: number } }).result.purged).toBeGreaterThanOrEqual(2);
    expect(
      (await viaProxy('map', map({ url: 'women/shoes', includeFields: null }))).headers.get('x-storefront-cache'),
    ).toBe('MISS');
    expect(
      (await viaProxy('map', map({ url: 'men/shoes', includeFields: null }))).headers.get('x-storefront-cache'),
    ).toBe('MISS');
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

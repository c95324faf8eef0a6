// The tag index's row budget (ADR 059) in workerd with D1 and caches.default: a store over the budget evicts the
// entries that expire soonest (cache entry and rows), a long answer is indexed by its kind's wildcard and still
// purged by any of its tags, and a stream of cache-busting searches leaves the table within its budget.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiProxy } from '#worker/api-proxy/index.ts';
import type { Env } from '#worker/env.ts';
import { MAX_TAGS_PER_ENTRY } from '#shared/config/input-limits.ts';
import { collectTags, keysForTags, recordTags } from '#worker/edge-cache/tags.ts';
import { createPlatformApp } from '#worker/platform/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const proxy = createApiProxy(createPlatformApp());
const SEARCH = '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query';
const KEY = 'test-invalidate-key'; // the test config's INVALIDATE_KEY (vitest.workers.config.ts)

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

const products = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

async function rowCount(where = '1 = 1', ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM edge_cache_tags WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

/** One request through the worker's API proxy on the embedded platform, its cache store awaited. */
async function viaWorker(url: string, overrides: Partial<Env> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await proxy(new Request(url), { ...(env as unknown as Env), ...overrides }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

describe('row budget', () => {
  it('evicts API answers before pages, oldest first, their cache entries first, until 90 % of the budget', async () => {
    await env.DB.prepare('DELETE FROM edge_cache_tags').run();
    const keys = Array.from({ length: 10 }, (_, i) => `http://budget.test/__edge-cache/v1/ru/catalog/k${i}`);
    for (const [i, key] of keys.entries()) {
      await caches.default.put(key, new Response(`entry ${i}`, { headers: { 'cache-control': 'max-age=3600' } }));
      // 100 rows each; entry 0 expires first, and it is a page.
      await env.DB.prepare(
        `WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100)
         INSERT INTO edge_cache_tags (tag, cache_key, expires_at, entry_kind) SELECT 'P' || x, ?, ?, ? FROM n`,
      )
        .bind(key, Date.now() + 60_000 * (i + 1), i === 0 ? 'page' : 'answer')
        .run();
    }
    expect(await rowCount()).toBe(1000);

    const stored = 'http://budget.test/__edge-cache/v1/ru/catalog/new';
    const { evicted } = await recordTags(
      env.DB,
      stored,
      Array.from({ length: 50 }, (_, i) => `P${i + 1}`),
      Date.now() + 30_000, // sooner than all of them: the entry just stored is never evicted
      { maxRows: 1000 },
    );
    // 1,050 rows over a budget of 1,000 → down to 900: the two oldest answers (200 rows) go, not the page.
    expect(evicted).toBe(2);
    expect(await rowCount()).toBe(850);
    expect(await rowCount('cache_key = ?', stored)).toBe(50);
    expect(await caches.default.match(keys[1]!)).toBeUndefined();
    expect(await caches.default.match(keys[2]!)).toBeUndefined();
    expect(await rowCount('cache_key IN (?, ?)', keys[1], keys[2])).toBe(0);
    expect(await (await caches.default.match(keys[0]!))?.text()).toBe('entry 0');
    expect(await (await caches.default.match(keys[3]!))?.text()).toBe('entry 3');
    expect(await rowCount('cache_key = ?', keys[0])).toBe(100);
  });

  it('evicts pages too once no answer is left', async () => {
    await env.DB.prepare('DELETE FROM edge_cache_tags').run();
    const pages = Array.from({ length: 10 }, (_, i) => `http://budget.test/__edge-cache/v1/ru/page/p${i}`);
    for (const [i, key] of pages.entries())
      await recordTags(env.DB, key, products(100), Date.now() + 60_000 * (i + 1), { kind: 'page', maxRows: 1000 });
    expect(await rowCount()).toBe(1000);
    await recordTags(env.DB, 'http://budget.test/__edge-cache/v1/ru/page/new', products(50), Date.now() + 1000, {
      kind: 'page',
      maxRows: 1000,
    });
    expect(await rowCount('cache_key IN (?, ?)', pages[0], pages[1])).toBe(0);
    expect(await rowCount()).toBe(850);
  });

  it('stays under its budget: nothing is evicted below it', async () => {
    await env.DB.prepare('DELETE FROM edge_cache_tags').run();
    const { evicted } = await recordTags(env.DB, 'http://budget.test/k', ['P1', 'C2'], Date.now() + 1000, {
      maxRows: 1000,
    });
    expect(evicted).toBe(0);
    expect(await rowCount()).toBe(2);
  });

  it('a stream of cache-busting searches (a new `from` each) leaves the table within the budget', async () => {
    await env.DB.prepare('DELETE FROM edge_cache_tags').run();
    const budget = { EDGE_CACHE_TAG_ROWS: '1000' };
    let maxSeen = 0;
    for (let from = 0; from < 40; from++) {
      const answer = await viaWorker(`http://busting.test${SEARCH}&size=60&from=${from}`, budget);
      expect(answer.headers.get('x-storefront-cache')).toBe('MISS');
      maxSeen = Math.max(maxSeen, await rowCount());
    }
    // 40 answers of 60 products and their categories would be about 3,000 rows without the budget.
    expect(maxSeen).toBeGreaterThan(900);
    expect(maxSeen).toBeLessThanOrEqual(1000 + MAX_TAGS_PER_ENTRY);
    // The latest answers are still cached and purgeable; the evicted ones are gone from the cache too.
    expect(
      (await viaWorker(`http://busting.test${SEARCH}&size=60&from=39`, budget)).headers.get('x-storefront-cache'),
    ).toBe('HIT');
    expect(
      (await viaWorker(`http://busting.test${SEARCH}&size=60&from=0`, budget)).headers.get('x-storefront-cache'),
    ).toBe('MISS');
  });
});

describe('long answers', () => {
  it('are read for every product and category they show (the index collapses them, not the reader)', () => {
    const hits = Array.from({ length: 300 }, (_, i) => ({ _source: { id: i + 1, category_ids: [1000 + (i % 5)] } }));
    const tags = collectTags('/api/catalog/vue_storefront_catalog/product/_search', { hits: { hits } });
    expect(tags).toHaveLength(305);
    expect(tags.slice(0, 3)).toEqual(['P1', 'C1000', 'P2']);
  });

  it('index a kind with too many tags as its wildcard, and a purge of any of them reaches the entry', async () => {
    await env.DB.prepare('DELETE FROM edge_cache_tags').run();
    const key = 'http://long.test/__edge-cache/v1/ru/catalog/size-300';
    await caches.default.put(key, new Response('300 products', { headers: { 'cache-control': 'max-age=3600' } }));
    const products = Array.from({ length: 300 }, (_, i) => `P${i + 1}`);
    const { rows: written } = await recordTags(env.DB, key, ['C7', 'C8', ...products], Date.now() + 3_600_000);
    expect(written).toEqual(['C7', 'C8', 'P*']); // the entry's Cache-Tag header carries the same list

    const rows = await env.DB.prepare('SELECT tag FROM edge_cache_tags WHERE cache_key = ? ORDER BY tag')
      .bind(key)
      .all<{ tag: string }>();
    expect(rows.results.map((r) => r.tag)).toEqual(['C7', 'C8', 'P*']);
    expect(await keysForTags(env.DB, ['P300'])).toEqual([key]);
    expect(await keysForTags(env.DB, ['C9'])).toEqual([]);

    const ctx = createExecutionContext();
    const purged = await proxy(
      new Request('http://long.test/api/invalidate?tag=P300', { headers: { 'x-invalidate-key': KEY } }),
      env as unknown as Env,
      ctx,
    );
    expect(await purged.json()).toEqual({ code: 200, result: { tags: ['P300'], purged: 1 } });
    await waitOnExecutionContext(ctx);
    expect(await caches.default.match(key)).toBeUndefined();
    expect(await rowCount('cache_key = ?', key)).toBe(0);
  });
});

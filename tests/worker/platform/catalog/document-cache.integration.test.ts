// The per-isolate cache of parsed page documents (worker/platform/catalog/document-cache.ts, ADR 009):
// a repeated search reads no documents from D1 (the batch is just the version check), a write through
// D1 shows up in the very next search, and neither a mutated hit nor the tax processor's in-place
// pricing leaks into the cached copy.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchQuery, type SearchResponse } from '#shared/contract/catalog-search.ts';
import { documentCacheStats, resetDocumentCache } from '#worker/platform/catalog/document-cache.ts';
import { processHits } from '#worker/platform/catalog/hit-processing.ts';
import { parseSearchRequest, parseSearchTarget, type SearchRequest } from '#worker/platform/catalog/request.ts';
import { runSearch, type SearchResult } from '#worker/platform/catalog/search.ts';
import { seedDemoWithText } from './support/demo-catalogue';

const RU = 'http://localhost/api/catalog/vue_storefront_catalog_ru/product/_search';
const PAGE = 5;
const listing: SearchQuery = {
  _appliedFilters: [{ attribute: 'visibility', value: { in: [2, 3, 4] } }],
  _availableFilters: [{ field: 'color' }],
};

beforeAll(async () => {
  await seedDemoWithText(env.DB);
});

beforeEach(() => resetDocumentCache());

async function searchRoute(query: SearchQuery): Promise<SearchResponse> {
  const params = { request_format: 'search-query', request: JSON.stringify(query), size: String(PAGE), sort: 'id:asc' };
  const res = await SELF.fetch(`${RU}?${new URLSearchParams(params)}`);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return searchResponseSchema.parse(body);
}

function request(query: SearchQuery): SearchRequest {
  const target = parseSearchTarget('vue_storefront_catalog_ru', 'product', '_search');
  if (!target.ok) throw new Error(target.message);
  const parsed = parseSearchRequest(
    target.value,
    { request_format: 'search-query', request: JSON.stringify(query), size: String(PAGE), sort: 'id:asc' },
    undefined,
  );
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

/** env.DB, counting the statements of every batch (a separate listing index: another database object). */
function countingDb(): { db: D1Database; batches: number[] } {
  const batches: number[] = [];
  const db = {
    prepare: (sql: string) => env.DB.prepare(sql),
    batch: (statements: D1PreparedStatement[]) => {
      batches.push(statements.length);
      return env.DB.batch(statements);
    },
  } as unknown as D1Database;
  return { db, batches };
}

const search = (db: D1Database): Promise<SearchResult> => runSearch(db, request(listing), 'index');
const names = (r: SearchResult) => r.hits.map((h) => h.source.name);

async function renameProduct(id: number, name: string): Promise<void> {
  await env.DB.prepare(
    `UPDATE documents SET doc = json_set(doc, '$.name', ?1) WHERE store = 'ru' AND entity = 'product' AND id = ?2`,
  )
    .bind(name, id)
    .run();
}

describe('document cache', () => {
  it('reads only the version when every page document is cached', async () => {
    const { db, batches } = countingDb();
    const first = await search(db);
    expect(first.hits).toHaveLength(PAGE);
    expect(documentCacheStats().entries).toBe(PAGE);
    const last = batches.at(-1);
    expect(last).toBe(2); // version + documents
    const second = await search(db);
    expect(batches.at(-1)).toBe(1); // version only
    expect(second.hits.map((h) => h.source)).toEqual(first.hits.map((h) => h.source));
  });

  it('a mutated hit does not leak into the next search', async () => {
    const { db } = countingDb();
    const first = await search(db);
    const pristine = structuredClone(first.hits.map((h) => h.source));
    for (const hit of first.hits) {
      hit.source.name = 'mutated';
      (hit.source as { category?: Array<Record<string, unknown>> }).category?.forEach((c) => (c.name = 'mutated'));
      delete hit.source.sku;
    }
    const second = await search(db);
    expect(second.hits.map((h) => h.source)).toEqual(pristine);
  });

  it('tax processing of a page does not touch the cached documents', async () => {
    const { db } = countingDb();
    const first = await search(db);
    expect(first.hits.some((h) => 'original_price' in h.source)).toBe(false);
    const priced = await processHits(
      db,
      'product',
      'ru',
      first.hits.map((h) => h.source),
    );
    expect(priced.every((d) => 'original_price' in d)).toBe(true);
    const second = await search(db);
    expect(second.hits.some((h) => 'original_price' in h.source)).toBe(false);
    // Priced again from pristine documents: the same prices, not taxed twice.
    const repriced = await processHits(
      db,
      'product',
      'ru',
      second.hits.map((h) => h.source),
    );
    expect(repriced.map((d) => [d.price, d.price_incl_tax, d.price_tax, d.final_price])).toEqual(
      priced.map((d) => [d.price, d.price_incl_tax, d.price_tax, d.final_price]),
    );
  });

  it('the endpoint answers the same priced page from the cache', async () => {
    const first = await searchRoute(listing);
    const second = await searchRoute(listing);
    expect(second.hits.hits).toEqual(first.hits.hits);
  });

  it('a document updated through D1 shows in the very next search', async () => {
    const first = await searchRoute(listing);
    const id = Number(first.hits.hits[1]?._id);
    await renameProduct(id, 'Обновлённый товар');
    const updated = await searchRoute(listing);
    expect(updated.hits.hits.map((h) => h._id)).toEqual(first.hits.hits.map((h) => h._id));
    expect(updated.hits.hits[1]?._source.name).toBe('Обновлённый товар');
    expect(updated.hits.hits[0]?._source).toEqual(first.hits.hits[0]?._source);
  });

  it('a new catalogue version drops the cached documents of the old one', async () => {
    const { db } = countingDb();
    const first = await search(db);
    const id = Number(first.hits[0]?.id);
    await renameProduct(id, 'Ещё раз обновлённый');
    const second = await search(db);
    expect(names(second)[0]).toBe('Ещё раз обновлённый');
    expect(names(second).slice(1)).toEqual(names(first).slice(1));
    // Only the documents read at the new version are cached.
    expect(documentCacheStats().entries).toBe(PAGE);
  });

  it('stays within its bound and still answers correctly', async () => {
    resetDocumentCache(3);
    const { db } = countingDb();
    const first = await search(db);
    expect(documentCacheStats().entries).toBe(3);
    const second = await search(db);
    expect(second.hits.map((h) => h.source)).toEqual(first.hits.map((h) => h.source));
    expect(documentCacheStats().entries).toBe(3);
  });
});

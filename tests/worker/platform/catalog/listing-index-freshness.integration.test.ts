// The listing index never answers from a stale copy: a product inserted, changed or deleted right
// after a listing built the index shows up in the very next search (migrations/0004 catalogue version).
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchQuery, type SearchResponse } from '#shared/contract/catalog-search.ts';
import { indexDocument } from '#worker/platform/storage/indexing.ts';
import { insertDocumentsSql } from '#worker/platform/storage/sql.ts';
import { seedDemoWithText } from './support/demo-catalogue';

const RU = 'http://localhost/api/catalog/vue_storefront_catalog_ru/product/_search';
const NEW_ID = 990001;
const NEW_RID = 900001;
const COLOUR = 'fresh-colour';

beforeAll(async () => {
  await seedDemoWithText(env.DB);
});

async function search(query: SearchQuery): Promise<SearchResponse> {
  const url = `${RU}?${new URLSearchParams({ request_format: 'search-query', request: JSON.stringify(query) })}`;
  const res = await SELF.fetch(url);
  expect(res.status).toBe(200);
  return searchResponseSchema.parse(await res.json());
}

const byColour: SearchQuery = {
  _appliedFilters: [{ attribute: 'color', value: { eq: COLOUR } }],
  _availableFilters: [{ field: 'color' }],
};

async function write(sql: string[]): Promise<void> {
  await env.DB.batch(sql.map((s) => env.DB.prepare(s)));
}

describe('catalogue version', () => {
  it('sees an inserted, updated and deleted product immediately', async () => {
    expect((await search(byColour)).hits.total.value).toBe(0); // builds the index

    const doc = {
      id: NEW_ID,
      sku: 'FRESH-1',
      name: 'Свежий товар',
      visibility: 4,
      status: 1,
      type_id: 'simple',
      color: COLOUR,
      final_price: 1234,
      price: 1234,
    };
    await write(insertDocumentsSql([indexDocument('ru', 'product', doc)], NEW_RID));
    const inserted = await search(byColour);
    expect(inserted.hits.hits.map((h) => Number(h._id))).toEqual([NEW_ID]);
    expect(inserted.aggregations.agg_terms_color).toMatchObject({ buckets: [{ key: COLOUR, doc_count: 1 }] });

    await write([`UPDATE facets SET val = 'other-colour' WHERE rid = ${NEW_RID} AND attr = 'color'`]);
    expect((await search(byColour)).hits.total.value).toBe(0);

    await write([`UPDATE facets SET val = '${COLOUR}' WHERE rid = ${NEW_RID} AND attr = 'color'`]);
    expect((await search(byColour)).hits.total.value).toBe(1);

    await write([`DELETE FROM facets WHERE rid = ${NEW_RID}`, `DELETE FROM documents WHERE rid = ${NEW_RID}`]);
    expect((await search(byColour)).hits.total.value).toBe(0);
  });

  it('bumps the version once per written row', async () => {
    const before = await env.DB.prepare('SELECT version FROM catalog_version').first<{ version: number }>();
    const doc = { id: NEW_ID + 1, sku: 'FRESH-2', visibility: 4, status: 1, color: COLOUR };
    const statements = insertDocumentsSql([indexDocument('ru', 'product', doc)], NEW_RID + 1);
    await write(statements);
    const after = await env.DB.prepare('SELECT version FROM catalog_version').first<{ version: number }>();
    // one document row + one facet row per scalar leaf (id, sku, visibility, status, color)
    expect((after?.version ?? 0) - (before?.version ?? 0)).toBe(6);
  });
});

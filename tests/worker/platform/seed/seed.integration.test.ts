// The generator inside workerd (no Node APIs) writing a small catalogue into real D1 with the same
// statements the seed CLI sends.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CLEAR_CATALOG_SQL } from '#worker/platform/storage/sql.ts';
import { CLEAR_TEXT_INDEX_SQL } from '#worker/platform/catalog/text-search/schema.ts';
import { textIndexStatements } from '#worker/platform/catalog/text-search/index-statements.ts';
import {
  createCatalogContext,
  seedInfoStatements,
  seedStatements,
  storeViewChunks,
} from '#worker/platform/seed/index.ts';

async function run(statements: readonly string[]): Promise<void> {
  for (let i = 0; i < statements.length; i += 40) {
    await env.DB.batch(statements.slice(i, i + 40).map((sql) => env.DB.prepare(sql)));
  }
}

describe('seeding D1 inside workerd', () => {
  it('writes both store views and the seed info', async () => {
    const context = createCatalogContext({ seed: 1, scale: 0.02 });
    await run([...CLEAR_TEXT_INDEX_SQL, ...CLEAR_CATALOG_SQL]);
    let rid = 1;
    for (const store of ['ru', 'en'] as const) {
      for (const chunk of storeViewChunks(store, context, 10)) {
        const firstRid = rid;
        await run([
          ...seedStatements(chunk, firstRid),
          ...textIndexStatements(chunk.map((d, i) => ({ ...d, rid: firstRid + i }))),
        ]);
        rid += chunk.length;
      }
    }
    await run(seedInfoStatements({ seed: 1, scale: 0.02, productCount: context.layout.total }));

    const products = await env.DB.prepare(
      "SELECT store, count(*) AS n FROM documents WHERE entity = 'product' GROUP BY store ORDER BY store",
    ).all<{ store: string; n: number }>();
    // 40 visible (scale 0.02), 1 disabled, 1 hidden.
    expect(products.results).toEqual([
      { store: 'en', n: 42 },
      { store: 'ru', n: 42 },
    ]);
    const hero = await env.DB.prepare(
      "SELECT d.doc FROM facets f JOIN documents d ON d.rid = f.rid WHERE f.attr = 'sku' AND f.val = 'SNK00012' AND d.store = 'en' AND d.entity = 'product'",
    ).first<{ doc: string }>();
    expect((JSON.parse(hero?.doc ?? '{}') as { name?: string }).name).toBe(
      "Women's running sneakers Severny Veter Groza",
    );
    const childSku = await env.DB.prepare(
      "SELECT count(*) AS n FROM facets WHERE attr = 'configurable_children.sku' AND val LIKE 'SNK00012-%'",
    ).first<{ n: number }>();
    expect(childSku?.n).toBeGreaterThan(0);
    const text = await env.DB.prepare('SELECT count(*) AS n FROM product_text_en').first<{ n: number }>();
    expect(text?.n).toBe(42);
    const values = await env.DB.prepare('SELECT count(*) AS n FROM doc_values').first<{ n: number }>();
    expect(values?.n).toBeGreaterThan(0);
    const info = await env.DB.prepare("SELECT value FROM seed_info WHERE key = 'product_count'").first<{
      value: string;
    }>();
    expect(info?.value).toBe('42');
  });
});

// GET /api/stock/check and /api/stock/list (contract §1.1 S1, S2; stock item §1.3) against the seeded
// demo catalogue (tests/support/workerd/seed-demo.ts, seed 1, scale 0.05).
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import {
  STOCK_LIST_MAX_SKUS,
  stockCheckResponseSchema,
  stockListResponseSchema,
  type FullStockItem,
} from '#shared/contract/stock.ts';
import { indexDocument } from '#worker/platform/storage/indexing.ts';
import { insertDocumentsSql } from '#worker/platform/storage/sql.ts';
import type { Catalog } from '#worker/platform/seed/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const API = 'http://localhost/api/stock';
let catalog: Catalog;

/** A product that exists only in the en view, so that the store view switch is observable. */
const EN_ONLY = { id: 990_001, sku: 'EN-ONLY-990001', qty: 7 };

beforeAll(async () => {
  catalog = await seedDemoCatalogue(env.DB);
  const doc = indexDocument('en', 'product', {
    id: EN_ONLY.id,
    sku: EN_ONLY.sku,
    type_id: 'simple',
    status: 1,
    visibility: 4,
    stock: { item_id: EN_ONLY.id, product_id: EN_ONLY.id, stock_id: 1, qty: EN_ONLY.qty, is_in_stock: true },
  });
  for (const sql of insertDocumentsSql([doc], 10_000_000)) await env.DB.prepare(sql).run();
});

type Doc = Record<string, unknown> & {
  stock: Record<string, unknown>;
  configurable_children?: Array<Record<string, unknown> & { stock: Record<string, unknown> }>;
};

function seededProduct(id: number, store: 'ru' | 'en' = 'ru'): Doc {
  const found = catalog.documents.find((d) => d.store === store && d.entity === 'product' && d.doc.id === id);
  if (!found) throw new Error(`product ${id} is not in the seeded catalogue`);
  return found.doc as Doc;
}

function seededChild(parentId: number, sku: string): Record<string, unknown> & { stock: Record<string, unknown> } {
  const child = seededProduct(parentId).configurable_children?.find((c) => c.sku === sku);
  if (!child) throw new Error(`child ${sku} is not in the seeded catalogue`);
  return child;
}

async function check(path: string, headers: Record<string, string> = {}): Promise<FullStockItem> {
  const res = await SELF.fetch(`${API}${path}`, { headers });
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return stockCheckResponseSchema.parse(json).result;
}

async function listAnswer(path: string) {
  const res = await SELF.fetch(`${API}${path}`);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return stockListResponseSchema.parse(json);
}

const list = async (path: string): Promise<FullStockItem[]> => (await listAnswer(path)).result;

async function expectError(path: string, status: number, message: string): Promise<void> {
  const res = await SELF.fetch(`${API}${path}`);
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(errorEnvelopeSchema.parse(await res.json())).toEqual({
    code: status,
    result: expect.stringContaining(message),
  });
}

describe('GET /api/stock/check', () => {
  it('answers the full stock item of a parent sku (simple BAG00005, 113 in stock)', async () => {
    const item = await check('/check?sku=BAG00005');
    const stored = seededProduct(1400).stock;
    expect(item).toEqual({ ...stored, sku: 'BAG00005' });
    expect(item).toMatchObject({
      item_id: 1400,
      product_id: 1400,
      stock_id: 1,
      qty: 113,
      is_in_stock: true,
      manage_stock: true,
      use_config_min_sale_qty: 1,
    });
  });

  it('answers a configurable child from its parent, filling the §1.3 defaults the short child item lacks', async () => {
    const item = await check('/check/SND00011-36-black');
    const stored = seededChild(2000, 'SND00011-36-black').stock;
    expect(stored).not.toHaveProperty('use_config_manage_stock'); // the seed stores the short form
    expect(item).toMatchObject({ item_id: 2001, product_id: 2001, qty: stored.qty, is_in_stock: stored.is_in_stock });
    expect(item).toMatchObject({
      qty: 50,
      is_in_stock: true,
      use_config_manage_stock: true,
      notify_stock_qty: 1,
      low_stock_date: null,
      sku: 'SND00011-36-black',
    });
  });

  it('answers an out-of-stock child as not in stock with qty 0', async () => {
    const item = await check('/check?sku=SND00011-38-black');
    expect(seededChild(2000, 'SND00011-38-black').stock).toMatchObject({ qty: 0, is_in_stock: false });
    expect(item).toMatchObject({ product_id: 2003, qty: 0, is_in_stock: false });
  });

  it("a configurable parent answers its own stock, not a child's", async () => {
    expect(await check('/check?sku=SND00011')).toMatchObject({
      product_id: 2000,
      qty: seededProduct(2000).stock.qty as number,
    });
  });

  it('unknown sku → 404 "No such sku"', async () => {
    await expectError('/check?sku=NOPE-0001', 404, 'No such sku: NOPE-0001');
    await expectError('/check/bag00005', 404, 'No such sku: bag00005'); // skus match exactly
  });

  it('missing or bad parameters → 400', async () => {
    await expectError('/check', 400, 'sku parameter is required');
    await expectError('/check?sku=', 400, 'sku parameter is required');
    await expectError(`/check?sku=${'A'.repeat(65)}`, 400, 'at most 64 characters');
    await expectError('/check?sku=BAG00005&stockId=2', 400, 'Unknown stockId');
    await expectError('/check?sku=BAG00005&stockId=x', 400, 'stockId must be a positive integer');
    expect(await check('/check?sku=BAG00005&stockId=1')).toMatchObject({ product_id: 1400 });
  });

  it('selects the store view by storeCode or x-vs-store-code; unknown code → 400', async () => {
    await expectError(`/check?sku=${EN_ONLY.sku}`, 404, 'No such sku');
    expect(await check(`/check?sku=${EN_ONLY.sku}&storeCode=en`)).toMatchObject({
      product_id: EN_ONLY.id,
      qty: 7,
      is_in_stock: true,
      max_sale_qty: 10000,
    });
    expect(await check(`/check/${EN_ONLY.sku}`, { 'x-vs-store-code': 'en' })).toMatchObject({ product_id: EN_ONLY.id });
    await expectError('/check?sku=BAG00005&storeCode=de', 400, 'Unknown store code "de"');
  });
});

describe('GET /api/stock/list', () => {
  it('keeps the order of the skus, duplicates included; unknown skus are no item but named (ADR 058)', async () => {
    const answer = await listAnswer('/list?skus=SND00011-38-black,NOPE-0001,BAG00005,SND00011-38-black,NOPE-0001');
    expect(answer.result.map((i) => [i.sku, i.product_id, i.qty, i.is_in_stock])).toEqual([
      ['SND00011-38-black', 2003, 0, false],
      ['BAG00005', 1400, 113, true],
      ['SND00011-38-black', 2003, 0, false],
    ]);
    expect(answer.meta).toEqual({ unknownSkus: ['NOPE-0001'] });
    // Only unknown skus: an empty list, still a 200 (a chunk of a page's children never fails as a whole).
    expect(await listAnswer('/list?skus=NOPE-0001,NOPE-0002')).toEqual({
      code: 200,
      result: [],
      meta: { unknownSkus: ['NOPE-0001', 'NOPE-0002'] },
    });
    expect((await listAnswer('/list?skus=BAG00005')).meta).toBeUndefined();
  });

  it("answers a chunk of 15 (the storefront's size) in one request", async () => {
    const parent = seededProduct(2000);
    const skus = (parent.configurable_children ?? []).slice(0, 14).map((c) => String(c.sku));
    const items = await list(`/list?skus=${['BPK00006', ...skus].join(',')}`);
    expect(items).toHaveLength(skus.length + 1);
    expect(items[0]).toMatchObject({ sku: 'BPK00006', qty: 32 });
    expect(items.slice(1).map((i) => i.qty)).toEqual(
      (parent.configurable_children ?? []).slice(0, 14).map((c) => c.stock.qty),
    );
  });

  it('spaces and empty entries are ignored', async () => {
    expect((await list('/list?skus=%20BAG00005%20,,BPK00006,')).map((i) => i.sku)).toEqual(['BAG00005', 'BPK00006']);
  });

  it(`more than ${STOCK_LIST_MAX_SKUS} skus, none, or missing → 400`, async () => {
    const many = Array.from({ length: STOCK_LIST_MAX_SKUS + 1 }, (_, i) => `S${i}`).join(',');
    await expectError(`/list?skus=${many}`, 400, `at most ${STOCK_LIST_MAX_SKUS} skus`);
    await expectError('/list', 400, 'skus parameter is required');
    await expectError('/list?skus=,,', 400, 'skus parameter is required');
  });

  it(`exactly ${STOCK_LIST_MAX_SKUS} skus are answered (more than one D1 statement)`, async () => {
    const skus = Array.from({ length: STOCK_LIST_MAX_SKUS }, (_, i) => (i === 250 ? 'BAG00005' : `S${i}`));
    const answer = await listAnswer(`/list?skus=${skus.join(',')}`);
    expect(answer.result).toEqual([expect.objectContaining({ sku: 'BAG00005', qty: 113 })]);
    expect(answer.meta?.unknownSkus).toHaveLength(STOCK_LIST_MAX_SKUS - 1);
  });

  it('switches the store view', async () => {
    expect(await list(`/list?skus=${EN_ONLY.sku}`)).toEqual([]);
    expect((await list(`/list?skus=${EN_ONLY.sku}&storeCode=en`))[0]).toMatchObject({ product_id: EN_ONLY.id, qty: 7 });
    await expectError('/list?skus=BAG00005&storeCode=xx', 400, 'Unknown store code');
  });
});

// GET /api/ext/cms-data/… (contract §1.1 X1, shapes §3.6) against the seeded demo catalogue.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import { cmsBlockResponseSchema, cmsPageResponseSchema, type CmsBlock, type CmsPage } from '#shared/contract/cms.ts';
import { indexDocument } from '#worker/platform/storage/indexing.ts';
import { insertDocumentsSql } from '#worker/platform/storage/sql.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const API = 'http://localhost/api/ext/cms-data';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
  // An inactive page: found by id, invisible to the identifier lookup (Magento checkIdentifier).
  const hidden = indexDocument('ru', 'cms_page', {
    id: 900,
    identifier: 'hidden-page',
    title: 'Скрытая',
    page_layout: '1column',
    content_heading: 'Скрытая',
    content: '<p>—</p>',
    active: false,
    store_id: [0],
  });
  for (const sql of insertDocumentsSql([hidden], 10_000_000)) await env.DB.prepare(sql).run();
});

async function page(path: string, headers: Record<string, string> = {}): Promise<CmsPage> {
  const res = await SELF.fetch(`${API}${path}`, { headers });
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return cmsPageResponseSchema.parse(json).result;
}

async function block(path: string): Promise<CmsBlock> {
  const res = await SELF.fetch(`${API}${path}`);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return cmsBlockResponseSchema.parse(json).result;
}

async function expectError(path: string, status: number, message: string): Promise<void> {
  const res = await SELF.fetch(`${API}${path}`);
  expect(res.status).toBe(status);
  expect(errorEnvelopeSchema.parse(await res.json())).toEqual({
    code: status,
    result: expect.stringContaining(message),
  });
}

describe('CMS pages', () => {
  it('by id, in the default (ru) view and in en by storeCode / header', async () => {
    expect(await page('/cmsPage/1')).toMatchObject({
      id: 1,
      identifier: 'delivery-modnyi-bereg',
      title: 'Доставка',
      active: true,
    });
    expect(await page('/cmsPage/1?storeCode=en')).toMatchObject({ id: 1, title: 'Delivery' });
    expect(await page('/cmsPage/2', { 'x-vs-store-code': 'en' })).toMatchObject({
      identifier: 'orders-modnyi-bereg',
      title: 'How to order',
    });
  });

  it('by identifier and storeId (1 = ru, 2 = en): the same page in both languages', async () => {
    const ru = await page('/cmsPageIdentifier/size-guide/storeId/1');
    const en = await page('/cmsPageIdentifier/size-guide/storeId/2');
    expect(ru).toMatchObject({ id: 4, title: 'Таблица размеров', content_heading: 'Таблица размеров' });
    expect(en).toMatchObject({ id: 4, title: 'Size guide' });
    expect(ru.content).toContain('Измерьте длину стопы');
    expect(en.content).toContain('Measure your foot');
  });

  it('inactive pages: found by id, not by identifier', async () => {
    expect(await page('/cmsPage/900')).toMatchObject({ identifier: 'hidden-page', active: false });
    await expectError(
      '/cmsPageIdentifier/hidden-page/storeId/1',
      404,
      'No such CMS page with identifier "hidden-page" in store view ru',
    );
  });

  it('not found → 404', async () => {
    await expectError('/cmsPage/999', 404, 'No such CMS page with id 999 in store view ru');
    await expectError('/cmsPage/900?storeCode=en', 404, 'No such CMS page with id 900 in store view en');
    await expectError(
      '/cmsPageIdentifier/no-such-page/storeId/2',
      404,
      'No such CMS page with identifier "no-such-page" in store view en',
    );
    // a block identifier is not a page
    await expectError('/cmsPageIdentifier/footer_links_block/storeId/1', 404, 'No such CMS page');
  });
});

describe('CMS blocks', () => {
  it('by id and by identifier in both views', async () => {
    expect(await block('/cmsBlock/1')).toMatchObject({
      id: 1,
      identifier: 'footer_links_block',
      title: 'Ссылки в подвале',
    });
    expect(await block('/cmsBlockIdentifier/footer_links_block/storeId/2')).toMatchObject({
      id: 1,
      title: 'Footer Links Block',
      type: 'cms_block',
    });
    const ru = await block('/cmsBlockIdentifier/newsletter_text/storeId/1');
    expect(ru.content).toBe('<p>Подпишитесь на рассылку и получите скидку 10 % на первый заказ.</p>');
  });

  it('not found → 404', async () => {
    await expectError('/cmsBlock/6', 404, 'No such CMS block with id 6');
    await expectError(
      '/cmsBlockIdentifier/size-guide/storeId/1',
      404,
      'No such CMS block with identifier "size-guide"',
    );
  });
});

describe('bad input → 400', () => {
  it('non-numeric, zero or huge ids', async () => {
    await expectError('/cmsPage/abc', 400, 'the CMS id must be a positive integer');
    await expectError('/cmsBlock/0', 400, 'the CMS id must be a positive integer');
    await expectError('/cmsPage/1.5', 400, 'the CMS id must be a positive integer');
    await expectError('/cmsPage/99999999999', 400, 'the CMS id must be a positive integer');
  });
  it('unknown or non-numeric storeId', async () => {
    await expectError('/cmsPageIdentifier/size-guide/storeId/3', 400, 'Unknown storeId 3; expected one of 1, 2');
    await expectError('/cmsBlockIdentifier/footer_links_block/storeId/0', 400, 'Unknown storeId 0');
    await expectError('/cmsPageIdentifier/size-guide/storeId/ru', 400, 'storeId must be a number');
  });
  it('identifiers with characters Magento does not allow; unknown store code', async () => {
    await expectError("/cmsPageIdentifier/size'guide/storeId/1", 400, 'the CMS identifier may only contain');
    await expectError('/cmsPage/1?storeCode=de', 400, 'Unknown store code "de"');
  });
  it('unknown cms-data endpoints → 404 with the usage', async () => {
    await expectError('/cmsWidget/1', 404, 'Unknown cms-data endpoint GET /api/ext/cms-data/cmsWidget/1');
  });
});

// POST /api/url/map (contract §1.6) against the fixture catalogue.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import { urlMapResponseSchema, type UrlMapRequest, type UrlMapResponse } from '#shared/contract/url-map.ts';
import { seedCatalogFixtures } from '#tests/support/workerd/catalog-fixtures.ts';

const MAP = 'http://localhost/api/url/map';

beforeAll(async () => {
  await seedCatalogFixtures(env.DB);
});

async function map(body: UrlMapRequest, query = '', headers: Record<string, string> = {}): Promise<UrlMapResponse> {
  const res = await SELF.fetch(`${MAP}${query}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return urlMapResponseSchema.parse(json);
}

async function expectError(res: Response, status: number, message: string): Promise<void> {
  const body = errorEnvelopeSchema.parse(await res.json());
  expect(res.status).toBe(status);
  expect(body).toEqual({ code: status, result: expect.stringContaining(message) });
}

describe('url map', () => {
  it('finds a product by url_path (the VSF request shape) and returns the raw hit', async () => {
    const hit = await map({
      url: 'katalog/futbolka-bazovaya-101.html',
      includeFields: null,
      excludeFields: [],
      options: { prefetchGroupProducts: true },
      filters: { sku: undefined },
      groupId: null,
      groupToken: null,
    });
    expect(hit).toMatchObject({ _index: 'vue_storefront_catalog_ru_product', _type: 'product', _id: '101', _score: 1 });
    expect(hit?._source).toMatchObject({
      id: 101,
      sku: 'SKU-101',
      name: 'Футболка базовая',
      description: '<p>Футболка базовая</p>',
    });
  });

  it('strips a leading slash; finds categories and cms pages', async () => {
    expect(await map({ url: '/odezhda-10/futbolki-11' })).toMatchObject({
      _type: 'category',
      _id: '11',
      _source: { name: 'Футболки и рубашки' },
    });
    expect(await map({ url: 'about-us' })).toMatchObject({
      _index: 'vue_storefront_catalog_ru_cms_page',
      _type: 'cms_page',
      _id: '5',
      _source: { identifier: 'about-us', title: 'О нас' },
    });
  });

  it('answers null for unknown urls and for urls of the other store view', async () => {
    expect(await map({ url: 'katalog/nothing-here.html' })).toBeNull();
    expect(await map({ url: 'catalog/basic-t-shirt-101.html' })).toBeNull();
    expect(await map({ url: 'odezhda-10/futbolki' })).toBeNull(); // exact match only
  });

  it('picks the store view from ?storeCode= or the x-vs-store-code header', async () => {
    expect(await map({ url: 'catalog/basic-t-shirt-101.html' }, '?storeCode=en')).toMatchObject({
      _index: 'vue_storefront_catalog_en_product',
      _source: { name: 'Basic T-shirt' },
    });
    expect(await map({ url: 'about-us' }, '', { 'x-vs-store-code': 'en' })).toMatchObject({
      _source: { title: 'About us' },
    });
  });

  it('includeFields keeps the listed fields plus url_path, identifier, id, slug, sku, type_id', async () => {
    const hit = await map({
      url: 'katalog/krossovki-begovye-200.html',
      includeFields: ['name', 'configurable_children.sku'],
    });
    expect(hit?._source).toEqual({
      id: 200,
      sku: 'SKU-200',
      name: 'Кроссовки беговые',
      type_id: 'configurable',
      slug: 'krossovki-begovye-200',
      url_path: 'katalog/krossovki-begovye-200.html',
      configurable_children: [{ sku: 'SKU-200-49-179' }, { sku: 'SKU-200-49-180' }, { sku: 'SKU-200-58-179' }],
    });
  });

  it('excludeFields removes fields, with wildcards', async () => {
    const hit = await map({
      url: 'katalog/krossovki-begovye-200.html',
      excludeFields: ['description', 'sgn', '*.sgn'],
    });
    expect(hit?._source).not.toHaveProperty('description');
    expect(hit?._source).not.toHaveProperty('sgn');
    expect((hit?._source.configurable_children as Record<string, unknown>[])[0]).not.toHaveProperty('sgn');
    expect(hit?._source).toHaveProperty('name');
  });
});

describe('url map errors', () => {
  const post = (body: string, query = '') => SELF.fetch(`${MAP}${query}`, { method: 'POST', body });

  it('missing or empty url', async () => {
    await expectError(await post('{}'), 400, 'Missing url');
    await expectError(await post('{"url":""}'), 400, 'Missing url');
    await expectError(await post('{"url":"/"}'), 400, 'Missing url');
    await expectError(await post(''), 400, 'Missing url');
  });
  it('a url that is not a string, malformed JSON, bad field lists', async () => {
    await expectError(await post('{"url":5}'), 400, 'url');
    await expectError(await post('{"url":'), 400, 'Malformed JSON');
    await expectError(await post('{"url":"about-us","includeFields":["a b"]}'), 400, 'field paths may only contain');
  });
  it('a url of another type says what it got, not that it is missing (issue 8 finding 10)', async () => {
    const exactly = async (body: string, message: string) => {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(await res.json(), body).toEqual({ code: 400, result: message });
    };
    // JSON.parse turns 1e400 into Infinity: a number, though not one JSON can write back.
    await exactly('{"url":1e400}', 'url: expected a string, got a number');
    await exactly('{"url":5}', 'url: expected a string, got the number 5');
    await exactly('{"url":["about-us"]}', 'url: expected a string, got an array');
    await exactly('{"url":{"path":"about-us"}}', 'url: expected a string, got an object');
    await exactly('{"url":true}', 'url: expected a string, got true');
    // A schema without its own type message gets zod's default restated in the same words.
    await exactly('{"url":"about-us","includeFields":"name"}', 'includeFields: expected an array, got a string');
  });
  it('unknown store code', async () => {
    await expectError(await post('{"url":"about-us"}', '?storeCode=de'), 400, 'Unknown store code "de"');
  });
  it('GET is refused with a clear message', async () => {
    await expectError(await SELF.fetch(MAP), 405, 'use POST /api/url/map');
  });
});

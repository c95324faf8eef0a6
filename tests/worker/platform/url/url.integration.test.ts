// GET /api/url?url= (contract §1.1 mounts /api/url; §1.6 client transform; §4.6 parametrizeRouteData)
// against the seeded demo catalogue.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import { urlRouteResponseSchema, type RouteData } from '#worker/platform/url/route-data.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const API = 'http://localhost/api/url';
const BAG = 'zhenshchinam/aksessuary/sumki/sumka-zhenskaya-cherez-plecho-gorodskoi-ritm-taiga-1400.html';
const SANDALS = 'muzhchinam/obuv/sandalii/sandalii-muzhskie-sportivnye-gorodskoi-ritm-groza-2000.html';
const NOT_FOUND: RouteData = { name: 'page-not-found', params: { slug: 'page-not-found' } };

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

async function route(url: string, query = '', headers: Record<string, string> = {}): Promise<RouteData> {
  const res = await SELF.fetch(`${API}?url=${encodeURIComponent(url)}${query}`, { headers });
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  return urlRouteResponseSchema.parse(json).result;
}

async function expectError(query: string, message: string): Promise<void> {
  const res = await SELF.fetch(`${API}${query}`);
  expect(res.status).toBe(400);
  expect(errorEnvelopeSchema.parse(await res.json())).toEqual({ code: 400, result: expect.stringContaining(message) });
}

describe('GET /api/url', () => {
  it('a product url_path → <type_id>-product with slug, parentSku, childSku', async () => {
    expect(await route(`/${BAG}`)).toEqual({
      name: 'simple-product',
      params: {
        slug: 'sumka-zhenskaya-cherez-plecho-gorodskoi-ritm-taiga-1400',
        parentSku: 'BAG00005',
        childSku: 'BAG00005',
      },
    });
  });

  it("the url's own ?childSku= selects the variant of a configurable product", async () => {
    expect(await route(`${SANDALS}?childSku=SND00011-37-black`)).toEqual({
      name: 'configurable-product',
      params: {
        slug: 'sandalii-muzhskie-sportivnye-gorodskoi-ritm-groza-2000',
        parentSku: 'SND00011',
        childSku: 'SND00011-37-black',
      },
    });
  });

  it('a category url_path → category with its slug (trailing slash ignored)', async () => {
    expect(await route('/zhenshchinam/obuv/')).toEqual({ name: 'category', params: { slug: 'obuv-4' } });
  });

  it('a cms page identifier → cms-page with the identifier as slug', async () => {
    expect(await route('size-guide')).toEqual({ name: 'cms-page', params: { slug: 'size-guide' } });
  });

  it('unknown paths, partial paths and the bare home → page-not-found', async () => {
    expect(await route('/zhenshchinam/no-such-thing.html')).toEqual(NOT_FOUND);
    expect(await route('/zhenshchinam/obu')).toEqual(NOT_FOUND);
    expect(await route('/')).toEqual(NOT_FOUND);
  });

  it('a store code in the path picks the view and prefixes the route name, as the storefront names routes', async () => {
    expect(await route('/en/zhenshchinam/obuv')).toEqual({ name: 'en-category', params: { slug: 'obuv-4' } });
    expect(await route(`/ru/${BAG}`)).toMatchObject({ name: 'ru-simple-product' });
    expect(await route('/en/nothing-here')).toEqual({ name: 'en-page-not-found', params: { slug: 'page-not-found' } });
    // the path wins over storeCode; absolute urls are accepted
    expect(await route('https://shop.example/en/size-guide', '&storeCode=ru')).toEqual({
      name: 'en-cms-page',
      params: { slug: 'size-guide' },
    });
  });

  it('storeCode / x-vs-store-code select the view for unprefixed urls', async () => {
    expect(await route('size-guide', '&storeCode=en')).toEqual({ name: 'cms-page', params: { slug: 'size-guide' } });
    expect(await route('zhenshchinam/obuv', '', { 'x-vs-store-code': 'en' })).toEqual({
      name: 'category',
      params: { slug: 'obuv-4' },
    });
  });

  it('missing url, malformed url, unknown store code → 400', async () => {
    await expectError('', 'Missing url');
    await expectError('?url=', 'Missing url');
    await expectError('?url=%2Fa%25zz', 'malformed percent-encoding');
    await expectError(`?url=${'a'.repeat(2001)}`, 'url is too long');
    await expectError('?url=size-guide&storeCode=de', 'Unknown store code "de"');
  });

  it('POST /api/url/map keeps answering next to it', async () => {
    const res = await SELF.fetch(`${API}/map`, { method: 'POST', body: JSON.stringify({ url: 'size-guide' }) });
    expect(await res.json()).toMatchObject({
      _type: 'cms_page',
      _source: { identifier: 'size-guide', title: 'Таблица размеров' },
    });
  });
});

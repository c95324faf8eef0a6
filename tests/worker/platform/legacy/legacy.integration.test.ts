// Legacy Magento backend calls of spec §7 answered by the platform app from the seeded demo catalogue.
// The platform app is called directly: forwarding these non-/api paths is the outer worker's job.
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import {
  sectionLoadResponseSchema,
  stockistsResponseSchema,
  type SectionLoadResponse,
  type Stockist,
} from '#shared/contract/legacy.ts';
import { createPlatformApp } from '#worker/platform/app.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const platform = createPlatformApp();
const SECTIONS = '/customer/section/load/?sections=cart,geoip,customer,messages&force_new_section_timestamp=false';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

function call(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(platform.fetch(new Request(`http://localhost${path}`, { headers }), env));
}

async function stockists(query = '', headers: Record<string, string> = {}): Promise<Stockist[]> {
  const res = await call(`/stockists/ajax/stores${query}`, headers);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  return stockistsResponseSchema.parse(json);
}

async function sections(path: string, headers: Record<string, string> = {}): Promise<SectionLoadResponse> {
  const res = await call(path, headers);
  const json: unknown = await res.json();
  expect(res.status, JSON.stringify(json)).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return sectionLoadResponseSchema.parse(json);
}

async function expectError(path: string, message: string): Promise<void> {
  const res = await call(path);
  expect(res.status).toBe(400);
  expect(errorEnvelopeSchema.parse(await res.json())).toEqual({ code: 400, result: expect.stringContaining(message) });
}

describe('GET /stockists/ajax/stores?all=true', () => {
  it('lists the 9 store locator points of the view with their region', async () => {
    const points = await stockists('?all=true');
    expect(points).toHaveLength(9);
    expect(points.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(points.find((p) => p.id === 4)).toEqual({
      id: 4,
      name: 'Модный берег — Казань',
      city: 'Казань',
      region: 'Республика Татарстан',
      region_id: 3,
      country_id: 'RU',
      address: 'ул. Баумана, 7',
      lat: 55.7961,
      lng: 49.1064,
      phone: '+7 (843) 555-14-32',
      hours: 'Ежедневно 10:00-22:00',
    });
    expect(points.filter((p) => p.city === 'Москва').map((p) => p.name)).toEqual([
      'Модный берег — Москва 1',
      'Модный берег — Москва 2',
    ]);
  });

  it('in the en view; without all=; bad parameters → 400', async () => {
    const points = await stockists('?all=true&storeCode=en');
    expect(points.find((p) => p.id === 4)).toMatchObject({
      name: 'Modny Bereg — Kazan',
      region: 'Republic of Tatarstan',
      hours: 'Daily 10:00-22:00',
    });
    expect(await stockists('', { 'x-vs-store-code': 'en' })).toHaveLength(9);
    await expectError('/stockists/ajax/stores?all=false', 'only all=true is supported');
    await expectError('/stockists/ajax/stores?all=true&storeCode=de', 'Unknown store code "de"');
  });
});

describe('GET /customer/section/load/', () => {
  it('an anonymous visitor: empty cart, no customer, no messages, default city Moscow, a random form_key', async () => {
    const body = await sections(SECTIONS);
    expect(Object.keys(body).sort()).toEqual(['cart', 'customer', 'form_key', 'geoip', 'messages']);
    expect(body.cart).toMatchObject({ summary_count: 0, items: [], quote_id: null, storeId: '1' });
    expect(body.customer).toMatchObject({ customer_id: null });
    expect(body.messages).toMatchObject({ messages: [] });
    expect(body.geoip?.city_info).toEqual({
      city: 'Москва',
      region: 'Москва',
      region_id: 1,
      country_id: 'RU',
      lat: 55.7558,
      lng: 37.6173,
      source: 'default',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(Math.abs((body.cart?.data_id ?? 0) - now)).toBeLessThan(60);
    const again = await sections(SECTIONS);
    expect(again.form_key).not.toBe(body.form_key);
  });

  it("sections=geoip answers only geoip; the Cloudflare city header picks a shop city in the view's language", async () => {
    const body = await sections('/customer/section/load/?sections=geoip', {
      'cf-ipcity': 'Kazan',
      'cf-region': 'Tatarstan Republic',
    });
    expect(Object.keys(body).sort()).toEqual(['form_key', 'geoip']);
    expect(body.geoip?.city_info).toEqual({
      city: 'Казань',
      region: 'Республика Татарстан',
      region_id: 3,
      country_id: 'RU',
      lat: 55.7961,
      lng: 49.1064,
      source: 'cf-ipcity',
    });
    const en = await sections('/customer/section/load?sections=geoip&storeCode=en', {
      'cf-ipcity': 'Saint Petersburg',
    });
    expect(en.geoip?.city_info).toMatchObject({ city: 'Saint Petersburg', region_id: 2, source: 'cf-ipcity' });
  });

  it('a city without a shop region is answered as the edge named it; a known region header gives its city', async () => {
    const far = await sections('/customer/section/load/?sections=geoip', {
      'cf-ipcity': 'Tver',
      'cf-region': 'Tver Oblast',
      'cf-ipcountry': 'ru',
    });
    expect(far.geoip?.city_info).toEqual({
      city: 'Tver',
      region: 'Tver Oblast',
      region_id: null,
      country_id: 'RU',
      lat: null,
      lng: null,
      source: 'cf-ipcity',
    });
    const byRegion = await sections('/customer/section/load/?sections=geoip', { 'cf-region': 'Sverdlovsk Oblast' });
    expect(byRegion.geoip?.city_info).toMatchObject({ city: 'Екатеринбург', region_id: 4, source: 'cf-region' });
  });

  it('all sections when `sections` is absent (Magento); unknown sections and bad flags → 400', async () => {
    expect(Object.keys(await sections('/customer/section/load/')).sort()).toEqual([
      'cart',
      'customer',
      'form_key',
      'geoip',
      'messages',
    ]);
    await expectError(
      '/customer/section/load/?sections=cart,wishlist',
      'Unknown section(s) wishlist; known sections: cart, customer, messages, geoip',
    );
    await expectError('/customer/section/load/?sections=', 'No section named');
    await expectError(
      '/customer/section/load/?sections=cart&force_new_section_timestamp=maybe',
      'force_new_section_timestamp must be true or false',
    );
  });
});

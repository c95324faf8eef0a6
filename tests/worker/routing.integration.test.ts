// The outer worker sends platform paths to the platform and everything else to the pages.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

describe('outer worker routing', () => {
  it('answers the API version as JSON', async () => {
    const response = await SELF.fetch('http://storefront.test/api');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ version: '1.12.5' });
  });

  it('forwards the legacy store locator and section-load calls to the platform', async () => {
    const stores = await SELF.fetch('http://storefront.test/stockists/ajax/stores?all=true');
    expect(stores.status).toBe(200);
    expect(stores.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await stores.json()) as unknown[]).length).toBeGreaterThan(3);
    const sections = await SELF.fetch('http://storefront.test/customer/section/load/?sections=geoip');
    expect(sections.status).toBe(200);
    expect(await sections.json()).toMatchObject({ geoip: { city_info: { city: 'Москва' } } });
  });

  it('answers an unknown API path with a JSON 404 envelope, not a page', async () => {
    const response = await SELF.fetch('http://storefront.test/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, result: 'Unknown API endpoint: GET /api/no-such-thing' });
  });

  it('sets security headers on pages', async () => {
    const response = await SELF.fetch('http://storefront.test/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// A failure while loading a page gives the spec's Internal Server Error page (spec §8) with status 500,
// a request id, and no half-written stream. The catalogue is made unavailable on purpose: each test
// file has its own D1 storage.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';

beforeAll(async () => {
  await env.DB.exec('DROP TABLE facets');
});

describe('internal server error page', () => {
  it('answers 500 with the spec texts, a request id and no script', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await SELF.fetch('http://storefront.test/c/anything');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const html = await response.text();
    expect(html).toContain('<title>Внутренняя ошибка сервера 500</title>');
    expect(html).toContain('При обработке запроса произошла внутренняя ошибка сервера.');
    expect(html).toContain(requestId);
    expect(html).not.toContain('<script');
    expect(html.endsWith('</html>')).toBe(true);
    // The failure is logged once per failing loader with the same request id.
    const entries = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes(requestId));
    expect(entries.length).toBeGreaterThan(0);
    expect(JSON.parse(entries[0]!)).toMatchObject({ level: 'error', requestId, where: 'loader' });
    logged.mockRestore();
  });

  it('speaks English in the English store view', async () => {
    const response = await SELF.fetch('http://storefront.test/en/c/anything');
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('We&#39;ve noticed Internal Server Error while rendering this request.');
  });
});

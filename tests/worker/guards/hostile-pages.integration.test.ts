// Page urls and methods an attacker or a broken client sends (issue 8 findings 7, 8 and 9, ADR 016):
// not-found paths answer the 404 page quickly without an error log, wrong methods answer 405 with
// Allow, and bodies over the limit answer 413 before anything parses them.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page urls no route can match (finding 7)', () => {
  const paths = [
    '/%0A',
    '/a%0Ab',
    '/%E2%80%A8',
    '/en/%00x',
    `/${'a'.repeat(2_100)}`,
    `/ru/${'katalog/'.repeat(300)}`,
    '/%E0%A4%A',
  ];
  for (const path of paths) {
    it(`answers ${path.slice(0, 24)}${path.length > 24 ? '…' : ''} with the 404 page and logs no error`, async () => {
      const errors = vi.spyOn(console, 'error');
      const response = await SELF.fetch(`http://shop.test${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex');
      expect(errors).not.toHaveBeenCalled();
    });
  }
});

describe('wrong methods (finding 9)', () => {
  it('answers 405 with Allow on the legacy JSON paths, as an envelope', async () => {
    for (const path of ['/customer/section/load/', '/customer/section/load', '/stockists/ajax/stores']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await SELF.fetch(`http://shop.test${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(await response.json()).toEqual({
          code: 405,
          result: `ERROR: ${method} request method is not supported; use GET ${path}`,
        });
      }
    }
  });

  it('answers 405 with Allow on images and pages', async () => {
    for (const path of ['/img/104/104/resize/p/1.svg', '/', '/c/zhenshchinam-3', '/robots.txt', '/en/anything']) {
      const response = await SELF.fetch(`http://shop.test${path}`, { method: 'PUT', body: 'x' });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-type')?.toLowerCase()).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe('405 Method Not Allowed: use GET or HEAD');
    }
  });
});

describe('request bodies over the limit (finding 8)', () => {
  it('answers 413 with an envelope for a body over 64 KB, declared or streamed', async () => {
    const big = JSON.stringify({ url: 'x', includeFields: Array.from({ length: 20_000 }, (_, i) => `f${i}`) });
    expect(big.length).toBeGreaterThan(64 * 1024);
    const declared = await SELF.fetch('http://shop.test/api/url/map', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: 413, result: 'Request body too large: at most 65536 bytes' });

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
        for (let i = 0; i < 8; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const streamed = await SELF.fetch('http://shop.test/api/cart/update?cartId=x', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { code: number }).code).toBe(413);
  });

  it('still takes a body at the limit', async () => {
    const body = JSON.stringify({ url: 'size-guide', pad: 'x'.repeat(60_000) });
    const response = await SELF.fetch('http://shop.test/api/url/map', { method: 'POST', body });
    expect(response.status).toBe(200);
  });
});

describe('tokens no header can carry (found by the fuzz suite)', () => {
  it('answers 400 with an envelope instead of a 500 from Headers.set', async () => {
    const response = await SELF.fetch('http://shop.test/api/cart/create?token=a%00b', { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      result: 'Malformed token: a token holds only printable ASCII characters, no spaces',
    });
  });
});

describe('request ids (hono/request-id)', () => {
  it('echoes a well-formed X-Request-Id and replaces one that could split a log line', async () => {
    const given = await SELF.fetch('http://shop.test/api/catalog/vue_storefront_catalog/product/_search?size=1', {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const hostile = await SELF.fetch('http://shop.test/robots.txt', { headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// The image endpoint through the real worker (workerd): GET /img/{w}/{h}/{resize|fit}/product/... at any
// size 1..2000 (issue 12 item 3, ADR 028), and its edge cache: the spec's and VSF1's sizes are kept in the
// Cache API, any other size is answered `private` and never stored.
import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '#worker/env.ts';
import worker from '#worker/index.ts';
import { imageCacheKey } from '#worker/platform/images/image-cache.ts';
import { parseProductImagePath } from '#worker/platform/images/image-path.ts';

const ORIGIN = 'http://images.test';

/** One request through the whole worker, waiting for its cache put (waitUntil). */
async function get(path: string, vars: Partial<Env> = {}): Promise<{ response: Response; body: string }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`), { ...(env as unknown as Env), ...vars }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

function keyOf(imagePath: string, width: number, height: number, mode: 'resize' | 'fit'): string {
  const parsed = parseProductImagePath(imagePath);
  if (!parsed.ok) throw new Error(parsed.message);
  return imageCacheKey(ORIGIN, { image: parsed.value, size: { width, height }, mode });
}

describe('GET /img', () => {
  it('answers a product thumbnail as an immutable SVG', async () => {
    const response = await SELF.fetch('http://localhost/img/502/502/resize/product/sneakers/black/1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toContain('width="502" height="502"');
    expect(svg).toContain('#2b2b2e');
  });

  it('serves the cart and gallery sizes and the original path', async () => {
    for (const size of ['104/104', '2000/2000']) {
      const response = await SELF.fetch(`http://localhost/img/${size}/resize/product/dress/pink/3.svg`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const original = await SELF.fetch('http://localhost/img/product/giftcard/red/1.svg');
    expect(original.status).toBe(200);
    expect(await original.text()).toContain('width="502"');
  });

  it("serves Vue Storefront 1's sizes (tiles 310x300, gallery 600x744, cart 150x150) and 1x1 to 2000x2000", async () => {
    for (const [w, h] of [
      [310, 300],
      [600, 744],
      [150, 150],
      [1, 1],
      [2000, 2000],
      [1, 2000],
    ]) {
      const { response, body } = await get(`/img/${w}/${h}/resize/product/jacket/navy/2.svg`);
      expect(response.status, `${w}x${h}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(body).toContain(`width="${w}" height="${h}" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid meet"`);
    }
  });

  it('fit covers the box (vue-storefront-api crops); resize contains it', async () => {
    const fit = await get('/img/600/744/fit/product/jacket/navy/1.svg');
    expect(fit.response.status).toBe(200);
    expect(fit.body).toContain('width="600" height="744" viewBox="0 0 200 200" preserveAspectRatio="xMidYMid slice"');
    const resize = await get('/img/600/744/resize/product/jacket/navy/1.svg');
    expect(resize.body).toContain('preserveAspectRatio="xMidYMid meet"');
    expect(resize.body).not.toBe(fit.body);
  });

  it('answers 400 with a message naming the limit for 0, 2001, 12.5, -3 and a 30-digit number', async () => {
    const limit = 'expected a whole number of pixels from 1 to 2000';
    for (const [w, h, message] of [
      ['0', '300', `Unsupported image width '0'; ${limit}`],
      ['310', '2001', `Unsupported image height '2001'; ${limit}`],
      ['12.5', '300', `Unsupported image width '12.5'; ${limit}`],
      ['-3', '300', `Unsupported image width '-3'; ${limit}`],
      ['9'.repeat(30), '300', `Unsupported image width '999999999999…'; ${limit}`],
      ['0502', '502', `Unsupported image width '0502'; ${limit}`],
    ]) {
      const response = await SELF.fetch(`http://localhost/img/${w}/${h}/resize/product/sneakers/black/1.svg`);
      expect(response.status, `${w}x${h}`).toBe(400);
      expect(await response.json()).toEqual({ code: 400, result: message });
    }
  });

  it('answers 400 for an unknown mode, naming the supported ones', async () => {
    const response = await SELF.fetch('http://localhost/img/310/300/crop/product/sneakers/black/1.svg');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      result: "Unknown image mode 'crop'; supported modes: resize, fit",
    });
  });

  it('answers 400 for an unknown kind, colour or path, never 500', async () => {
    for (const path of [
      '502/502/resize/product/rocket/black/1.svg',
      '502/502/resize/product/boots/teal/1.svg',
      '502/502/resize/w/s/ws01.jpg',
      '502/502/resize/%E0%A4%A',
      'abc/def/resize/x',
      'product/boots/teal/1.svg',
    ]) {
      const response = await SELF.fetch(`http://localhost/img/${path}`);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { code: number; result: string };
      expect(body.code).toBe(400);
      expect(body.result.length).toBeGreaterThan(10);
    }
  });
});

describe('edge cache of /img (bounded key space, ADR 028)', () => {
  it("stores a size a storefront uses (VSF1's 310x300): MISS, then HIT from the Cache API", async () => {
    const path = 'product/backpack/khaki/3.svg';
    const first = await get(`/img/310/300/resize/${path}`);
    expect(first.response.headers.get('x-storefront-cache')).toBe('MISS');
    expect(first.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const entry = await caches.default.match(keyOf(path, 310, 300, 'resize'));
    expect(await entry?.text()).toBe(first.body);
    const second = await get(`/img/310/300/resize/${path}`);
    expect(second.response.headers.get('x-storefront-cache')).toBe('HIT');
    expect(second.response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(second.body).toBe(first.body);
  });

  it('a spelling variant of the path shares the entry (the key is built from the parsed image)', async () => {
    await get('/img/150/150/fit/product/hat/navy/1.svg');
    const variant = await get('/img/150/150/fit/product%2Fhat/navy/1.svg');
    expect(variant.response.status).toBe(200);
    expect(variant.response.headers.get('x-storefront-cache')).toBe('HIT');
  });

  it('renders any other size each time, private to the browser and never stored at the edge', async () => {
    const path = 'product/backpack/khaki/3.svg';
    for (let i = 0; i < 2; i++) {
      const { response, body } = await get(`/img/311/301/resize/${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-storefront-cache')).toBe('BYPASS');
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(body).toContain('width="311" height="301"');
    }
    expect(await caches.default.match(keyOf(path, 311, 301, 'resize'))).toBeUndefined();
  });

  it('stores the sizes a shop adds with IMAGE_EDGE_SIZES', async () => {
    const path = 'product/scarf/navy/2.svg';
    const vars = { IMAGE_EDGE_SIZES: '240x320' };
    expect((await get(`/img/240/320/resize/${path}`, vars)).response.headers.get('x-storefront-cache')).toBe('MISS');
    expect((await get(`/img/240/320/resize/${path}`, vars)).response.headers.get('x-storefront-cache')).toBe('HIT');
    // Without the var the size is an arbitrary one again: answered, not read from the edge.
    expect((await get(`/img/240/320/resize/${path}`)).response.headers.get('x-storefront-cache')).toBe('BYPASS');
    expect((await get(`/img/240/321/resize/${path}`, vars)).response.headers.get('x-storefront-cache')).toBe('BYPASS');
  });
});

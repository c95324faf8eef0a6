// The image endpoint through the real worker (workerd): GET /img/{w}/{h}/resize/product/... .
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

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

  it('answers 400 with the envelope for a size outside the spec', async () => {
    const response = await SELF.fetch('http://localhost/img/300/300/resize/product/sneakers/black/1.svg');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      result: 'Unsupported image size 300x300; allowed sizes: 104x104, 502x502, 2000x2000',
    });
  });

  it('answers 400 for an unknown kind, colour or path, never 500', async () => {
    for (const path of [
      '502/502/resize/product/rocket/black/1.svg',
      '502/502/resize/product/boots/teal/1.svg',
      '502/502/resize/w/s/ws01.jpg',
      '502/502/resize/%E0%A4%A',
      'abc/def/resize/x',
    ]) {
      const response = await SELF.fetch(`http://localhost/img/${path}`);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { code: number; result: string };
      expect(body.code).toBe(400);
      expect(body.result.length).toBeGreaterThan(10);
    }
  });
});

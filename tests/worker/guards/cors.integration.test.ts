// CORS on /api/* and /img/* (issue 12; ADR 027) through the real worker in workerd: a VSF1 frontend on another
// origin can call the API and show the images; pages stay same-origin; never credentials.
import { createExecutionContext, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { CORS_ALLOW_HEADERS, CORS_ALLOW_METHODS, corsOrigins } from '#worker/guards/cors.ts';
import worker from '#worker/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const ORIGIN = 'http://storefront.test';
const OTHER = 'http://vsf1.example';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

function preflight(path: string, origin = OTHER): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type,x-vs-store-code,idempotency-key',
    },
  });
}

/** The worker with other vars (the CORS_ORIGINS list), outside SELF's fixed env. */
async function withVars(request: Request, vars: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, { ...env, ...vars } as never, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

describe('CORS (ADR 027)', () => {
  it('answers a preflight 204 with the contract methods and headers, no credentials', async () => {
    const response = await SELF.fetch(preflight('/api/cart/create'));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe(CORS_ALLOW_METHODS.join(','));
    expect(response.headers.get('access-control-allow-headers')).toBe(CORS_ALLOW_HEADERS.join(','));
    expect(response.headers.get('access-control-max-age')).toBe('86400');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets another origin read a catalogue search, a new cart, an error and an image', async () => {
    const search = await SELF.fetch(`${ORIGIN}/api/catalog/vue_storefront_catalog/product/_search?size=1`, {
      headers: { Origin: OTHER },
    });
    expect(search.status).toBe(200);
    expect(search.headers.get('access-control-allow-origin')).toBe('*');
    expect(search.headers.get('cross-origin-resource-policy')).toBe('cross-origin');

    const cart = await SELF.fetch(`${ORIGIN}/api/cart/create`, { method: 'POST', headers: { Origin: OTHER } });
    expect(cart.status).toBe(200);
    expect(cart.headers.get('access-control-allow-origin')).toBe('*');

    // A 400 is readable too, so the caller sees the message.
    const bad = await SELF.fetch(`${ORIGIN}/api/stock/check`, { headers: { Origin: OTHER } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');

    const image = await SELF.fetch(`${ORIGIN}/img/310/300/resize/product/sneakers/black/1.svg`, {
      headers: { Origin: OTHER },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('access-control-allow-origin')).toBe('*');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('keeps pages same-origin: no CORS headers, CORP same-origin', async () => {
    const page = await SELF.fetch(`${ORIGIN}/`, { headers: { Origin: OTHER } });
    expect(page.status).toBe(200);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('with a list, answers only a listed origin, by name, varying on Origin', async () => {
    const vars = { CORS_ORIGINS: 'https://shop.example.ru, https://vsf1.example.ru' };
    const listed = await withVars(preflight('/api/cart/create', 'https://vsf1.example.ru'), vars);
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://vsf1.example.ru');
    expect(listed.headers.get('vary')).toContain('Origin');
    const unlisted = await withVars(preflight('/api/cart/create', 'https://evil.example'), vars);
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('corsOrigins', () => {
  it('is * when empty or when the list holds *; else the exact origins, junk dropped', () => {
    expect(corsOrigins(undefined)).toBe('*');
    expect(corsOrigins(' ')).toBe('*');
    expect(corsOrigins('https://a.example,*')).toBe('*');
    expect(
      corsOrigins('https://a.example, http://b.example:8080 ,ftp://c.example,https://d.example/path,nonsense'),
    ).toEqual(['https://a.example', 'http://b.example:8080']);
  });
});

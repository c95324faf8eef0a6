// Every malformed catalogue request is a 400 envelope with a readable message (never a 500).
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';

const BASE = 'http://localhost/api/catalog';
const RU = `${BASE}/vue_storefront_catalog_ru/product/_search`;

async function expectError(res: Response, status: number, message: string | RegExp): Promise<void> {
  const body = errorEnvelopeSchema.parse(await res.json());
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(body.code).toBe(status);
  if (typeof message === 'string') expect(body.result).toContain(message);
  else expect(body.result).toMatch(message);
  expect(body.result).not.toMatch(/at .*\.ts:\d+/);
}

const get = (query: unknown, params = '') =>
  SELF.fetch(`${RU}?request_format=search-query&request=${encodeURIComponent(JSON.stringify(query))}${params}`);
const withFilter = (value: unknown, attribute = 'color') =>
  get({ _appliedFilters: [{ attribute, value, scope: 'default' }] });

describe('path', () => {
  it('unknown index', async () => {
    await expectError(
      await SELF.fetch(`${BASE}/products_de/product/_search`),
      400,
      'Invalid / inaccessible index name "products_de"',
    );
  });
  it('bannerslider_index holds only sliders and banners (spec §7)', async () => {
    await expectError(
      await SELF.fetch(`${BASE}/bannerslider_index/product/_search`),
      400,
      'The index bannerslider_index holds only slider and banner entities, not "product"',
    );
  });
  it('unknown entity type', async () => {
    await expectError(
      await SELF.fetch(`${BASE}/vue_storefront_catalog_ru/sneaker/_search`),
      400,
      'Unknown entity type "sneaker"',
    );
  });
  it('last segment is not _search', async () => {
    await expectError(
      await SELF.fetch(`${BASE}/vue_storefront_catalog_ru/product/_count`),
      400,
      'the last path segment must be _search',
    );
  });
  it('missing type segment', async () => {
    await expectError(await SELF.fetch(`${BASE}/vue_storefront_catalog_ru/_search`), 400, 'Unsupported catalogue URL');
  });
  it('other methods → 405', async () => {
    await expectError(
      await SELF.fetch(RU, { method: 'PUT', body: '{}' }),
      405,
      'ERROR: PUT request method is not supported.',
    );
    await expectError(await SELF.fetch(RU, { method: 'DELETE' }), 405, 'DELETE request method is not supported');
  });
});

describe('request body', () => {
  it('malformed JSON in ?request= and in the POST body', async () => {
    await expectError(
      await SELF.fetch(`${RU}?request_format=search-query&request=%7Bnope`),
      400,
      'Malformed JSON in the "request" parameter',
    );
    await expectError(
      await SELF.fetch(`${RU}?request_format=search-query`, { method: 'POST', body: '{"_appliedFilters":[' }),
      400,
      'Malformed JSON in the request body',
    );
  });
  it('a non-object request', async () => {
    await expectError(await get([1, 2]), 400, 'must be a JSON object');
  });
  it('ES query DSL without request_format', async () => {
    await expectError(
      await SELF.fetch(RU, { method: 'POST', body: '{"query":{"match_all":{}}}' }),
      400,
      'Elasticsearch query DSL requests are not supported; send a SearchQuery object (contract §2.3) with request_format=search-query',
    );
  });
  it('unknown request_format / response_format', async () => {
    await expectError(
      await SELF.fetch(`${RU}?request_format=dsl`),
      400,
      'only request_format=search-query is supported',
    );
    await expectError(await SELF.fetch(`${RU}?response_format=xml`), 400, 'response_format must be "compact"');
  });
});

describe('filters', () => {
  it('unknown operator', async () => {
    await expectError(await withFilter({ contains: 'x' }), 400, 'unknown operator "contains"');
  });
  it('non-array in', async () => {
    await expectError(await withFilter({ in: 49 }), 400, '"in" expects an array of values');
  });
  it('nested objects as values', async () => {
    await expectError(await withFilter({ eq: { a: 1 } }), 400, 'values must be strings, numbers or booleans');
  });
  it('a range bound that is not a number or string', async () => {
    await expectError(await withFilter({ gte: true }), 400, 'range bound "gte" must be a number');
  });
  it('an operator mixed with other keys', async () => {
    await expectError(await withFilter({ eq: 1, gte: 2 }), 400, 'cannot be combined');
  });
  it('more than 999 values', async () => {
    await expectError(
      await withFilter({ in: Array.from({ length: 1000 }, (_, i) => i) }),
      400,
      'at most 999 are allowed',
    );
  });
  it('an attribute that is not a plain dot path', async () => {
    await expectError(
      await withFilter({ eq: 1 }, "color') OR 1=1 --"),
      400,
      '_appliedFilters.0.attribute: must be a plain dot path',
    );
    await expectError(await withFilter({ eq: 1 }, 'a..b'), 400, 'must be a plain dot path');
  });
  it('a missing value', async () => {
    await expectError(await get({ _appliedFilters: [{ attribute: 'color' }] }), 400, 'a filter needs a value');
  });
});

describe('sort, size, from, _source', () => {
  it('bad sort direction in the URL and in _appliedSort', async () => {
    await expectError(await SELF.fetch(`${RU}?sort=price:up`), 400, 'sort direction must be "asc" or "desc"');
    await expectError(
      await get({ _appliedSort: [{ field: 'price', options: 'sideways' }] }),
      400,
      'sort direction must be "asc" or "desc"',
    );
  });
  it('a sort field that is not a dot path', async () => {
    await expectError(
      await SELF.fetch(`${RU}?sort=${encodeURIComponent('price;drop')}`),
      400,
      'must be a plain dot path',
    );
  });
  it('size / from that are not integers, size above the largest list size', async () => {
    await expectError(await SELF.fetch(`${RU}?size=abc`), 400, 'size: must be an integer');
    await expectError(await SELF.fetch(`${RU}?from=1.5`), 400, 'from: must be an integer');
    await expectError(
      await SELF.fetch(`${RU}?size=501`),
      400,
      'size 501 is too large; at most 500 product documents per request',
    );
    await expectError(
      await SELF.fetch(`${BASE}/vue_storefront_catalog_ru/category/_search?size=4001`),
      400,
      'size 4001 is too large; at most 4000 category documents per request',
    );
    await expectError(await get({ size: 'ten' }), 400, 'size: must be an integer');
  });
  it('bounds _source paths in count and length (ADR 016)', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `f${i}`).join(',');
    await expectError(
      await SELF.fetch(`${RU}?_source_include=${many}`),
      400,
      '_source_include: at most 100 source paths',
    );
    await expectError(
      await SELF.fetch(`${RU}?_source_exclude=${'a'.repeat(201)}`),
      400,
      'a source path may have at most 200 characters',
    );
  });
  it('bad characters in _source paths', async () => {
    await expectError(
      await SELF.fetch(`${RU}?_source_include=${encodeURIComponent('id,name;x')}`),
      400,
      'source paths may only contain',
    );
    await expectError(
      await SELF.fetch(`${RU}?_source_exclude=${encodeURIComponent('a b')}`),
      400,
      'source paths may only contain',
    );
  });
  it('URI search q=', async () => {
    await expectError(await SELF.fetch(`${RU}?q=shoes`), 400, 'URI search (q=…) is not supported');
  });
});

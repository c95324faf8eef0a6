// A configurable child addressed like a product (worker/platform/catalog/child-references.ts; ADR 055), through
// the worker with the demo catalogue: VSF1's order page looks each ordered sku up as `product/single` does
// (`sku eq <child sku>`, size 1) and reads the hit's image, so a child's sku must find its parent; and a child
// carries no `type_id`, which VSF1 would spread over the configured product.
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema, type SearchQuery } from '#shared/contract/catalog-search.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

const PRODUCTS = 'http://child.test/api/catalog/vue_storefront_catalog_ru/product/_search';

/** The sneaker VSF1 bought in the recorded checkout (tests/fixtures/vsf1-checkout-requests.jsonl). */
const PARENT_SKU = 'SNK00012';
const CHILD_SKU = 'SNK00012-36-navy';

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
});

async function skusFound(query: SearchQuery, size = 1): Promise<string[]> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    request: JSON.stringify(query),
    size: String(size),
  });
  const response = await SELF.fetch(`${PRODUCTS}?${params}`);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return searchResponseSchema.parse(body).hits.hits.map((hit) => String(hit._source.sku));
}

const bySku = (value: Record<string, string | string[]>): SearchQuery => ({
  _appliedFilters: [{ attribute: 'sku', value }],
});

describe('a child sku finds its parent product', () => {
  it('as VSF1’s product/single asks (`sku eq`, size 1), with the image VSF1 reads', async () => {
    expect(await skusFound(bySku({ eq: CHILD_SKU }))).toEqual([PARENT_SKU]);
    const params = new URLSearchParams({
      request_format: 'search-query',
      request: JSON.stringify(bySku({ eq: CHILD_SKU })),
      size: '1',
    });
    const hit = searchResponseSchema.parse(await (await SELF.fetch(`${PRODUCTS}?${params}`)).json()).hits.hits[0]!;
    expect(hit._source.image).toMatch(/^\/product\/sneakers\//);
  });

  it('with `in` over parents and children: each product once; unknown skus find nothing', async () => {
    expect(await skusFound(bySku({ in: [CHILD_SKU, 'SNK00012-37-navy', PARENT_SKU] }), 10)).toEqual([PARENT_SKU]);
    expect(await skusFound(bySku({ eq: 'SNK00012-99-none' }), 10)).toEqual([]);
  });

  it('leaves exclusions as they are: `neq` a child sku does not drop its parent', async () => {
    const found = await skusFound(
      {
        _appliedFilters: [
          { attribute: 'sku', value: { in: [PARENT_SKU] } },
          { attribute: 'sku', value: { neq: CHILD_SKU } },
        ],
      },
      10,
    );
    expect(found).toEqual([PARENT_SKU]);
  });
});

describe('configurable children as VSF1 spreads them', () => {
  it('carry no type_id (the configured product stays configurable), and keep their own id and sku', async () => {
    const params = new URLSearchParams({
      request_format: 'search-query',
      request: JSON.stringify(bySku({ eq: PARENT_SKU })),
    });
    const hit = searchResponseSchema.parse(await (await SELF.fetch(`${PRODUCTS}?${params}`)).json()).hits.hits[0]!;
    const children = hit._source.configurable_children as Array<Record<string, unknown>>;
    expect(hit._source.type_id).toBe('configurable');
    expect(children.length).toBeGreaterThan(1);
    for (const child of children) {
      expect(child).not.toHaveProperty('type_id');
      expect(child).not.toHaveProperty('url_path');
      expect(child).not.toHaveProperty('configurable_children');
      expect(child.sku).toMatch(/^SNK00012-/);
    }
    expect(children[0]).toMatchObject({ id: 2101, sku: CHILD_SKU, visibility: 1, status: 1 });
  });
});

// The server-side tax processor through the real endpoints (contract §4.2, §2.5, §1.6, §2.6) on the
// seeded demo catalogue: RU 22 %, catalogue prices tax-inclusive (supplement §3).
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compactSearchResponseSchema,
  searchResponseSchema,
  type SearchQuery,
} from '#shared/contract/catalog-search.ts';
import { decompactHits } from '#shared/contract/compact.ts';
import { urlMapResponseSchema } from '#shared/contract/url-map.ts';
import { FIXTURE_INDEX, productIdOf, type Catalog } from '#worker/platform/seed/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { netOf, storedProduct, taxOf, type Doc } from './seeded-products';

const RU = 'http://localhost/api/catalog/vue_storefront_catalog_ru/product/_search';
let catalog: Catalog;

beforeAll(async () => {
  catalog = await seedDemoCatalogue(env.DB);
});

const byId = (id: number): SearchQuery => ({
  _appliedFilters: [{ attribute: 'id', value: { eq: id }, scope: 'default' }],
});

async function searchSource(query: SearchQuery, extra = ''): Promise<Doc> {
  const res = await SELF.fetch(
    `${RU}?request_format=search-query&request=${encodeURIComponent(JSON.stringify(query))}${extra}`,
  );
  expect(res.status).toBe(200);
  const body = searchResponseSchema.parse(await res.json());
  expect(body.hits.hits).toHaveLength(1);
  return body.hits.hits[0]?._source as Doc;
}

describe('search hits are priced', () => {
  it('an active special price (fixture "specialActive"): price = special, regular kept as original', async () => {
    const id = productIdOf(FIXTURE_INDEX.specialActive);
    const stored = storedProduct(catalog, 'ru', (d) => d.id === id);
    const regular = stored.price as number;
    const special = stored.special_price as number;
    expect(special).toBeLessThan(regular);
    const hit = await searchSource(byId(id));
    expect(hit).toMatchObject({
      price_incl_tax: special,
      price: netOf(special),
      price_tax: taxOf(special),
      special_price_incl_tax: special,
      special_price: netOf(special),
      original_price_incl_tax: regular,
      original_price: netOf(regular),
      original_price_tax: taxOf(regular),
      final_price_incl_tax: special,
      final_price: netOf(special),
    });
    for (const child of hit.configurable_children as Doc[])
      expect(child).toMatchObject({ price_incl_tax: special, original_price_incl_tax: regular });
  });

  it('an expired special price never shows (fixture "specialExpired")', async () => {
    const id = productIdOf(FIXTURE_INDEX.specialExpired);
    const stored = storedProduct(catalog, 'ru', (d) => d.id === id);
    const hit = await searchSource(byId(id));
    expect(stored.special_price).toBeGreaterThan(0);
    expect(hit).toMatchObject({
      price_incl_tax: stored.price,
      price: netOf(stored.price as number),
      special_price: 0,
      special_price_incl_tax: 0,
    });
  });

  it('a grouped product costs its linked simple products at qty 1', async () => {
    const grouped = storedProduct(catalog, 'ru', (d) => d.type_id === 'grouped');
    const linkedSkus = (grouped.product_links as Doc[]).map((l) => l.linked_product_sku as string);
    const linkedTotal = linkedSkus
      .map((sku) => storedProduct(catalog, 'ru', (d) => d.sku === sku))
      .reduce((sum, p) => sum + (p.final_price as number), 0); // linked products are simple: their shelf price is final_price
    const hit = await searchSource({
      _appliedFilters: [{ attribute: 'sku', value: { eq: grouped.sku as string }, scope: 'default' }],
    });
    expect(linkedSkus.length).toBeGreaterThan(1);
    expect(hit.price_incl_tax).toBe(linkedTotal);
  });

  it('a bundle costs its default links (is_default, qty 1)', async () => {
    const bundle = storedProduct(catalog, 'ru', (d) => d.type_id === 'bundle');
    const defaults = (bundle.bundle_options as Doc[]).map(
      (o) => (o.product_links as Doc[]).find((l) => l.is_default) as Doc,
    );
    const total = defaults.reduce((sum, l) => sum + (l.price as number) * (l.qty as number), 0);
    const hit = await searchSource({
      _appliedFilters: [{ attribute: 'sku', value: { eq: bundle.sku as string }, scope: 'default' }],
    });
    expect(hit.price_incl_tax).toBe(total);
  });

  it('other entities are not touched (the tax rules themselves)', async () => {
    const res = await SELF.fetch('http://localhost/api/catalog/vue_storefront_catalog_ru/taxrule/_search');
    const body = searchResponseSchema.parse(await res.json());
    expect(body.hits.hits[0]?._source).toMatchObject({
      rates: [
        { tax_country_id: 'RU', rate: 22 },
        { tax_country_id: 'PL', rate: 23 },
      ],
    });
    expect(body.hits.hits[0]?._source).not.toHaveProperty('price_incl_tax');
  });
});

describe('url map hits are priced', () => {
  it('the product found by url_path carries the tax fields', async () => {
    const id = productIdOf(FIXTURE_INDEX.specialActive);
    const stored = storedProduct(catalog, 'ru', (d) => d.id === id);
    const res = await SELF.fetch('http://localhost/api/url/map', {
      method: 'POST',
      body: JSON.stringify({ url: stored.url_path }),
    });
    const hit = urlMapResponseSchema.parse(await res.json());
    expect(hit?._source).toMatchObject({
      id,
      price_incl_tax: stored.special_price,
      price_tax: taxOf(stored.special_price as number),
      original_price_incl_tax: stored.price,
    });
  });
});

describe('compact responses decompact back to the standard documents', () => {
  it('round trip of a page of configurable products through the real endpoint', async () => {
    const query: SearchQuery = {
      _appliedFilters: [{ attribute: 'type_id', value: { eq: 'configurable' }, scope: 'default' }],
    };
    const params = `request_format=search-query&size=20&request=${encodeURIComponent(JSON.stringify(query))}`;
    const standard = searchResponseSchema.parse(await (await SELF.fetch(`${RU}?${params}`)).json());
    const compact = compactSearchResponseSchema.parse(
      await (await SELF.fetch(`${RU}?${params}&response_format=compact`)).json(),
    );
    expect(standard.hits.hits.length).toBe(20);
    // The format really removed child fields (children equal to the parent's cheapest price and image).
    const compactChildren = compact.hits.flatMap((h) => (h.configurable_children as Doc[] | undefined) ?? []);
    expect(compactChildren.some((c) => !('pit' in c))).toBe(true);
    expect(decompactHits(compact, 'product').map((h) => h._source)).toEqual(standard.hits.hits.map((h) => h._source));
  });
});

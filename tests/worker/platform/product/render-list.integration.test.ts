// GET /api/product/render-list (contract §1.5, P1) on the seeded demo catalogue (RU 22 %, prices
// tax-inclusive at the source).
import { env } from 'cloudflare:workers';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contract/envelope.ts';
import { renderListResponseSchema, type RenderListResponse } from '#shared/contract/product-render-list.ts';
import { FIXTURE_INDEX, productIdOf, type Catalog } from '#worker/platform/seed/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';
import { netOf, storedProduct, type Doc } from '#tests/worker/platform/tax/seeded-products.ts';

const RENDER_LIST = 'http://localhost/api/product/render-list';
let catalog: Catalog;
let special: Doc;
let simple: Doc;

beforeAll(async () => {
  catalog = await seedDemoCatalogue(env.DB);
  special = storedProduct(catalog, 'ru', (d) => d.id === productIdOf(FIXTURE_INDEX.specialActive));
  simple = storedProduct(catalog, 'ru', (d) => d.type_id === 'simple' && d.special_price === null);
});

async function renderList(query: string): Promise<RenderListResponse['result']['items']> {
  const res = await SELF.fetch(`${RENDER_LIST}?${query}`);
  const body: unknown = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return renderListResponseSchema.parse(body).result.items;
}

async function expectBadRequest(query: string, message: string): Promise<void> {
  const res = await SELF.fetch(`${RENDER_LIST}${query}`);
  expect(res.status).toBe(400);
  expect(errorEnvelopeSchema.parse(await res.json())).toEqual({ code: 400, result: message });
}

describe('render-list', () => {
  it('answers price_info for two seeded skus, in request order, with net values in tax_adjustments', async () => {
    const items = await renderList(`skus=${simple.sku},${special.sku}&currencyCode=RUB&storeId=1`);
    expect(items.map((i) => i.id)).toEqual([simple.id, special.id]);

    const [first, second] = items;
    const price = simple.price as number;
    expect(first).toEqual({
      id: simple.id,
      name: simple.name,
      type: 'simple',
      store_id: 1,
      currency_code: 'RUB',
      url: `http://localhost/${simple.url_path}`,
      price_info: {
        final_price: price,
        max_price: price,
        max_regular_price: price,
        minimal_regular_price: price,
        special_price: null,
        minimal_price: price,
        regular_price: price,
        extension_attributes: {
          tax_adjustments: {
            final_price: netOf(price),
            max_price: netOf(price),
            max_regular_price: netOf(price),
            minimal_regular_price: netOf(price),
            special_price: null,
            minimal_price: netOf(price),
            regular_price: netOf(price),
          },
        },
      },
    });

    const regular = special.price as number;
    const offer = special.special_price as number;
    expect(second).toMatchObject({ id: special.id, type: 'configurable', name: special.name });
    expect(second?.price_info).toMatchObject({
      final_price: offer,
      special_price: offer,
      regular_price: regular,
      minimal_price: offer,
      max_regular_price: regular,
    });
    expect(second?.price_info.extension_attributes.tax_adjustments).toMatchObject({
      final_price: netOf(offer),
      special_price: netOf(offer),
      regular_price: netOf(regular),
    });
  });

  it('answers a configurable child sku with the child price; unknown skus are skipped', async () => {
    const child = (special.configurable_children as Doc[])[0] as Doc;
    const items = await renderList(`skus=NO-SUCH-SKU,${child.sku}&currencyCode=RUB&storeId=1`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: child.id,
      type: 'simple',
      price_info: { final_price: special.special_price },
    });
  });

  it('storeId 2 answers from the English store view', async () => {
    const en = storedProduct(catalog, 'en', (d) => d.id === simple.id);
    const items = await renderList(`skus=${simple.sku}&currencyCode=RUB&storeId=2`);
    expect(items[0]).toMatchObject({
      id: simple.id,
      name: en.name,
      store_id: 2,
      url: `http://localhost/en/${en.url_path}`,
    });
  });

  it('a userGroupId switches group tax on: group 3 is taxed, group 1 matches no rule (no tax)', async () => {
    const price = simple.price as number;
    const taxed = await renderList(`skus=${simple.sku}&storeId=1&userGroupId=3`);
    expect(taxed[0]?.price_info.extension_attributes.tax_adjustments.final_price).toBe(netOf(price));
    const untaxed = await renderList(`skus=${simple.sku}&storeId=1&userGroupId=1`);
    expect(untaxed[0]?.price_info).toMatchObject({
      final_price: price,
      extension_attributes: { tax_adjustments: { final_price: price } },
    });
  });

  it('bad input is a 400 envelope', async () => {
    await expectBadRequest('', 'skus parameter is required');
    await expectBadRequest('?currencyCode=RUB&storeId=1', 'skus parameter is required');
    await expectBadRequest('?skus=,,&storeId=1', 'skus parameter is required');
    await expectBadRequest(`?skus=${simple.sku}&storeId=3`, 'Unknown storeId 3; expected one of 1 (ru), 2 (en)');
    await expectBadRequest(`?skus=${simple.sku}&storeId=one`, 'storeId: storeId must be a whole number');
    await expectBadRequest(
      `?skus=${simple.sku}&storeId=1&currencyCode=USD`,
      'Unsupported currencyCode "USD"; store 1 sells in RUB',
    );
    const many = Array.from({ length: 201 }, (_, i) => `S${i}`).join(',');
    await expectBadRequest(`?skus=${many}`, 'skus: at most 200 skus per request');
  });
});

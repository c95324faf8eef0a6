// Spec §7: slider and banner entities are read from their own index, `bannerslider_index` (default
// store view), with the entity default size 1500.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '#shared/contract/catalog-search.ts';
import type { Catalog } from '#worker/platform/seed/index.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

let catalog: Catalog;

beforeAll(async () => {
  catalog = await seedDemoCatalogue(env.DB);
});

describe('bannerslider_index', () => {
  for (const entity of ['slider', 'banner'] as const) {
    it(`answers the default view's ${entity} documents`, async () => {
      const response = await SELF.fetch(
        `http://localhost/api/catalog/bannerslider_index/${entity}/_search?request_format=search-query`,
      );
      expect(response.status).toBe(200);
      const body = searchResponseSchema.parse(await response.json());
      const expected = catalog.documents
        .filter((d) => d.store === 'ru' && d.entity === entity)
        .map((d) => d.doc.id)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(body.hits.hits.map((hit) => Number(hit._id)).sort()).toEqual(expected);
      expect(body.hits.hits[0]?._index).toBe(`bannerslider_index_${entity}`);
    });
  }
});

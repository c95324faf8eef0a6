// The listing state's SearchQuery (shared/domain/listing-query.ts) against the real embedded platform in
// workerd with the demo catalogue: the filters it builds are accepted and narrow the listing as the url says
// (an option matches a product or one of its children, catalog scope; price reads the stored final price,
// tax included, supplement §3), and the price sort orders by it.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '#shared/api/client.ts';
import { listableProductFilters, searchCatalog } from '#shared/api/catalog.ts';
import { checkAnswer } from '#shared/contract/answers.ts';
import { listingFilters, listingSort, parseListingQuery } from '#shared/domain/listing-query.ts';
import { seedDemoCatalogue } from '#tests/support/workerd/seed-demo.ts';

interface Tile {
  id: number;
  /** The shopper's price (the stored final_price, incl. tax; the answer's final_price is net after tax processing). */
  final_price_incl_tax?: number;
  color?: unknown;
  color_options?: unknown;
}

const api = createApiClient({ origin: 'http://listing.test', fetch: (request) => SELF.fetch(request), checkAnswer });

async function listing(query: string, size = 50) {
  const state = parseListingQuery(new URLSearchParams(query));
  return searchCatalog<Tile>(api, {
    store: 'ru',
    entity: 'product',
    filters: [...listableProductFilters(), ...listingFilters(state)],
    sort: listingSort(state.sort),
    size,
    includeFields: ['id', 'final_price_incl_tax', 'color', 'color_options'],
  });
}

const hasColor = (tile: Tile, id: number) =>
  [tile.color, tile.color_options].flat().some((value) => Number(value) === id);

let colorId: number;

beforeAll(async () => {
  await seedDemoCatalogue(env.DB);
  const all = await listing('', 200);
  const withColor = all.items.find((tile) => typeof tile.color === 'number' || Array.isArray(tile.color_options));
  colorId = Number(
    [withColor?.color, withColor?.color_options].flat().find((value) => value !== undefined && value !== null),
  );
});

describe('listing filters on the platform', () => {
  it('a price bucket keeps only final prices inside it', async () => {
    const cheap = await listing('price=0-5000', 200);
    expect(cheap.total).toBeGreaterThan(0);
    for (const tile of cheap.items) expect(tile.final_price_incl_tax).toBeLessThanOrEqual(5000);
    const dear = await listing('price=15000-', 200);
    expect(dear.total).toBeGreaterThan(0);
    for (const tile of dear.items) expect(tile.final_price_incl_tax).toBeGreaterThanOrEqual(15000);
    const all = await listing('');
    expect(cheap.total + dear.total).toBeLessThan(all.total);
  });

  it('a colour option keeps products of that colour (their own or a child’s), and combines with price by AND', async () => {
    const coloured = await listing(`color=${colorId}`, 200);
    expect(coloured.total).toBeGreaterThan(0);
    for (const tile of coloured.items) expect(hasColor(tile, colorId)).toBe(true);
    const both = await listing(`color=${colorId}&price=0-5000`, 200);
    expect(both.total).toBeLessThanOrEqual(coloured.total);
    for (const tile of both.items)
      expect(hasColor(tile, colorId) && (tile.final_price_incl_tax ?? Infinity) <= 5000).toBe(true);
  });

  it('a malformed url is the plain listing, not an error', async () => {
    const plain = await listing('');
    expect((await listing('color=abc&price=1-2&sort=drop table&page=-1')).total).toBe(plain.total);
  });

  it('price sorts order by final price', async () => {
    const up = (await listing('sort=price-asc')).items.map((tile) => tile.final_price_incl_tax ?? 0);
    const down = (await listing('sort=price-desc')).items.map((tile) => tile.final_price_incl_tax ?? 0);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(up[0]).toBeLessThan(down[0]!);
  });
});

// A stub transport for the storefront's API client in node unit tests (the client's own fetcher, no network): records
// the urls sent and answers with catalogue search bodies shaped like the platform's (contract §2.5), plus a tile
// factory. Shared by the search and listing query tests.
import { createApiClient, type Fetcher } from '#shared/api/client.ts';
import type { TileProduct } from '#client/components/product-tile.tsx';

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A product tile with the fields listings ask for. */
export const tile = (id: number, name: string, sku = `SKU${id}`): TileProduct => ({
  id,
  sku,
  name,
  slug: `p-${id}`,
  image: `/${id}.jpg`,
  price: 1000,
  price_incl_tax: 1000,
});

/** A search answer with these documents, `total` hits and the given aggregations. */
export const searchAnswer = (items: ReadonlyArray<{ id: number }>, total = items.length, aggregations?: unknown) =>
  jsonResponse({
    hits: {
      total: { value: total, relation: 'eq' },
      max_score: 1,
      hits: items.map((item) => ({ _index: 'i', _id: String(item.id), _score: 1, _source: item })),
    },
    ...(aggregations ? { aggregations } : {}),
  });

/** An API client whose every request is answered by `respond`; `sent` lists the urls in order. */
export function stubApi(respond: (url: URL) => Response | Promise<Response>) {
  const sent: URL[] = [];
  const fetch: Fetcher = async (request) => {
    const url = new URL(request.url);
    sent.push(url);
    return respond(url);
  };
  return { api: createApiClient({ origin: 'http://shop.test', fetch }), sent };
}

/** The SearchQuery a catalogue request carried (its `request` parameter). */
export const sentSearchQuery = (url: URL) =>
  JSON.parse(url.searchParams.get('request') ?? '{}') as {
    _appliedFilters: unknown[];
    _appliedSort: unknown[];
    _availableFilters: Array<{ field: string }>;
    _searchText: string;
  };
